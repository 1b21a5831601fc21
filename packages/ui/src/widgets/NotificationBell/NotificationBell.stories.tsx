import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MOBILE_GLOBALS } from '../../screens/offers/fixtures.ts'
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

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Oznámení/ })).toBeVisible()
  },
}
