import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../offers/fixtures.ts'
import { AdminDashboardScreen } from './AdminDashboardScreen.tsx'
import { DASHBOARD, EMPTY_DASHBOARD, REPORTED } from './fixtures.ts'

const meta = {
  title: 'Screens/AdminDesk/AdminDashboardScreen',
  component: AdminDashboardScreen,
  args: {
    status: 'ready',
    dashboard: DASHBOARD,
    reported: REPORTED,
    onRemoveReview: fn(),
    onRetry: fn(),
    now: new Date('2026-11-24T10:00:00.000Z'),
  },
} satisfies Meta<typeof AdminDashboardScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Each count links to its filtered list; the charts tell a screen reader their numbers. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Nové tipy' })).toHaveAttribute(
      'href',
      '/portal/admin/inbox?kind=TIP&state=NEW',
    )
    await expect(canvas.getByRole('link', { name: 'Žádosti o ověření' })).toHaveAttribute(
      'href',
      '/portal/admin/contacts?verification=REQUESTED',
    )
    // the old unpaid orders open the orders list: unpaid, created up to the Prague day three days ago
    await expect(canvas.getByRole('link', { name: 'z toho starší 3 dnů: 1' })).toHaveAttribute(
      'href',
      '/portal/admin/orders?statuses=PENDING&to=2026-11-21',
    )
    await expect(
      canvas.getByRole('img', { name: /^Tržby za posledních 30 dní: celkem 4\s950\sKč/ }),
    ).toBeVisible()
  },
}

/** Removing a reported review asks the reason the author will read. */
export const RemoveReportedReview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Urážlivé a bez důkazů.', { exact: false })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(canvas.getByText('Uveďte prosím důvod odstranění.')).toBeVisible()
    await expect(args.onRemoveReview).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole('textbox', { name: /Důvod odstranění/ }), 'Urážky.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(args.onRemoveReview).toHaveBeenCalledWith(REPORTED[0]?.review.id, 'Urážky.')
  },
}

export const NothingWaiting: Story = {
  args: { dashboard: EMPTY_DASHBOARD, reported: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Nic nečeká na vyřízení.')).toBeVisible()
    await expect(canvas.getByText('Žádné hodnocení není nahlášené.')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Odemčení za posledních 30 dní: celkem 0.' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', dashboard: undefined, reported: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Administrace' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', dashboard: undefined },
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
