import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { TEASERS } from '../offers/fixtures.ts'
import { OfferCardActions } from './OfferCardActions.tsx'
import { OfferDetailActions } from './OfferDetailActions.tsx'
import { SimilarOffers } from './SimilarOffers.tsx'

const ITEMS = TEASERS.filter((o) => !o.isOwn).slice(0, 4)
const onFavourite = fn()

const meta = {
  title: 'Screens/Discovery/SimilarOffers',
  component: SimilarOffers,
  args: {
    kind: 'LISTING',
    status: 'ready',
    items: ITEMS,
    onRetry: fn(),
    cardActions: (offer) => (
      <OfferCardActions
        offer={offer}
        favourite={false}
        onFavouriteChange={(next) => onFavourite(offer.id, next)}
      />
    ),
  },
} satisfies Meta<typeof SimilarOffers>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Podobné nabídky' })
    await expect(within(list).getAllByRole('article')).toHaveLength(ITEMS.length)
    const first = ITEMS[0]
    if (!first) throw new Error('fixture')
    const heart = canvas.getByRole('button', { name: `Oblíbené: ${first.pubName}` })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(heart)
    await expect(onFavourite).toHaveBeenCalledWith(first.id, true)
  },
}

export const Services: Story = {
  args: { kind: 'SERVICE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Podobné služby' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání podobných nabídek...')).toBeInTheDocument()
  },
}

/** None alike: the section is not drawn at all. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Podobné nabídky se nepodařilo načíst.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Podobné nabídky' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

/** The detail's heart and "Porovnat": a toggle with aria-pressed, and the link to the comparison. */
export const DetailActions: StoryObj<typeof OfferDetailActions> = {
  render: (args) => <OfferDetailActions {...args} />,
  args: {
    canFavourite: true,
    favourite: true,
    onFavouriteChange: fn(),
    compareHref: '/portal/compare?ids=7,101',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const heart = canvas.getByRole('button', { name: 'Oblíbené' })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(heart)
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(false)
    await expect(canvas.getByRole('link', { name: 'Porovnat' })).toHaveAttribute(
      'href',
      '/portal/compare?ids=7,101',
    )
  },
}

/** Four are picked: "Porovnat" on a fifth card is off and says why. */
export const CompareFull: StoryObj<typeof OfferCardActions> = {
  render: (args) => <OfferCardActions {...args} />,
  args: {
    offer: { id: 9, pubName: 'Pátá nabídka', isOwn: false },
    favourite: false,
    onFavouriteChange: fn(),
    compared: false,
    onCompareChange: fn(),
    compareFull: true,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Porovnat: Pátá nabídka' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('title', 'Porovnat lze nejvýše 4 nabídky.')
  },
}
