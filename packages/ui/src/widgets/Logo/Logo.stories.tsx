import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Logo, LogoLink } from './Logo.tsx'

const meta = {
  title: 'Widgets/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>
export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Tržiště investic' })
    await expect(logo.getBoundingClientRect().width).toBe(346)
  },
}
export const Compact: Story = { args: { variant: 'compact' } }
/** The house alone: the portal header on a phone, where the name does not fit beside the controls. */
export const Mark: Story = { args: { variant: 'mark' } }
export const AsLinkHome: Story = {
  render: () => <LogoLink />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /úvodní stránka/ })).toHaveAttribute(
      'href',
      '/',
    )
  },
}
