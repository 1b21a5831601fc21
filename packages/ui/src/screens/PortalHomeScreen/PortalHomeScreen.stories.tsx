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

const agendaCall = (n: number, name: string, nextCallOn: string, nextCallTime: string | null = null) => ({
  id: `00000000-0000-4000-8000-0000000000a${n}`,
  contact: {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name,
    phone: '+420 777 123 456',
    email: null,
    phones: [{ type: 'mobile' as const, value: '+420 777 123 456', primary: true }],
    company: null,
    tags: [],
  },
  status: 'CALL_BACK' as const,
  nextCallOn,
  nextCallTime,
  logs: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
})

/** The calls to make: past their day, today and tomorrow, each with its time. */
export const Calls: Story = {
  args: {
    calls: {
      overdue: [agendaCall(1, 'Jana Dvořáková', '2026-11-20')],
      today: [agendaCall(2, 'Čeněk Šťastný', '2026-11-25', '10:00')],
      tomorrow: [agendaCall(3, 'Petr Novák', '2026-11-26', '09:30')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const calls = within(canvas.getByRole('region', { name: 'Hovory' }))
    await expect(
      within(calls.getByRole('region', { name: 'Hovory: Po termínu' })).getByText('20. 11. 2026'),
    ).toBeVisible()
    const tomorrow = within(calls.getByRole('region', { name: 'Hovory: Zítra' }))
    await expect(tomorrow.getByRole('link', { name: 'Petr Novák' })).toHaveAttribute(
      'href',
      '/portal/contacts/00000000-0000-4000-8000-000000000003',
    )
    await expect(tomorrow.getByText('09:30')).toBeVisible()
    await expect(calls.getByRole('link', { name: 'Seznam hovorů' })).toHaveAttribute(
      'href',
      '/portal/crm/coldcalls',
    )
  },
}

export const CallsNoneDue: Story = {
  args: { calls: { overdue: [], today: [], tomorrow: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Na dnešek ani zítřek nemáte naplánovaný žádný hovor.'),
    ).toBeVisible()
  },
}
