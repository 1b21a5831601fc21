import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { TEASERS } from '../offers/fixtures.ts'
import { CompareBar } from './CompareBar.tsx'
import { FavouritesScreen } from './FavouritesScreen.tsx'
import { OfferCardActions } from './OfferCardActions.tsx'

const ITEMS = TEASERS.filter((o) => !o.isOwn).slice(0, 3)
const onFavourite = fn()
const onCompare = fn()

const meta = {
  title: 'Screens/Discovery/FavouritesScreen',
  component: FavouritesScreen,
  args: {
    status: 'ready',
    items: ITEMS,
    onRetry: fn(),
    cardActions: (offer) => (
      <OfferCardActions
        offer={offer}
        favourite
        onFavouriteChange={(next) => onFavourite(offer.id, next)}
        compared={offer.id === ITEMS[0]?.id}
        onCompareChange={(next) => onCompare(offer.id, next)}
      />
    ),
    footer: <CompareBar count={1} href="/portal/compare?ids=1" onClear={fn()} />,
  },
} satisfies Meta<typeof FavouritesScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oblíbené' })).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Oblíbené nabídky' })
    await expect(within(list).getAllByRole('article')).toHaveLength(ITEMS.length)
    const first = ITEMS[0]
    if (!first) throw new Error('fixture')
    const heart = canvas.getByRole('button', { name: `Oblíbené: ${first.pubName}` })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(heart)
    await expect(onFavourite).toHaveBeenCalledWith(first.id, false)
    const compare = canvas.getByRole('button', { name: `Porovnat: ${first.pubName}` })
    await expect(compare).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('link', { name: 'Porovnat (1)' })).toHaveAttribute(
      'href',
      '/portal/compare?ids=1',
    )
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání oblíbených...')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { items: [], footer: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zatím nemáte žádné oblíbené')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Procházet investiční příležitosti' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Oblíbené se nepodařilo načíst')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Two favourites left the market meanwhile: kept, and said so. */
export const SomeWithdrawn: Story = {
  args: { withdrawnCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Staženo z nabídky: 2 oblíbených\./)).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oblíbené' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
