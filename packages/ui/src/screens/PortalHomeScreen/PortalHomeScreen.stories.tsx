import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PortalHomeScreen } from './PortalHomeScreen.tsx'

// Plain amounts are all a balance needs (ui has no dependency on the mock API package).
const demoTransactions = [{ amount: 100 }, { amount: 300 }, { amount: -50 }]

const meta = {
  title: 'Screens/PortalHomeScreen',
  component: PortalHomeScreen,
  args: { firstName: 'Jana', transactions: demoTransactions },
} satisfies Meta<typeof PortalHomeScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vítejte, Jana')
    await expect(canvas.getByLabelText('Zůstatek kreditů')).toHaveTextContent('350')
    await expect(canvas.queryByRole('link', { name: 'Moje nabídky' })).toBeNull()
  },
}

export const Verified: Story = {
  args: {
    firstName: 'Petr',
    transactions: [{ amount: 100 }, { amount: 500 }],
    canPostOffers: true,
  },
}

export const Empty: Story = { args: { firstName: null, transactions: [] } }
