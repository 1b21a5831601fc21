import { formatCzk, PRICE_ON_REQUEST } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  fitsViewport,
  LONG_TEASERS,
  MOBILE_GLOBALS,
  SERVICE_TEASERS,
  TEASERS,
} from '../../landing/parts/story-fixtures.ts'
import { TeaserList } from '../../landing/parts/Teasers.tsx'
import { OfferTeasersScreen } from './OfferTeasersScreen.tsx'

const meta = {
  title: 'Screens/OfferTeasersScreen',
  component: OfferTeasersScreen,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'LISTING', status: 'ready', teasers: TEASERS, total: 42, onRetry: fn() },
} satisfies Meta<typeof OfferTeasersScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Money carries U+00A0; match it as written. */
const exact = { normalizer: (s: string) => s.trim() }

export const Listings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Investiční příležitosti' })).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Nejnovější nabídky' })
    await expect(within(list).getAllByRole('article')).toHaveLength(TEASERS.length)
    // Name, subtitle, category label, city with region, Czech price; the card leads a visitor through registration
    // back to the portal detail.
    const card = canvas.getByRole('link', { name: 'Činžovní dům v centru' }).closest('article')!
    await expect(card).toHaveTextContent('Osm bytů, plně pronajato')
    await expect(card).toHaveTextContent('Nemovitost')
    await expect(within(card).getByText('České Budějovice, Jihočeský')).toBeVisible()
    await expect(within(card).getByText(formatCzk(24_500_000), exact)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Činžovní dům v centru' })).toHaveAttribute(
      'href',
      '/auth/register?redirect=%2Fportal%2Flistings%2F101',
    )
    await expect(canvas.getByText(PRICE_ON_REQUEST)).toBeVisible()
    // More are published than shown: the way to all of them, through registration.
    await expect(
      canvas.getByRole('link', { name: 'Zobrazit všechny nabídky (42) po registraci' }),
    ).toHaveAttribute('href', '/auth/register?redirect=%2Fportal%2Flistings')
    // The photo goes through the image transform.
    await expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^\/img\?src=listing-images/)
    await expect(canvas.getByText('Zveřejněných nabídek: 42')).toBeVisible()
    // The call to register, and a way in for those who have an account.
    await expect(canvas.getByRole('link', { name: 'Zaregistrovat se zdarma' })).toHaveAttribute(
      'href',
      '/auth/register?redirect=%2Fportal%2Flistings',
    )
    await expect(canvas.getByRole('link', { name: 'Už mám účet, přihlásit se' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fportal%2Flistings',
    )
  },
}

export const Services: Story = {
  args: { kind: 'SERVICE', teasers: SERVICE_TEASERS, total: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Služby pro investory' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Znalecké posudky nemovitostí' })).toHaveAttribute(
      'href',
      '/auth/register?redirect=%2Fportal%2Fservices%2F202',
    )
    await expect(canvas.getByText('Znalecké posudky a odhady')).toBeVisible()
  },
}

/** The pre-rendered page before the teasers arrive: a skeleton of six cards keeps their room. */
export const Loading: Story = {
  args: { status: 'loading', teasers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    const region = canvas.getByRole('status', { name: 'Nejnovější nabídky' })
    await expect(region).toHaveAttribute('aria-busy', 'true')
    await expect(region.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(6)
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
  },
}

/**
 * A skeleton card takes exactly the room of a real card (long texts included): the teasers replace the skeleton
 * without moving anything. Measured side by side, on a phone and wider.
 */
export const SkeletonMatchesCards: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, padding: 16 }}>
      <TeaserList status="loading" teasers={[]} placeholders={1} label="Načítání" />
      <TeaserList status="ready" teasers={LONG_TEASERS.slice(0, 1)} label="Nabídky" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const skeleton = canvas.getByRole('status').querySelector('[aria-hidden="true"]') as HTMLElement
    const card = canvas.getByRole('article')
    const diff = skeleton.getBoundingClientRect().height - card.getBoundingClientRect().height
    await expect(Math.abs(diff)).toBeLessThan(1)
  },
}

export const SkeletonMatchesCardsMobile: Story = { ...SkeletonMatchesCards, globals: MOBILE_GLOBALS }

export const Empty: Story = {
  args: { status: 'empty', teasers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Nové nabídky právě procházejí schválením/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zaregistrovat se zdarma' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', teasers: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nabídky se nepodařilo načíst')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: 'Zaregistrovat se zdarma' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Procházet v portálu' })).toHaveAttribute(
      'href',
      '/portal/listings',
    )
    // a signed-in user goes straight to the portal
    await expect(canvas.getByRole('link', { name: 'Činžovní dům v centru' })).toHaveAttribute(
      'href',
      '/portal/listings/101',
    )
    await expect(canvas.getByRole('link', { name: 'Zobrazit všechny nabídky (42)' })).toHaveAttribute(
      'href',
      '/portal/listings',
    )
  },
}

export const Mobile: Story = {
  args: { teasers: LONG_TEASERS },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    // Long names are clamped inside their cards; the page never scrolls sideways on a phone.
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await expect(fitsViewport()).toBe(true)
  },
}

export const MobileLoading: Story = {
  args: { status: 'loading', teasers: [] },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
    await expect(fitsViewport()).toBe(true)
  },
}
