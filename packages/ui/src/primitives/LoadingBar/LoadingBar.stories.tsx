import { LOADING_BAR_HEIGHT } from '@rg/domain/ui-settings'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingBar } from './LoadingBar.tsx'

const meta = {
  title: 'Primitives/LoadingBar',
  component: LoadingBar,
  args: { active: true },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 80, transform: 'translateZ(0)' }}>{Story()}</div>],
} satisfies Meta<typeof LoadingBar>
export default meta
type Story = StoryObj<typeof meta>

export const Indeterminate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Načítání stránky' })
    await expect(bar.getBoundingClientRect().height).toBe(LOADING_BAR_HEIGHT)
    await expect(bar).not.toHaveAttribute('aria-valuenow')
  },
}
export const Progress: Story = {
  args: { progress: 0.6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60')
  },
}
export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull()
  },
}
