import type { Notification } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { NotificationsScreen } from './NotificationsScreen.tsx'

const ITEMS: Notification[] = [
  {
    id: '1a2b3c4d-0001-4e5f-8a9b-0c1d2e3f4a5b',
    kind: 'WATCHDOG_MATCH',
    title: 'Hlídací pes „Byty na jižní Moravě“: snížení ceny',
    body: 'Nabídka „Byty v Brně“ zlevnila: cena klesla z 9 000 000 Kč na 8 000 000 Kč.',
    link: '/portal/listings/1',
    readAt: null,
    createdAt: '2026-11-23T08:15:00.000Z',
  },
  {
    id: '1a2b3c4d-0003-4e5f-8a9b-0c1d2e3f4a5b',
    kind: 'PAYMENT_RECEIVED',
    title: 'Platba přijata',
    body: 'Děkujeme, platbu za „Balíček 10 kreditů“ jsme přijali.',
    link: '/portal/credits',
    readAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
  },
]

const meta = {
  title: 'Screens/Notifications/NotificationsScreen',
  component: NotificationsScreen,
  args: {
    status: 'ready',
    items: ITEMS,
    unreadCount: 1,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationsScreen>
export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oznámení' })).toBeVisible()
    await expect(canvas.getByText('Nepřečtená oznámení: 1')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /snížení ceny/ })).toHaveAttribute(
      'href',
      '/portal/listings/1',
    )
    await expect(canvas.getByText(/z 9 000 000 Kč na 8 000 000 Kč/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Označit jako přečtené' }))
    await expect(args.onMarkRead).toHaveBeenCalledWith(ITEMS[0]?.id)
    await userEvent.click(canvas.getByRole('button', { name: 'Označit vše jako přečtené' }))
    await expect(args.onMarkAllRead).toHaveBeenCalled()
  },
}

/** More than one page: "Načíst starší" asks for the older ones below the list. */
export const OlderPages: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(ITEMS.length)
    await userEvent.click(canvas.getByRole('button', { name: 'Načíst starší' }))
    await expect(args.onLoadMore).toHaveBeenCalled()
  },
}

/** The older page is on its way: the button shows it and is not pressed twice. */
export const LoadingOlder: Story = {
  args: { hasMore: true, loadingMore: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Načíst starší/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onLoadMore).not.toHaveBeenCalled()
  },
}

/** The older page failed: said above the button, which tries again. */
export const OlderFailed: Story = {
  args: { hasMore: true, loadMoreFailed: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Starší oznámení se nepodařilo načíst.')
    await userEvent.click(canvas.getByRole('button', { name: 'Načíst starší' }))
    await expect(args.onLoadMore).toHaveBeenCalled()
  },
}

export const AllRead: Story = {
  args: {
    unreadCount: 0,
    items: ITEMS.map((n) => ({ ...n, readAt: n.readAt ?? '2026-11-23T09:00:00.000Z' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Všechna oznámení jsou přečtená.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Označit vše jako přečtené' })).toBeNull()
  },
}

export const Empty: Story = {
  args: { items: [], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Zatím nemáte žádná oznámení.' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [], unreadCount: 0 },
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
