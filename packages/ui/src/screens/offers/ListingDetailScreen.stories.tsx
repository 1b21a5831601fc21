import { formatCredits, formatCzk, INSUFFICIENT_CREDITS_MESSAGE, UNLOCK_PRICE } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Textarea } from '../../primitives/TextField/TextField.tsx'
import {
  fitsViewport,
  heldAnswer,
  LOCKED_LISTING,
  MEMORANDUM_URL,
  MOBILE_GLOBALS,
  NO_REVIEWS,
  OWN_LISTING,
  REPORT_FAILURE,
  REVIEW_LIST,
  REVIEWS,
  UNLOCKED_LISTING,
} from './fixtures.ts'
import { ListingDetailScreen } from './ListingDetailScreen.tsx'

const meta = {
  title: 'Screens/Offers/ListingDetailScreen',
  component: ListingDetailScreen,
  args: {
    status: 'ready',
    offer: LOCKED_LISTING,
    balance: 120,
    onUnlock: fn(),
    onRetry: fn(),
    onReviewSubmit: fn(),
    reviews: REVIEW_LIST,
    reviewsStatus: 'ready',
  },
} satisfies Meta<typeof ListingDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Money and credits carry U+00A0; match them as written instead of collapsing the spaces. */
const exact = { normalizer: (s: string) => s.trim() }

/** Locked: a signed-in user who has not unlocked the listing. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: LOCKED_LISTING.pubName })).toBeVisible()
    await expect(canvas.getByText(formatCzk(LOCKED_LISTING.pubPrice), exact)).toBeVisible()
    await expect(canvas.getByRole('heading', { name: /uzamčeny/ })).toBeVisible()
    // Nothing private is rendered before unlocking.
    await expect(canvas.queryByText(/Lannova/)).toBeNull()
    await expect(canvas.queryByRole('region', { name: /Vizitka/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: `Odemknout za ${formatCredits(UNLOCK_PRICE)}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Odemknout nabídku' })
    // Price, balance and the balance after unlocking (the dialog may still be fading in: check text, not opacity).
    await expect(dialog).toHaveTextContent(`Cena odemčení${formatCredits(UNLOCK_PRICE)}`)
    await expect(dialog).toHaveTextContent(`Váš zůstatek${formatCredits(120)}`)
    await expect(dialog).toHaveTextContent(`Po odemčení${formatCredits(70)}`)
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Odemknout za ${formatCredits(UNLOCK_PRICE)}` }),
    )
    await expect(args.onUnlock).toHaveBeenCalledTimes(1)
  },
}

/** The unlock dialog asks whether to share the contact with the owner (default off, remembered by the app). */
export const UnlockShareContact: Story = {
  args: { shareContact: false, onShareContactChange: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Odemknout za ${formatCredits(UNLOCK_PRICE)}` }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Odemknout nabídku' })
    const box = within(dialog).getByRole('checkbox', { name: /Sdílet můj kontakt s vlastníkem/ })
    await expect(box).not.toBeChecked()
    await userEvent.click(box)
    await expect(args.onShareContactChange).toHaveBeenCalledWith(true)
  },
}

/** Phone width: the checkbox and its explanation fit. */
export const UnlockShareContactMobile: Story = {
  args: { shareContact: true, onShareContactChange: fn() },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getAllByRole('button', {
        name: `Odemknout za ${formatCredits(UNLOCK_PRICE)}`,
      })[0]!,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Odemknout nabídku' })
    await expect(within(dialog).getByRole('checkbox', { name: /Sdílet můj kontakt/ })).toBeChecked()
    await expect(fitsViewport()).toBe(true)
  },
}

/** Locked on a wide screen: the unlock box fills the side column beside the photos instead of leaving it empty. */
export const LockedSideColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const side = canvas.getByRole('complementary', { name: 'Odemčení nabídky' })
    await expect(within(side).getByRole('heading', { name: /uzamčeny/ })).toBeVisible()
    await expect(within(side).getByRole('button', { name: /^Odemknout za/ })).toBeVisible()
    // Beside the content column (from lg), its top level with the photos'.
    const photo = canvas.getAllByRole('img')[0]!.getBoundingClientRect()
    const box = side.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(photo.right)
    await expect(Math.abs(box.top - photo.top)).toBeLessThan(box.height)
  },
}

export const UnlockCancelled: Story = {
  name: 'Locked, dialog cancelled',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Odemknout za/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onUnlock).not.toHaveBeenCalled()
  },
}

export const InsufficientCredits: Story = {
  args: { balance: 30 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Odemknout za/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Odemknout nabídku' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(INSUFFICIENT_CREDITS_MESSAGE)
    await expect(within(dialog).getByRole('link', { name: 'Dobít kredity' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(within(dialog).queryByRole('button', { name: /^Odemknout za/ })).toBeNull()
    await expect(args.onUnlock).not.toHaveBeenCalled()
  },
}

export const Unlocking: Story = {
  args: { unlocking: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Odemknout za/ }))
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: /^Odemknout za/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const UnlockFailed: Story = {
  args: { unlockError: 'Odemčení se nepodařilo, zkuste to prosím znovu.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Odemknout za/ }))
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Odemčení se nepodařilo')
  },
}

export const Unlocked: Story = {
  args: {
    offer: UNLOCKED_LISTING,
    notepad: <Textarea label="Moje poznámka k nabídce" defaultValue="Zavolat v pondělí kvůli prohlídce." />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /^Odemknout za/ })).toBeNull()
    await expect(canvas.getByText(/Prodávající je fyzická osoba/)).toBeVisible()
    await expect(canvas.getByText(/Lannova třída 28/)).toBeVisible()
    await expect(canvas.getByText(/370 01 České Budějovice/)).toBeVisible()
    const docs = within(canvas.getByRole('list', { name: 'Dokumenty ke stažení' }))
    await expect(docs.getByRole('link', { name: /Memorandum/ })).toHaveAttribute('href', MEMORANDUM_URL)
    await expect(canvas.getByRole('region', { name: 'Vizitka: Jana Dvořáková' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Moje poznámka k nabídce' })).toBeVisible()
    await expect(canvas.getByText(REVIEWS[0]!.body!)).toBeVisible()
    // The review form: stars are required, the text is optional.
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat hodnocení' }))
    await expect(canvas.getByText('Vyberte počet hvězdiček.')).toBeVisible()
    await expect(args.onReviewSubmit).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('radio', { name: '4 hvězdičky' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Komentář (nepovinný)' }), 'Solidní podklady.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat hodnocení' }))
    await expect(args.onReviewSubmit).toHaveBeenCalledWith({ stars: 4, body: 'Solidní podklady.' })
  },
}

/** The stars of the review form: a radio group of five stars, chosen by click or by the arrow keys. */
export const ReviewStars: Story = {
  args: { offer: UNLOCKED_LISTING },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: 'Počet hvězdiček' })
    const stars = within(group).getAllByRole('radio')
    await expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 hvězdička',
      '2 hvězdičky',
      '3 hvězdičky',
      '4 hvězdičky',
      '5 hvězdiček',
    ])
    // Drawn as stars, no radio circles: each choice is a star icon.
    for (const star of stars) await expect(star.querySelector('svg')).not.toBeNull()
    await userEvent.click(within(group).getByRole('radio', { name: '3 hvězdičky' }))
    await expect(within(group).getByRole('radio', { name: '3 hvězdičky' })).toBeChecked()
    await expect(stars.map((star) => star.hasAttribute('data-filled'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
    // The arrow keys still move the choice. Radix moves the focus a task after the keydown and checks the star it
    // lands on while the key is down, so each key is held until then (as a finger does) and released after.
    const arrow = async (key: 'ArrowRight' | 'ArrowLeft', expected: string) => {
      await userEvent.keyboard(`{${key}>}`)
      await waitFor(() => expect(within(group).getByRole('radio', { name: expected })).toBeChecked())
      await userEvent.keyboard(`{/${key}}`)
      await expect(within(group).getByRole('radio', { name: expected })).toHaveFocus()
    }
    await arrow('ArrowRight', '4 hvězdičky')
    await arrow('ArrowLeft', '3 hvězdičky')
    await arrow('ArrowLeft', '2 hvězdičky')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat hodnocení' }))
    await expect(args.onReviewSubmit).toHaveBeenCalledWith({ stars: 2, body: null })
  },
}

export const ReviewStarsMobile: Story = {
  ...ReviewStars,
  globals: MOBILE_GLOBALS,
  play: async (context) => {
    await ReviewStars.play?.(context)
    await expect(fitsViewport()).toBe(true)
  },
}

export const UnlockedEditReview: Story = {
  args: { offer: UNLOCKED_LISTING, myReview: REVIEWS[1] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: '4 hvězdičky' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '5 hvězdiček' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit hodnocení' }))
    await expect(args.onReviewSubmit).toHaveBeenCalledWith({ stars: 5, body: null })
  },
}

const report = heldAnswer<string | null>()
const reported = REVIEWS[1]!

/**
 * Reporting someone else's review (the viewer's own has no "Nahlásit"): the form says it is sending until the answer
 * comes, and thanks the viewer only once the report was accepted.
 */
export const ReportReview: Story = {
  args: { offer: UNLOCKED_LISTING, myReview: REVIEWS[0], onReviewReport: fn(report.call) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.queryByRole('button', { name: `Nahlásit hodnocení: ${REVIEWS[0]!.author.name}` }),
    ).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: `Nahlásit hodnocení: ${reported.author.name}` }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Proč hodnocení nahlašujete?' }), 'Urážlivé.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat nahlášení' }))
    await expect(args.onReviewReport).toHaveBeenCalledWith(reported.id, 'Urážlivé.')
    await expect(canvas.getByRole('button', { name: 'Odeslat nahlášení' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.queryByText('Děkujeme, hodnocení jsme předali ke kontrole.')).toBeNull()
    report.answer(null)
    await expect(await canvas.findByText('Děkujeme, hodnocení jsme předali ke kontrole.')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A failed report: the Czech message in the form, no thanks; cancelling closes the form and forgets the failure. */
export const ReportReviewFailed: Story = {
  args: { offer: UNLOCKED_LISTING, onReviewReport: fn(report.call) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const open = () =>
      userEvent.click(canvas.getByRole('button', { name: `Nahlásit hodnocení: ${reported.author.name}` }))
    await open()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Proč hodnocení nahlašujete?' }), 'Urážlivé.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat nahlášení' }))
    report.answer(REPORT_FAILURE)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REPORT_FAILURE)
    await expect(canvas.queryByText('Děkujeme, hodnocení jsme předali ke kontrole.')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit' }))
    await expect(canvas.queryByRole('alert')).toBeNull()
    await open()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const UnlockedNoReviews: Story = {
  args: { offer: { ...UNLOCKED_LISTING, documents: [] }, reviews: NO_REVIEWS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zatím žádné hodnocení.')).toBeVisible()
    await expect(canvas.getByText('Nabídka nemá žádné dokumenty.')).toBeVisible()
  },
}

export const OwnListing: Story = {
  args: { offer: OWN_LISTING, reviews: { ...REVIEW_LIST, canReview: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /^Odemknout za/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Spravovat nabídku' })).toHaveAttribute(
      'href',
      '/portal/my/listings/101',
    )
    await expect(canvas.queryByRole('button', { name: 'Odeslat hodnocení' })).toBeNull()
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
    await expect(within(canvasElement).getByRole('heading', { name: 'Nabídka není dostupná' })).toBeVisible()
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
  args: { offer: UNLOCKED_LISTING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

/** On a phone the unlock box follows the public facts, one column. */
export const MobileLocked: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /^Odemknout za/ })).toBeVisible()
    const side = canvas.getByRole('complementary', { name: 'Odemčení nabídky' })
    const photo = canvas.getAllByRole('img')[0]!.getBoundingClientRect()
    await expect(side.getBoundingClientRect().top).toBeGreaterThanOrEqual(photo.bottom)
    await expect(fitsViewport()).toBe(true)
  },
}
