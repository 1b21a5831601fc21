import { REJECTION_REASON_REQUIRED } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { AdminOfferDetailScreen } from './AdminOfferDetailScreen.tsx'
import {
  fitsViewport,
  HISTORY,
  MOBILE_GLOBALS,
  OWN_LISTING,
  PENDING_LISTING,
  REJECTED_LISTING,
  REVIEW_LIST_READONLY,
} from './fixtures.ts'

const meta = {
  title: 'Screens/Offers/AdminOfferDetailScreen',
  component: AdminOfferDetailScreen,
  args: {
    status: 'ready',
    offer: PENDING_LISTING,
    history: HISTORY.slice(0, 2),
    historyStatus: 'ready',
    reviews: REVIEW_LIST_READONLY,
    reviewsStatus: 'ready',
    onApprove: fn(),
    onReject: fn(),
    onRetry: fn(),
    onReviewDelete: fn(),
  },
} satisfies Meta<typeof AdminOfferDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Pending: the whole offer (private part included) with approve and reject. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('Čeká na schválení', { selector: '[data-status]' })[0]).toBeVisible()
    await expect(canvas.getByText(/Lannova třída 28/)).toBeVisible()
    await expect(canvas.getByText(/činžovní dům, výnosová nemovitost, centrum/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Schválit' }))
    await expect(args.onApprove).toHaveBeenCalled()
  },
}

export const RejectRequiresReason: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zamítnout' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Zamítnout nabídku' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Zamítnout' }))
    await expect(dialog.getByText(REJECTION_REASON_REQUIRED)).toBeInTheDocument()
    await expect(dialog.getByRole('textbox', { name: /Důvod zamítnutí/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(args.onReject).not.toHaveBeenCalled()
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Důvod zamítnutí/ }),
      '  Chybí fotografie nemovitosti. ',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Zamítnout' }))
    await expect(args.onReject).toHaveBeenCalledWith('Chybí fotografie nemovitosti.')
  },
}

export const RemoveReview: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, history: HISTORY },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Odstranit hodnocení: Tomáš Procházka' }),
    )
    await expect(args.onReviewDelete).toHaveBeenCalledWith(REVIEW_LIST_READONLY.items[0]!.id)
  },
}

export const Rejecting: Story = {
  args: { acting: 'reject' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Zamítnout' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(within(canvasElement).getByRole('button', { name: 'Schválit' })).toBeDisabled()
  },
}

export const Rejected: Story = {
  args: { offer: { ...REJECTED_LISTING, isOwn: false }, history: HISTORY.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Schválit' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Zamítnout' })).toBeNull()
    await expect(canvas.getByText(/Zamítnuto. Důvod: Klíčová slova/)).toBeVisible()
  },
}

export const Published: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, history: HISTORY },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Schválit' })).toBeNull()
  },
}

export const ActionFailed: Story = {
  args: { actionError: 'Nabídka už byla mezitím rozhodnuta jiným administrátorem.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('mezitím rozhodnuta')
  },
}

export const Loading: Story = {
  args: { status: 'loading', offer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání nabídky...')
  },
}

export const Empty: Story = {
  args: { status: 'empty', offer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nabídka nenalezena' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', offer: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
