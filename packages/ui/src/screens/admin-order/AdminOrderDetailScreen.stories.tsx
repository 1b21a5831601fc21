import { type AdminOrderDetail, endpointUrl } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { AdminOrderDetailScreen } from './AdminOrderDetailScreen.tsx'

const ID = '7d0c3a56-0a5e-4a43-9d7e-00000000a001'
const ADMIN = { id: '7d0c3a56-0a5e-4a43-9d7e-0000000000ad', name: 'Alena Správcová' }

const PENDING: AdminOrderDetail = {
  id: ID,
  kind: 'CREDITS',
  credits: 300,
  tier: null,
  term: null,
  amountCzk: 2490,
  variableSymbol: '2026000104',
  status: 'PENDING',
  createdAt: '2026-11-22T09:30:00.000Z',
  paidAt: null,
  description: 'Balíček 300 kreditů',
  invoiceNumber: null,
  creditNoteNumber: null,
  payment: {
    accountNumber: '19-2000145399/0800',
    iban: 'CZ6508000000192000145399',
    amountCzk: 2490,
    variableSymbol: '2026000104',
    message: 'BALICEK 300 KREDITU - VS 2026000104',
    spayd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:2490.00*CC:CZK*X-VS:2026000104',
  },
  user: {
    id: '7d0c3a56-0a5e-4a43-9d7e-0000000000b1',
    email: 'petr.svoboda@example.cz',
    name: 'Petr Svoboda',
  },
  payments: [
    {
      id: '7d0c3a56-0a5e-4a43-9d7e-000000000001',
      bookedOn: '2026-11-24',
      amountCzk: 500,
      variableSymbol: '2026000104',
      counterAccount: '2400123456/2010',
      counterName: 'Petr Svoboda',
      bankRef: '1001',
      state: 'NEEDS_REVIEW',
      outcome: 'AMOUNT_MISMATCH',
      order: { id: ID, variableSymbol: '2026000104', amountCzk: 2490, status: 'PENDING' },
      resolution: null,
      importedAt: '2026-11-24T08:00:00.000Z',
    },
  ],
  invoice: null,
  creditNote: null,
  auditLog: [],
}

const PAID: AdminOrderDetail = {
  ...PENDING,
  status: 'PAID',
  paidAt: '2026-11-25T10:00:00.000Z',
  invoiceNumber: 'FA-2026-000042',
  payments: [
    {
      ...(PENDING.payments[0] as AdminOrderDetail['payments'][number]),
      state: 'RESOLVED',
      resolution: {
        kind: 'ASSIGNED',
        note: 'Zbytek doplatil hotově na pobočce.',
        by: ADMIN.name,
        at: '2026-11-25T10:00:00.000Z',
      },
    },
  ],
  invoice: { number: 'FA-2026-000042', issuedOn: '2026-11-25', totalCzk: 2490 },
  auditLog: [
    {
      id: '7d0c3a56-0a5e-4a43-9d7e-0000000000e1',
      action: 'BANK_PAYMENT_RESOLVED',
      actor: ADMIN,
      before: { paymentState: 'NEEDS_REVIEW' },
      after: { paymentState: 'RESOLVED', resolution: 'ASSIGNED', orderVariableSymbol: '2026000104' },
      note: 'Zbytek doplatil hotově na pobočce.',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
}

const REFUNDED: AdminOrderDetail = {
  ...PAID,
  status: 'CANCELLED',
  creditNoteNumber: 'OD-2026-000003',
  creditNote: {
    number: 'OD-2026-000003',
    issuedOn: '2026-11-26',
    totalCzk: -2490,
    reason: 'Zrušení objednávky a vrácení celé úplaty',
    invoiceNumber: 'FA-2026-000042',
  },
  auditLog: [
    {
      id: '7d0c3a56-0a5e-4a43-9d7e-0000000000e2',
      action: 'ORDER_REFUNDED',
      actor: null,
      before: { orderStatus: 'PAID', creditNote: null, creditsTakenBack: 0 },
      after: { orderStatus: 'CANCELLED', creditNote: 'OD-2026-000003', creditsTakenBack: 300 },
      note: null,
      createdAt: '2026-11-26T08:00:00.000Z',
    },
    ...PAID.auditLog,
  ],
}

const meta = {
  title: 'Screens/AdminOrder/AdminOrderDetailScreen',
  component: AdminOrderDetailScreen,
  args: {
    status: 'ready',
    detail: PENDING,
    onRetry: fn(),
    onMarkPaid: fn(),
    onCancel: fn(),
    userHref: '/portal/admin/contacts/7d0c3a56-0a5e-4a43-9d7e-0000000000b1',
    paymentsHref: '/portal/admin/payments?q=2026000104',
    invoiceHref: endpointUrl('downloadInvoice', { params: { id: ID } }),
    creditNoteHref: endpointUrl('downloadCreditNote', { params: { id: ID } }),
    invoiceIsdocHref: endpointUrl('downloadInvoiceIsdoc', { params: { id: ID } }),
    creditNoteIsdocHref: endpointUrl('downloadCreditNoteIsdoc', { params: { id: ID } }),
  },
} satisfies Meta<typeof AdminOrderDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

/** A pending order with an underpayment waiting in the queue: mark it paid or cancel it. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Objednávka VS 2026000104' })).toBeVisible()
    await expect(canvas.getByText('Faktura se vystaví, až bude objednávka zaplacená.')).toBeVisible()
    const payments = within(canvas.getByRole('table', { name: /Platby z výpisů/ }))
    await expect(payments.getByText('Jiná částka než v objednávce')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Petr Svoboda' })).toHaveAttribute('href', args.userHref)
    await expect(canvas.getByRole('link', { name: /ve frontě plateb/ })).toHaveAttribute(
      'href',
      args.paymentsHref,
    )
    await expect(canvas.getByText('Zatím žádné zásahy administrátorů.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Označit jako zaplacené' }))
    await expect(args.onMarkPaid).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit objednávku' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

/** Paid after an admin assigned the underpayment: the invoice to download, the decision in the trail. */
export const Paid: Story = {
  args: { detail: PAID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Faktura FA-2026-000042' })).toHaveAttribute(
      'href',
      endpointUrl('downloadInvoice', { params: { id: ID } }),
    )
    await expect(canvas.getByText(/Přiřazeno k objednávce: Zbytek doplatil hotově/)).toBeVisible()
    await expect(canvas.getByText('Vyřízení platby z výpisu')).toBeVisible()
    await expect(canvas.getByText('Platba z výpisu: K posouzení → Vyřešeno')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Označit jako zaplacené' })).toBeNull()
  },
}

/** Cancelling a paid pack asks first, saying what happens; "Ponechat" leaves it as it was. */
export const RefundConfirm: Story = {
  args: { detail: PAID },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit a vrátit platbu' }))
    await expect(args.onCancel).not.toHaveBeenCalled()
    await expect(
      canvas.getByText(/Vystavíme opravný daňový doklad na 2.490.Kč k faktuře FA-2026-000042/),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Ponechat' }))
    await expect(canvas.queryByText(/Vystavíme opravný daňový doklad/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit a vrátit platbu' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Ano, zrušit a vystavit opravný doklad' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

/** Refunded: the credit note beside its invoice, the refund in the trail (an erased admin stays anonymous). */
export const Refunded: Story = {
  args: {
    detail: REFUNDED,
    notice: { tone: 'success', text: 'Objednávka je zrušená, opravný doklad OD-2026-000003 je vystavený.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('OD-2026-000003')
    await expect(canvas.getByRole('link', { name: 'Opravný doklad OD-2026-000003' })).toHaveAttribute(
      'href',
      endpointUrl('downloadCreditNote', { params: { id: ID } }),
    )
    await expect(
      canvas.getByRole('link', { name: 'Opravný doklad OD-2026-000003 jako ISDOC pro účetní program' }),
    ).toHaveAttribute('href', endpointUrl('downloadCreditNoteIsdoc', { params: { id: ID } }))
    await expect(canvas.getByText('Platba vrácena')).toBeVisible()
    await expect(canvas.getByText('Stav objednávky: Zaplaceno → Zrušeno')).toBeVisible()
    await expect(canvas.getByText(/smazaný administrátor/)).toBeVisible()
    await expect(canvas.getByText('Zrušená objednávka už žádné akce nemá.')).toBeVisible()
  },
}

/** A paid subscription is not refunded here; a refusal of the server shows as an alert. */
export const PaidSubscription: Story = {
  args: {
    detail: {
      ...PAID,
      kind: 'SUBSCRIPTION',
      credits: null,
      tier: 'SILVER',
      term: 'MONTHLY',
      description: 'Předplatné Silver, měsíčně',
      payments: [],
      auditLog: [],
    },
    notice: { tone: 'error', text: 'Zaplacené předplatné nelze zrušit s vrácením platby.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('nelze zrušit')
    await expect(canvas.queryByRole('button', { name: 'Zrušit a vrátit platbu' })).toBeNull()
    await expect(canvas.getByText(/zaplacení bylo potvrzeno ručně/)).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', detail: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítám objednávku')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', detail: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  args: { detail: PAID },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Zrušit a vrátit platbu' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
