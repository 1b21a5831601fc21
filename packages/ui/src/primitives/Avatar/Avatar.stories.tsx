import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Avatar } from './Avatar.tsx'

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#c9d6e8"/><circle cx="40" cy="32" r="14" fill="#1d4477"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#1d4477"/></svg>',
  )

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Jana Dvořáková' },
} satisfies Meta<typeof Avatar>
export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {
  tags: ['styleguide'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('JD')).toBeVisible()
    await expect(within(canvasElement).getByText('Jana Dvořáková')).toBeInTheDocument()
  },
}
export const WithImage: Story = {
  tags: ['styleguide'],
  args: { src: photo, size: 64 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByAltText('Jana Dvořáková')).toBeInTheDocument()
  },
}
/** Left out of the admin styleguide (no `styleguide` tag): its request for a missing file would log a 404 there. */
export const BrokenImage: Story = {
  args: { src: '/missing-avatar.webp' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('JD')).toBeInTheDocument()
  },
}
export const Sizes: Story = {
  tags: ['styleguide'],
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Šárka Čermáková" size={24} />
      <Avatar name="Šárka Čermáková" size={40} />
      <Avatar name="Šárka Čermáková" size={72} />
    </div>
  ),
}
