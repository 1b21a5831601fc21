import type { OfferDetail } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { LOCKED_LISTING, TEASERS, UNLOCKED_LISTING } from '../offers/fixtures.ts'
import { CompareScreen } from './CompareScreen.tsx'

const third: OfferDetail = { ...(TEASERS[2] as OfferDetail), pubKeywords: [], pubDescription: null }
const OFFERS: OfferDetail[] = [UNLOCKED_LISTING, { ...LOCKED_LISTING, ...(TEASERS[1] as OfferDetail) }, third]

const meta = {
  title: 'Screens/Discovery/CompareScreen',
  component: CompareScreen,
  args: {
    status: 'ready',
    offers: OFFERS,
    onRemove: fn(),
    onAdd: fn(),
    onRetry: fn(),
    onPrint: fn(),
    candidates: [TEASERS[3], TEASERS[4]].filter((t) => t !== undefined),
  },
} satisfies Meta<typeof CompareScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Porovnání nabídek' })).toBeVisible()
    const columns = within(canvas.getByRole('list', { name: 'Porovnávané nabídky' })).getAllByRole('listitem')
    await expect(columns).toHaveLength(3)
    // The unlock state of each, and the private part only where the viewer sees it.
    await expect(within(columns[0] as HTMLElement).getByText(/Odemčeno/)).toBeVisible()
    await expect(within(columns[0] as HTMLElement).getByText('Neveřejný popis')).toBeVisible()
    await expect(within(columns[1] as HTMLElement).getByText(/Zamčeno/)).toBeVisible()
    await expect(within(columns[1] as HTMLElement).queryByText('Neveřejný popis')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: `Odebrat z porovnání: ${third.pubName}` }))
    await expect(args.onRemove).toHaveBeenCalledWith(third.id)
    await userEvent.click(canvas.getByRole('button', { name: `Přidat k porovnání: ${TEASERS[3]?.pubName}` }))
    await expect(args.onAdd).toHaveBeenCalledWith(TEASERS[3]?.id)
    await userEvent.click(canvas.getByRole('button', { name: 'Vytisknout' }))
    await expect(args.onPrint).toHaveBeenCalled()
  },
}

/** Four picked: nothing more to add. */
export const Full: Story = {
  args: { offers: [...OFFERS, { ...(TEASERS[3] as OfferDetail) }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('heading', { name: 'Přidat z oblíbených' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', offers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání nabídek k porovnání...')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { offers: [], candidates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zatím nic k porovnání')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', offers: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Nabídky se nepodařilo načíst')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** A picked offer was withdrawn since the link was made. */
export const OneMissing: Story = {
  args: { missingCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Jedna vybraná nabídka už není dostupná.')).toBeVisible()
  },
}

/** On a phone the columns swipe one by one (scroll snap) inside their strip; the page itself never scrolls sideways. */
export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const strip = canvas.getByRole('list', { name: 'Porovnávané nabídky' })
    await expect(getComputedStyle(strip).scrollSnapType).toContain('x')
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth)
    await expect(fitsViewport()).toBe(true)
  },
}
