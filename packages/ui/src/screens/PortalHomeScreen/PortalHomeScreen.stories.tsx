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

export const Recommended: Story = {
  args: {
    recommended: {
      status: 'ready',
      items: [
        { id: 12, name: 'Činžovní dům v Jihlavě', price: 4_800_000, reason: 'Kraj Vysočina, do 5 mil. Kč' },
        { id: 14, name: 'Podíl v pekárně', price: null, reason: 'Podíl ve společnosti' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Doporučené pro vás' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Činžovní dům v Jihlavě' })).toHaveAttribute(
      'href',
      '/portal/listings/12',
    )
    await expect(canvas.getByText('Proč: Kraj Vysočina, do 5 mil. Kč')).toBeVisible()
  },
}

export const RecommendedNone: Story = {
  args: { recommended: { status: 'ready', items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Zatím nemáme co doporučit.' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Hlídací psi' })).toHaveAttribute(
      'href',
      '/portal/watchdogs',
    )
  },
}

export const RecommendedLoading: Story = {
  args: { recommended: { status: 'loading', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání doporučení...')).toBeInTheDocument()
  },
}

export const RecommendedError: Story = {
  args: { recommended: { status: 'error', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Doporučení se nepodařilo načíst.')).toBeVisible()
  },
}
