import type { AdminBankPayment } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import {
  BROWSER_ERROR,
  networkFailure,
  StoryRefusal,
  withFailureText,
} from '../../internal/story-helpers.tsx'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { type AdminPaymentsQuery, AdminPaymentsScreen } from './AdminPaymentsScreen.tsx'

const QUERY: AdminPaymentsQuery = { page: 1, pageSize: 20, states: [] }

const base = {
  counterAccount: '2400123456/2010',
  counterName: 'Petr Svoboda',
  resolution: null,
  importedAt: '2026-11-24T08:00:00.000Z',
} as const

const PAYMENTS: AdminBankPayment[] = [
  {
    ...base,
    id: '7d0c3a56-0a5e-4a43-9d7e-000000000001',
    bookedOn: '2026-11-24',
    amountCzk: 500,
    variableSymbol: '2026000104',
    bankRef: '1001',
    state: 'NEEDS_REVIEW',
    outcome: 'AMOUNT_MISMATCH',
    order: {
      id: '7d0c3a56-0a5e-4a43-9d7e-00000000a001',
      variableSymbol: '2026000104',
      amountCzk: 990,
      status: 'PENDING',
    },
  },
  {
    ...base,
    id: '7d0c3a56-0a5e-4a43-9d7e-000000000002',
    bookedOn: '2026-11-24',
    amountCzk: 123.45,
    variableSymbol: '42',
    counterName: null,
    counterAccount: '19-123457/0100',
    bankRef: '1002',
    state: 'NEEDS_REVIEW',
    outcome: 'UNMATCHED',
    order: null,
  },
  {
    ...base,
    id: '7d0c3a56-0a5e-4a43-9d7e-000000000003',
    bookedOn: '2026-11-23',
    amountCzk: 2490,
    variableSymbol: '2026000102',
    bankRef: '1003',
    state: 'MATCHED',
    outcome: 'MATCHED',
    order: {
      id: '7d0c3a56-0a5e-4a43-9d7e-00000000a002',
      variableSymbol: '2026000102',
      amountCzk: 2490,
      status: 'PAID',
    },
  },
  {
    ...base,
    id: '7d0c3a56-0a5e-4a43-9d7e-000000000004',
    bookedOn: '2026-11-22',
    amountCzk: 990,
    variableSymbol: '2026000101',
    bankRef: '1004',
    state: 'RESOLVED',
    outcome: 'NOT_PENDING',
    order: {
      id: '7d0c3a56-0a5e-4a43-9d7e-00000000a003',
      variableSymbol: '2026000101',
      amountCzk: 990,
      status: 'PAID',
    },
    resolution: {
      kind: 'REFUNDED',
      note: 'Zaplaceno dvakrát, druhou platbu jsme vrátili.',
      by: 'Alena Správcová',
      at: '2026-11-23T10:15:00.000Z',
    },
  },
]

const meta = {
  title: 'Screens/AdminPayments/AdminPaymentsScreen',
  component: AdminPaymentsScreen,
  decorators: [withFailureText],
  args: {
    query: QUERY,
    status: 'ready',
    result: { items: PAYMENTS, page: 1, pageSize: 20, total: PAYMENTS.length },
    onQueryChange: fn(),
    onRetry: fn(),
    onResolve: fn(),
    orderHref: (order: { id: string }) => `/portal/admin/orders/${order.id}`,
  },
} satisfies Meta<typeof AdminPaymentsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Each state: matched by itself, waiting for a person (underpaid, unknown symbol), decided with its note. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: /Příchozí platby/ }))
    await expect(table.getAllByText('K posouzení')).toHaveLength(2)
    await expect(table.getByText('Spárováno')).toBeVisible()
    await expect(table.getByText('Vyřešeno')).toBeVisible()
    await expect(table.getByText('Jiná částka než v objednávce')).toBeVisible()
    await expect(table.getByText('Neodpovídá žádné objednávce')).toBeVisible()
    await expect(table.getByText(/Vráceno plátci: Zaplaceno dvakrát/)).toBeVisible()
    // only payments that wait for a person can be decided
    await expect(table.getAllByRole('button', { name: /Vyřídit platbu/ })).toHaveLength(2)
    await expect(table.getByRole('link', { name: 'VS 2026000104' })).toHaveAttribute(
      'href',
      '/portal/admin/orders/7d0c3a56-0a5e-4a43-9d7e-00000000a001',
    )
  },
}

/** Filters by state, booking dates and text; each change starts at page 1. */
export const Filters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav' }))
    await userEvent.click(await screen.findByRole('option', { name: 'K posouzení' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, states: ['NEEDS_REVIEW'] })
    await userEvent.type(canvas.getByLabelText('Zaúčtováno od'), '2026-11-01')
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, from: '2026-11-01' })
    await userEvent.type(canvas.getByRole('searchbox', { name: /Hledat podle VS/ }), '2400123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Hledat' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, q: '2400123456' })
  },
}

/** An underpayment assigned to its order with a note: the variable symbol is offered, the note is required. */
export const ResolveDialog: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Vyřídit platbu 500.Kč z 24\. 11\. 2026$/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Vyřídit platbu' }))
    await expect(dialog.getByRole('textbox', { name: /Variabilní symbol objednávky/ })).toHaveValue(
      '2026000104',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Potvrdit' }))
    await expect(await dialog.findByText('Napište poznámku: proč a co se s platbou stalo.')).toBeVisible()
    await expect(args.onResolve).not.toHaveBeenCalled()
    await userEvent.type(dialog.getByRole('textbox', { name: /Poznámka/ }), 'Zbytek doplatil hotově.')
    await userEvent.click(dialog.getByRole('button', { name: 'Potvrdit' }))
    await expect(args.onResolve).toHaveBeenCalledWith(PAYMENTS[0], {
      action: 'ASSIGN',
      variableSymbol: '2026000104',
      note: 'Zbytek doplatil hotově.',
    })
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** Marking a payment refunded needs no order; another admin was faster: the server's 409 stays in the dialog. */
export const ResolveRefused: Story = {
  args: {
    onResolve: fn(async () => {
      throw new StoryRefusal('Tuto platbu už mezitím vyřídil někdo jiný. Obnovte prosím seznam.')
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Vyřídit platbu 123,45.Kč/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Vyřídit platbu' }))
    await userEvent.click(dialog.getByRole('radio', { name: /Platba byla vrácena/ }))
    await expect(dialog.queryByRole('textbox', { name: /Variabilní symbol/ })).toBeNull()
    await userEvent.type(dialog.getByRole('textbox', { name: /Poznámka/ }), 'Vráceno 25. 11.')
    await userEvent.click(dialog.getByRole('button', { name: 'Potvrdit' }))
    await expect(args.onResolve).toHaveBeenCalledWith(PAYMENTS[1], {
      action: 'REFUND',
      note: 'Vráceno 25. 11.',
    })
    await expect(await dialog.findByRole('alert')).toHaveTextContent('už mezitím vyřídil někdo jiný')
  },
}

/** The connection dropped while resolving: the dialog says so in Czech, never the browser's "Failed to fetch". */
export const ResolveOffline: Story = {
  args: {
    onResolve: fn(async () => {
      throw networkFailure()
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Vyřídit platbu 123,45.Kč/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Vyřídit platbu' }))
    await userEvent.click(dialog.getByRole('radio', { name: /Platba byla vrácena/ }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Poznámka/ }), 'Vráceno 25. 11.')
    await userEvent.click(dialog.getByRole('button', { name: 'Potvrdit' }))
    const alert = await dialog.findByRole('alert')
    await expect(alert).toHaveTextContent('Platbu se nepodařilo vyřídit.')
    await expect(alert.textContent).not.toMatch(BROWSER_ERROR)
  },
}

export const Empty: Story = {
  args: { result: { items: [], page: 1, pageSize: 20, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Žádné platby neodpovídají filtru.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /Příchozí platby/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', result: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /Vyřídit platbu/ })[0]).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
