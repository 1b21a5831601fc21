import { UNLOCK_PRICE } from '@rg/domain/credits'
import { formatCredits, formatCzk } from '@rg/domain/czech-format'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fitsViewport, LONG_TEASERS, MOBILE_GLOBALS, TEASERS } from '../parts/story-fixtures.ts'
import { HomeScreen, preloadHomeText } from './HomeScreen.tsx'

const meta = {
  title: 'Landing/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  // The checks look at every section at once; the ScrollReveal story turns the reveal on.
  args: { teasers: TEASERS, scrollReveal: false },
  // Rendered in the browser, not hydrated, the screen loads its fixed texts (HomeText.tsx) first: load them before.
  loaders: [preloadHomeText],
} satisfies Meta<typeof HomeScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Investice, které nenajdete')
    for (const name of [
      'Pro koho je tržiště',
      'Jak to funguje',
      'Nejnovější nabídky',
      'Služby pro investory',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    // The three steps, with the unlock price from the domain configuration.
    const steps = canvas
      .getByRole('heading', { name: 'Jak to funguje' })
      .parentElement!.querySelectorAll('ol > li')
    await expect(steps).toHaveLength(3)
    await expect(canvas.getByText(new RegExp(formatCredits(UNLOCK_PRICE)))).toBeVisible()
    // Teasers: one link per card, through registration back to its portal detail; Czech money, "Cena na dotaz".
    const teaser = canvas.getByRole('link', { name: 'Činžovní dům v centru' })
    await expect(teaser).toHaveAttribute('href', '/auth/register?redirect=%2Fportal%2Flistings%2F101')
    await expect(canvas.getByText('České Budějovice, Jihočeský')).toBeVisible()
    await expect(canvas.getByText(formatCzk(24_500_000), { normalizer: (text) => text.trim() })).toBeVisible()
    await expect(canvas.getByText('Cena na dotaz')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zaregistrovat se zdarma' })).toHaveAttribute(
      'href',
      '/auth/register',
    )
    await expect(canvas.getByRole('link', { name: 'Jak funguje program Tipař' })).toHaveAttribute(
      'href',
      '/spotter',
    )
    await expect(canvas.getByRole('list', { name: 'Kategorie služeb' })).toHaveTextContent('Právní služby')
  },
}

export const Empty: Story = {
  args: { teasers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nové nabídky právě procházejí schválením/)).toBeVisible()
  },
}

/** While the teasers load, a skeleton keeps their room (nothing moves when they arrive). */
export const TeasersLoading: Story = {
  args: { teasers: [], teasersStatus: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('status', { name: 'Nejnovější nabídky' })
    await expect(region).toHaveAttribute('aria-busy', 'true')
    await expect(within(region).getByText('Načítám nabídky…')).toBeInTheDocument()
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
  },
}

export const TeasersError: Story = {
  args: { teasers: [], teasersStatus: 'error', onRetryTeasers: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nabídky se nepodařilo načíst')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetryTeasers).toHaveBeenCalledOnce()
  },
}

/**
 * Scroll reveal: what is below the fold waits hidden (opacity only, no layout change) and shows once it scrolls in;
 * the hero is never hidden, and nothing is hidden in the markup itself (without JavaScript all shows).
 */
export const ScrollReveal: Story = {
  args: { scrollReveal: true },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 }).closest('[data-reveal]')).toBeNull()
    const signup = canvas.getByRole('heading', { name: 'Začněte ještě dnes' }).closest('section')!
    await waitFor(() => expect(signup).toHaveAttribute('data-reveal', 'hidden'))
    await expect(getComputedStyle(signup).opacity).toBe('0')
    const before = signup.getBoundingClientRect().height
    signup.scrollIntoView({ block: 'center' })
    await waitFor(() => expect(signup).toHaveAttribute('data-reveal', 'shown'))
    await waitFor(() => expect(getComputedStyle(signup).opacity).toBe('1'))
    await expect(signup.getBoundingClientRect().height).toBe(before)
    // Once: scrolling away does not hide it again.
    window.scrollTo(0, 0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(signup).toHaveAttribute('data-reveal', 'shown')
  },
}

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: 'Zaregistrovat se zdarma' })).toBeNull()
    for (const link of canvas.getAllByRole('link', { name: 'Přejít do portálu' })) {
      await expect(link).toHaveAttribute('href', '/portal')
    }
  },
}

export const LongText: Story = {
  args: { teasers: LONG_TEASERS },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    // Long names wrap inside their cards instead of widening the page, even on a phone.
    await expect(
      within(canvasElement).getAllByRole('heading', { level: 3, name: LONG_TEASERS[0]!.pubName }),
    ).toHaveLength(3)
    await expect(fitsViewport()).toBe(true)
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
