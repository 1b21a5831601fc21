import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  fitsViewport,
  heldAnswer,
  MOBILE_GLOBALS,
  REPORT_FAILURE,
  REVIEW_LIST,
  SERVICE_DETAIL,
} from './fixtures.ts'
import { ServiceDetailScreen } from './ServiceDetailScreen.tsx'

const meta = {
  title: 'Screens/Offers/ServiceDetailScreen',
  component: ServiceDetailScreen,
  args: {
    status: 'ready',
    offer: SERVICE_DETAIL,
    reviews: REVIEW_LIST,
    reviewsStatus: 'ready',
    onReviewSubmit: fn(),
    onRetry: fn(),
    onReviewsRetry: fn(),
  },
} satisfies Meta<typeof ServiceDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: SERVICE_DETAIL.pubName })).toBeVisible()
    // Everything at once: no unlock, details, public address, documents and the business card.
    await expect(canvas.queryByRole('button', { name: /Odemknout/ })).toBeNull()
    await expect(canvas.getByText(/Výstupem je písemná zpráva/)).toBeVisible()
    await expect(canvas.getByText(/110 00 Praha/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ukázka zprávy.pdf' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Vizitka: Mgr. Petr Novák' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: '5 hvězdiček' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat hodnocení' }))
    await expect(args.onReviewSubmit).toHaveBeenCalledWith({ stars: 5, body: null })
  },
}

const report = heldAnswer<string | null>()

/** Someone else's review can be reported to the admins with a reason; the viewer is thanked once it was accepted. */
export const ReportReview: Story = {
  args: { onReviewReport: fn(report.call) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const first = REVIEW_LIST.items[0]
    if (!first) throw new Error('fixture without reviews')
    await userEvent.click(canvas.getByRole('button', { name: `Nahlásit hodnocení: ${first.author.name}` }))
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat nahlášení' }))
    await expect(canvas.getByText('Napište prosím, co je na hodnocení špatně.')).toBeVisible()
    await expect(args.onReviewReport).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Proč hodnocení nahlašujete?' }), 'Reklama.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat nahlášení' }))
    await expect(args.onReviewReport).toHaveBeenCalledWith(first.id, 'Reklama.')
    // While the request runs, the form stays and says it is sending; no thanks yet.
    await expect(canvas.getByRole('button', { name: /Odeslat nahlášení/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Zrušit' })).toBeDisabled()
    await expect(canvas.queryByText('Děkujeme, hodnocení jsme předali ke kontrole.')).toBeNull()
    report.answer(null)
    await expect(await canvas.findByText('Děkujeme, hodnocení jsme předali ke kontrole.')).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Proč hodnocení nahlašujete?' })).toBeNull()
  },
}

/** A report the server refused: its Czech message in the form, no thanks, the reason kept to send again. */
export const ReportReviewFailed: Story = {
  args: { onReviewReport: fn(report.call) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const first = REVIEW_LIST.items[0]
    if (!first) throw new Error('fixture without reviews')
    await userEvent.click(canvas.getByRole('button', { name: `Nahlásit hodnocení: ${first.author.name}` }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Proč hodnocení nahlašujete?' }), 'Reklama.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat nahlášení' }))
    report.answer(REPORT_FAILURE)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REPORT_FAILURE)
    await expect(canvas.queryByText('Děkujeme, hodnocení jsme předali ke kontrole.')).toBeNull()
    await expect(canvas.getByRole('textbox', { name: 'Proč hodnocení nahlašujete?' })).toHaveValue('Reklama.')
    await expect(canvas.getByRole('button', { name: 'Odeslat nahlášení' })).not.toHaveAttribute('aria-busy')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat nahlášení' }))
    await expect(args.onReviewReport).toHaveBeenCalledTimes(2)
    report.answer(null)
    await expect(await canvas.findByText('Děkujeme, hodnocení jsme předali ke kontrole.')).toBeVisible()
  },
}

export const ReviewsLoading: Story = {
  args: { reviewsStatus: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání hodnocení...')
  },
}

export const ReviewsError: Story = {
  args: { reviewsStatus: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onReviewsRetry).toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { status: 'loading', offer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání služby...')
  },
}

export const Empty: Story = {
  args: { status: 'empty', offer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Služba není dostupná' })).toBeVisible()
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
