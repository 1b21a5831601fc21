import { formatCredits, formatCzk, UNLOCK_PRICE } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fitsViewport, LONG_TEASERS, MOBILE_GLOBALS, TEASERS } from '../parts/story-fixtures.ts'
import { HomeScreen } from './HomeScreen.tsx'

const meta = {
  title: 'Landing/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  args: { teasers: TEASERS },
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
    // Teasers: one link per card to its portal detail, Czech money, "Cena na dotaz" for no price.
    const teaser = canvas.getByRole('link', { name: 'Činžovní dům v centru' })
    await expect(teaser).toHaveAttribute('href', '/portal/listings/n-101')
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
      within(canvasElement).getAllByRole('heading', { level: 3, name: LONG_TEASERS[0]!.name }),
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
