import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { MessagesLink } from './MessagesLink.tsx'

const meta = {
  title: 'Screens/DealRoom/MessagesLink',
  component: MessagesLink,
  args: { unreadCount: 3 },
} satisfies Meta<typeof MessagesLink>
export default meta
type Story = StoryObj<typeof meta>

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Zprávy 3 nepřečtené' })
    await expect(link).toHaveAttribute('href', '/portal/messages')
  },
}

export const AllRead: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zprávy' })).toBeVisible()
  },
}

export const Many: Story = {
  args: { unreadCount: 250 },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible()
    await expect(within(canvasElement).getByRole('link', { name: 'Zprávy 99+ nepřečtených' })).toBeVisible()
  },
}

/** One unread message, in the singular. */
export const OneUnread: Story = {
  args: { unreadCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zprávy 1 nepřečtená' })).toBeVisible()
  },
}

/** Five and more take the genitive plural. */
export const FiveUnread: Story = {
  args: { unreadCount: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zprávy 5 nepřečtených' })).toBeVisible()
  },
}
