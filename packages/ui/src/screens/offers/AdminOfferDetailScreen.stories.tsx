import { REJECTION_REASON_REQUIRED, type ReportedReview, TAKEDOWN_REASON_REQUIRED } from '@rg/domain'
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
    onReviewRemove: fn(),
    onReviewKeep: fn(),
    onTakeDown: fn(),
  },
} satisfies Meta<typeof AdminOfferDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

const REVIEWED = REVIEW_LIST_READONLY.items[0]!
/** The first review, reported twice (the desk's list filtered to this offer). */
const REPORTED: ReportedReview[] = [
  {
    review: REVIEWED,
    offer: { id: REVIEWED.offerId, kind: 'LISTING', name: OWN_LISTING.pubName },
    reports: [
      { reason: 'Recenzi psal kamarád majitelky.', createdAt: '2026-11-21T08:00:00.000Z' },
      { reason: 'Prohlídka ve skutečnosti neproběhla.', createdAt: '2026-11-22T09:30:00.000Z' },
    ],
  },
]
const REASON_REQUIRED = 'Uveďte prosím důvod odstranění.'

/** Pending: the whole offer (private part included) with approve and reject. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('Čeká na schválení', { selector: '[data-status]' })[0]).toBeVisible()
    await expect(canvas.getByText(/Lannova třída 28/)).toBeVisible()
    await expect(canvas.getByText(/činžovní dům, výnosová nemovitost, centrum/)).toBeVisible()
    // a pending offer is not on the market: nothing to take down
    await expect(canvas.queryByRole('button', { name: 'Pozastavit' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Uzavřít' })).toBeNull()
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

/** Removing a review asks for the reason its author is told; an empty one is refused in Czech. */
export const RemoveReviewRequiresReason: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, history: HISTORY },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Odstranit hodnocení: Tomáš Procházka' }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Odstranit hodnocení' }))
    await expect(dialog.getByText(/Autor \(Tomáš Procházka\) dostane upozornění/)).toBeInTheDocument()
    const reason = dialog.getByRole('textbox', { name: /Důvod odstranění/ })
    await userEvent.type(reason, '   ')
    await userEvent.click(dialog.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(dialog.getByText(REASON_REQUIRED)).toBeInTheDocument()
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onReviewRemove).not.toHaveBeenCalled()
    await userEvent.type(reason, ' Recenze nesouvisí s nabídkou. ')
    await userEvent.click(dialog.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(args.onReviewRemove).toHaveBeenCalledWith(REVIEWED.id, 'Recenze nesouvisí s nabídkou.')
  },
}

/** Reported reviews are listed with the reasons; removing one goes through the same reasoned dialog. */
export const ReportedReviews: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, history: HISTORY, reported: REPORTED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Nahlášená hodnocení (1)' })).toBeVisible()
    const reasons = within(canvas.getByRole('list', { name: 'Důvody nahlášení: Tomáš Procházka' }))
    await expect(reasons.getByText(/Recenzi psal kamarád majitelky\./)).toBeVisible()
    await expect(reasons.getByText(/Prohlídka ve skutečnosti neproběhla\./)).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Odstranit nahlášené hodnocení: Tomáš Procházka' }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Odstranit hodnocení' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(dialog.getByText(REASON_REQUIRED)).toBeInTheDocument()
    await expect(args.onReviewRemove).not.toHaveBeenCalled()
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Důvod odstranění/ }),
      'Zmanipulované hodnocení.',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(args.onReviewRemove).toHaveBeenCalledWith(REVIEWED.id, 'Zmanipulované hodnocení.')
  },
}

/** Keeping a reported review: one click, no reason and no dialog; its reports are dismissed. */
export const KeepReportedReview: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, reported: REPORTED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ponechat nahlášené hodnocení: Tomáš Procházka' }),
    )
    await expect(args.onReviewKeep).toHaveBeenCalledWith(REVIEWED.id)
    await expect(args.onReviewRemove).not.toHaveBeenCalled()
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** While the removal runs the dialog's button is busy and cancelling is off. */
export const RemovingReview: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, reported: REPORTED, removingReview: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Odstranit nahlášené hodnocení: Tomáš Procházka' }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Odstranit hodnocení' }))
    await expect(dialog.getByRole('button', { name: 'Odstranit hodnocení' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(dialog.getByRole('button', { name: 'Zrušit' })).toBeDisabled()
  },
}

/** Without reports there is no reported section. */
export const NoReportedReviews: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, reported: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: /Nahlášená hodnocení/ })).toBeNull()
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
    await expect(within(canvasElement).getByRole('button', { name: 'Pozastavit' })).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: 'Uzavřít' })).toBeVisible()
  },
}

/** The operator pauses a published offer (decision 1351): the reason the owner is told is required. */
export const TakeDownPause: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, history: HISTORY },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Pozastavit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pozastavit zveřejněnou nabídku' })
    await expect(dialog).toHaveTextContent(/Vlastník dostane upozornění a e-mail s důvodem/)
    await expect(dialog).toHaveTextContent(/Hlídací psi, kteří ji ohlásili/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pozastavit' }))
    await expect(within(dialog).getByText(TAKEDOWN_REASON_REQUIRED)).toBeVisible()
    await expect(args.onTakeDown).not.toHaveBeenCalled()
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Důvod \(uvidí ho vlastník\)/ }),
      '  Nahlášeno jako podvod, ověřujeme vlastnictví.  ',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pozastavit' }))
    await expect(args.onTakeDown).toHaveBeenCalledWith(
      'pause',
      'Nahlášeno jako podvod, ověřujeme vlastnictví.',
    )
  },
}

/** Closing is final, and the dialog says so. */
export const TakeDownClose: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uzavřít' }))
    const dialog = await screen.findByRole('dialog', { name: 'Uzavřít nabídku natrvalo' })
    await expect(dialog).toHaveTextContent(/Uzavření je konečné/)
    await userEvent.type(within(dialog).getByRole('textbox'), 'Duplicitní a zavádějící nabídka.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }))
    await expect(args.onTakeDown).not.toHaveBeenCalled()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uzavřít' }))
    const again = await screen.findByRole('dialog', { name: 'Uzavřít nabídku natrvalo' })
    // a new dialog starts empty
    await expect(within(again).getByRole('textbox')).toHaveValue('')
    await userEvent.type(within(again).getByRole('textbox'), 'Duplicitní a zavádějící nabídka.')
    await userEvent.click(within(again).getByRole('button', { name: 'Uzavřít' }))
    await expect(args.onTakeDown).toHaveBeenCalledWith('close', 'Duplicitní a zavádějící nabídka.')
  },
}

/** A paused offer can only be closed. */
export const PausedOffer: Story = {
  args: { offer: { ...OWN_LISTING, status: 'PAUSED', isOwn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Pozastavit' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Uzavřít' })).toBeVisible()
  },
}

/** The take-down is under way: its button is busy, the other one waits. */
export const TakingDown: Story = {
  args: { offer: { ...OWN_LISTING, isOwn: false }, takingDown: 'pause' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Pozastavit' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Uzavřít' })).toBeDisabled()
  },
}

/** A phone: the actions and the take-down dialog fit the width. */
export const TakeDownMobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { offer: { ...OWN_LISTING, isOwn: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(fitsViewport()).toBe(true)
    await userEvent.click(canvas.getByRole('button', { name: 'Pozastavit' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Pozastavit zveřejněnou nabídku' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Důvod/ }), 'Nahlášeno jako podvod.')
    await expect(fitsViewport()).toBe(true)
    await userEvent.click(dialog.getByRole('button', { name: 'Pozastavit' }))
    await expect(args.onTakeDown).toHaveBeenCalledWith('pause', 'Nahlášeno jako podvod.')
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

/** A phone: the reported reviews and the removal dialog fit the width. */
export const ReportedReviewsMobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { offer: { ...OWN_LISTING, isOwn: false }, reported: REPORTED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Nahlášená hodnocení (1)' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
    await userEvent.click(
      canvas.getByRole('button', { name: 'Odstranit nahlášené hodnocení: Tomáš Procházka' }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Odstranit hodnocení' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Důvod odstranění/ }), 'Urážlivý obsah.')
    await expect(fitsViewport()).toBe(true)
    await userEvent.click(dialog.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(args.onReviewRemove).toHaveBeenCalledWith(REVIEWED.id, 'Urážlivý obsah.')
  },
}
