import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { MOBILE_GLOBALS } from '../../screens/kit/story-viewport.ts'
import { NotificationBell } from './NotificationBell.tsx'

const meta = {
  title: 'Widgets/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3 },
} satisfies Meta<typeof NotificationBell>
export default meta
type Story = StoryObj<typeof meta>

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Oznámení, nepřečtených: 3' })
    await expect(bell).toHaveAttribute('href', '/portal/notifications')
    await expect(bell).toHaveTextContent('3')
  },
}

export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Oznámení, žádná nepřečtená' })
    await expect(bell).toHaveTextContent('')
  },
}

export const Many: Story = {
  args: { unreadCount: 250 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Oznámení, nepřečtených: 99+' }),
    ).toHaveTextContent('99+')
  },
}

const LATEST = [
  {
    id: 'n1',
    title: 'Hlídací pes „Brno do 10 mil.“: nová nabídka',
    createdAt: '2026-11-24T08:00:00.000Z',
    read: false,
    link: '/portal/listings/12',
  },
  {
    id: 'n2',
    title: 'Nabídka „Činžovní dům ve Zlíně“ byla schválena',
    createdAt: '2026-11-23T10:00:00.000Z',
    read: true,
    link: '/portal/my/listings/7',
  },
]

/** The panel: the newest notifications, each opening its subject, mark all read, the way to the centre. */
export const Panel: Story = {
  args: { unreadCount: 1, latest: LATEST, onOpen: fn(), onMarkAllRead: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Oznámení, nepřečtených: 1' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /Nepřečtené: Hlídací pes/ }))
    await expect(args.onOpen).toHaveBeenCalledWith(LATEST[0])
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Oznámení, nepřečtených: 1' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Označit vše jako přečtené' }))
    await expect(args.onMarkAllRead).toHaveBeenCalled()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Oznámení, nepřečtených: 1' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Všechna oznámení' }))
    await expect(args.onOpen).toHaveBeenCalledWith(null)
  },
}

export const PanelEmpty: Story = {
  args: { unreadCount: 0, latest: [], onOpen: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Oznámení, žádná nepřečtená' }))
    await expect(await screen.findByRole('menuitem', { name: 'Zatím žádná oznámení' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Oznámení/ })).toBeVisible()
  },
}
