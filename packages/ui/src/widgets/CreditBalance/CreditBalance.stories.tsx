import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CreditBalance } from './CreditBalance.tsx'

const meta = {
  title: 'Widgets/CreditBalance',
  component: CreditBalance,
  args: { transactions: [{ amount: 100 }, { amount: 300 }, { amount: -50 }] },
} satisfies Meta<typeof CreditBalance>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Zůstatek kreditů')).toHaveTextContent('350')
  },
}

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Zůstatek kreditů')).toHaveTextContent('0')
  },
}
