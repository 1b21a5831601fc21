import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Skeleton, SkeletonText } from './Skeleton.tsx'

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 20 },
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, maxWidth: 420 }}>
      <Skeleton circle width={48} height={48} />
      <div style={{ flex: 1 }}>
        <SkeletonText lines={3} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání...')
  },
}
