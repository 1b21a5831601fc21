import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingFallback } from './LoadingFallback.tsx'

const meta = {
  title: 'Widgets/LoadingFallback',
  component: LoadingFallback,
} satisfies Meta<typeof LoadingFallback>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání...')
  },
}
export const FullScreen: Story = { args: { fullScreen: true }, parameters: { layout: 'fullscreen' } }
