import { pragueDate } from '@rg/domain/calendar'
import {
  ACCOUNTING_MONTH_IN_FUTURE,
  type AdminBankPayment,
  accountingArchiveName,
  accountingCsvHead,
  accountingCsvLine,
  accountingEntryPath,
  accountingMonthRefusal,
  accountingSummaryName,
  BANK_PAYMENT_NOT_FOUND,
  BUYER_ADDRESS_REQUIRED,
  bankPaymentResolutionRefusal,
  buyerAddressComplete,
  buyerAddressRequired,
  CREDIT_NOTE_NOT_FOUND,
  CREDIT_NOTE_REASON,
  type CreditNoteDocument,
  countMovement,
  creditNoteIsdoc,
  creditNoteNumber,
  creditNoteTotals,
  creditsOnPayment,
  DEMO_OPERATOR_IDENTITY,
  decodeStatement,
  INVOICE_NOT_ISSUED,
  type InvoiceDocument,
  incomingMovements,
  invoiceIsdoc,
  invoiceTotals,
  MAX_PENDING_ORDERS,
  matchPayment,
  NO_STATEMENT_FILE,
  NOT_ORDERABLE,
  ORDER_NOT_FOUND,
  type Order,
  type OrderItem,
  type OrderPayment,
  type OrderStatus,
  orderAmountCzk,
  orderCancelStep,
  orderDescription,
  orderOfSymbolNotFound,
  orderPayStep,
  paidOrderRefund,
  parseBankStatement,
  refundLedgerNote,
  spaydString,
  statementAccountRefusal,
  statementImportStart,
  TOO_MANY_PENDING_ORDERS_MESSAGE,
} from '@rg/domain/payments'
import { displayName, fullName } from '@rg/domain/profile'
import type { AdminAuditAction, AdminAuditEntry, AdminOrder, AdminOrderDetail } from '@rg/domain/roles'
import { subscriptionStart } from '@rg/domain/subscriptions'
import { strToU8, zipSync } from 'fflate'
import { HttpResponse } from 'msw'
import { addTransaction, type MockAccount, type MockStore } from '../store.ts'
import { fail, mockRoute, ok, pageOf, refused } from './mock-route.ts'
import { profileExtra } from './profile.ts'

/** The clearly fictitious operator of the demo (the server's DEMO_OPERATOR). */
export const MOCK_OPERATOR = {
  name: DEMO_OPERATOR_IDENTITY.name,
  accountNumber: DEMO_OPERATOR_IDENTITY.accountNumber,
  iban: DEMO_OPERATOR_IDENTITY.iban,
}

export interface MockOrder {
  id: string
  userId: string
  item: OrderItem
  amountCzk: number
  variableSymbol: string
  status: Order['status']
  createdAt: string
  paidAt: string | null
  invoiceNumber: string | null
  /** A cancelled paid order's credit note (docs/decisions/1306-credit-notes.md). */
  creditNote?: { number: string; issuedOn: string } | null
}

/** An imported incoming payment as the mock keeps it (the server's bank_payments row). */
export interface MockBankPayment {
  id: string
  bookedOn: string
  amountCzk: number
  variableSymbol: string | null
  counterAccount: string | null
  counterName: string | null
  bankRef: string
  outcome: AdminBankPayment['outcome']
  /** The order it paid or its variable symbol names. */
  orderId: string | null
  resolution: {
    kind: NonNullable<AdminBankPayment['resolution']>['kind']
    note: string
    orderId: string | null
    by: string | null
    at: string
  } | null
  importedAt: string
}

interface OrderState {
  orders: MockOrder[]
  nextSymbol: number
  nextInvoice: number
  imported: Set<string>
  payments: MockBankPayment[]
  nextCreditNote: number
  /** The admin's acts on orders and payments, by subject ('order:<id>', 'bank_payment:<id>'). */
  audit: Array<{ subject: string; entry: AdminAuditEntry }>
}

const stateOf = new WeakMap<MockStore, OrderState>()
function state(store: MockStore): OrderState {
  let s = stateOf.get(store)
  if (!s) {
    s = {
      orders: [],
      nextSymbol: 2026000101,
      nextInvoice: 1,
      imported: new Set(),
      payments: [],
      nextCreditNote: 1,
      audit: [],
    }
    stateOf.set(store, s)
  }
  return s
}

/** The store's orders (the desk's dashboard counts them). */
export const mockOrderList = (store: MockStore): readonly MockOrder[] => state(store).orders

/** Seeds orders (stories: a list with pending, paid and cancelled orders). */
export function setMockOrders(
  store: MockStore,
  orders: ReadonlyArray<Omit<MockOrder, 'amountCzk' | 'invoiceNumber'> & { invoiceNumber?: string | null }>,
) {
  state(store).orders = orders.map((o) => ({
    ...o,
    amountCzk: orderAmountCzk(o.item) ?? 0,
    invoiceNumber: o.invoiceNumber ?? (o.status === 'PAID' ? 'FA-2026-000001' : null),
  }))
}

/** Seeds the audit trail of orders and payments (stories: the admin's order detail). */
export function setMockOrderAudit(
  store: MockStore,
  audit: ReadonlyArray<{ subject: string; entry: AdminAuditEntry }>,
) {
  state(store).audit = audit.map((a) => ({ ...a }))
}

function audit(
  store: MockStore,
  actor: { id: string; name: string },
  subject: string,
  action: AdminAuditAction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  note: string | null = null,
) {
  state(store).audit.push({
    subject,
    entry: {
      id: crypto.randomUUID(),
      action,
      actor,
      before,
      after,
      note,
      createdAt: store.now().toISOString(),
    },
  })
}

const actorOf = (account: MockAccount) => ({ id: account.user.id, name: displayName(account.user) })

/** An admin's change of an order's status, in the order's history as the server's audit log keeps it. */
const auditStatus = (
  store: MockStore,
  account: MockAccount,
  order: MockOrder,
  action: AdminAuditAction,
  from: OrderStatus,
  to: OrderStatus,
) => audit(store, actorOf(account), `order:${order.id}`, action, { orderStatus: from }, { orderStatus: to })

/** Seeds the payments queue (stories: each state, a resolved one). */
export function setMockBankPayments(store: MockStore, payments: readonly MockBankPayment[]) {
  state(store).payments = payments.map((p) => ({ ...p }))
}

/** The store's imported payments (the desk's dashboard counts the open ones). */
export const mockBankPaymentList = (store: MockStore): readonly MockBankPayment[] => state(store).payments

const paymentState = (p: MockBankPayment): AdminBankPayment['state'] =>
  p.outcome === 'MATCHED' ? 'MATCHED' : p.resolution ? 'RESOLVED' : 'NEEDS_REVIEW'

function paymentToApi(store: MockStore, p: MockBankPayment): AdminBankPayment {
  const order = state(store).orders.find((o) => o.id === (p.resolution?.orderId ?? p.orderId))
  return {
    id: p.id,
    bookedOn: p.bookedOn,
    amountCzk: p.amountCzk,
    variableSymbol: p.variableSymbol,
    counterAccount: p.counterAccount,
    counterName: p.counterName,
    bankRef: p.bankRef,
    state: paymentState(p),
    outcome: p.outcome,
    order: order
      ? {
          id: order.id,
          variableSymbol: order.variableSymbol,
          amountCzk: order.amountCzk,
          status: order.status,
        }
      : null,
    resolution: p.resolution
      ? { kind: p.resolution.kind, note: p.resolution.note, by: p.resolution.by, at: p.resolution.at }
      : null,
    importedAt: p.importedAt,
  }
}

export function mockOrderToApi(o: MockOrder): Order {
  const description = orderDescription(o.item)
  const message = `${description} – VS ${o.variableSymbol}`
  return {
    id: o.id,
    kind: o.item.kind,
    credits: o.item.kind === 'CREDITS' ? o.item.credits : null,
    tier: o.item.kind === 'SUBSCRIPTION' ? o.item.tier : null,
    term: o.item.kind === 'SUBSCRIPTION' ? o.item.term : null,
    amountCzk: o.amountCzk,
    variableSymbol: o.variableSymbol,
    status: o.status,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    description,
    invoiceNumber: o.invoiceNumber,
    creditNoteNumber: o.creditNote?.number ?? null,
    payment: {
      accountNumber: MOCK_OPERATOR.accountNumber,
      iban: MOCK_OPERATOR.iban,
      amountCzk: o.amountCzk,
      variableSymbol: o.variableSymbol,
      message,
      spayd: spaydString({
        iban: MOCK_OPERATOR.iban,
        amountCzk: o.amountCzk,
        variableSymbol: o.variableSymbol,
        message,
        recipientName: MOCK_OPERATOR.name,
      }),
    },
  }
}

const NOT_FOUND = () => refused(ORDER_NOT_FOUND)

/** Pays an order when orderPayStep says so (the server's payOrder); a refusal, or null when paid or left as it was. */
function pay(store: MockStore, order: MockOrder, via: OrderPayment = 'mark') {
  const step = orderPayStep(order, via)
  if (step.kind === 'refused') return refused(step.refusal)
  if (step.kind === 'unchanged') return null
  const s = state(store)
  const now = store.now()
  order.status = 'PAID'
  order.paidAt = now.toISOString()
  order.invoiceNumber = `FA-${now.getFullYear()}-${String(s.nextInvoice++).padStart(6, '0')}`
  const account = store.accounts.find((a) => a.user.id === order.userId)
  if (account) {
    const today = pragueDate(now)
    let startsAt = today
    if (order.item.kind === 'SUBSCRIPTION') {
      // Paying the same tier early extends it (docs/decisions/0964-early-renewal.md).
      startsAt = subscriptionStart(account.user.creditSubscriptions, order.item, today)
      account.user.creditSubscriptions.push({
        id: `s-${order.id}`,
        tier: order.item.tier,
        term: order.item.term,
        startsAt,
      })
    }
    // An extension's first credits come on its first day (the server's grant job); nothing is credited now.
    if (startsAt <= today)
      addTransaction(account, {
        amount: creditsOnPayment(order.item),
        reason: order.item.kind === 'CREDITS' ? 'PURCHASE' : 'SUBSCRIPTION_GRANT',
        note: orderDescription(order.item),
        offerId: null,
        offerTitle: null,
        createdAt: now.toISOString(),
      })
  }
  return null
}

/** Cancels an order as the buyer or an admin, the step orderCancelStep names (the server's cancelOrder). */
function cancel(store: MockStore, account: MockAccount, order: MockOrder, by: 'buyer' | 'admin') {
  const step = orderCancelStep(order.status, by)
  if (step.kind === 'refused') return refused(step.refusal)
  if (step.kind === 'refund') {
    // a paid credit pack's price goes back with a credit note (docs/decisions/1306-credit-notes.md)
    const buyer = store.accounts.find((a) => a.user.id === order.userId)
    const balance = buyer?.user.creditTransactions.reduce((sum, t) => sum + t.amount, 0) ?? 0
    const plan = paidOrderRefund(
      { kind: order.item.kind, credits: order.item.kind === 'CREDITS' ? order.item.credits : null },
      balance,
    )
    if (!plan.ok) return refused(plan.refusal)
    const s = state(store)
    const now = store.now()
    const number = creditNoteNumber(now.getFullYear(), s.nextCreditNote++)
    order.creditNote = { number, issuedOn: pragueDate(now) }
    order.status = 'CANCELLED'
    if (buyer && plan.takeBack > 0)
      addTransaction(buyer, {
        amount: -plan.takeBack,
        reason: 'ADMIN_ADJUSTMENT',
        note: refundLedgerNote(order.variableSymbol, number),
        offerId: null,
        offerTitle: null,
        createdAt: now.toISOString(),
      })
    audit(
      store,
      actorOf(account),
      `order:${order.id}`,
      'ORDER_REFUNDED',
      { orderStatus: 'PAID', creditNote: null, creditsTakenBack: 0 },
      { orderStatus: 'CANCELLED', creditNote: number, creditsTakenBack: plan.takeBack },
    )
  } else if (step.kind === 'cancel') {
    order.status = 'CANCELLED'
    if (by === 'admin') auditStatus(store, account, order, 'ORDER_CANCELLED', 'PENDING', 'CANCELLED')
  }
  return ok(mockOrderToApi(order))
}

function toAdmin(store: MockStore, o: MockOrder): AdminOrder {
  const user = store.accounts.find((a) => a.user.id === o.userId)?.user
  return {
    ...mockOrderToApi(o),
    user: { id: o.userId, email: user?.email ?? '', name: user ? fullName(user) : null },
  }
}

/** A PDF a browser opens (the mock has no invoice renderer; the server's is tested on its own). */
const MOCK_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'

/**
 * A mock order's invoice and credit note as the server's documents (the demo operator, a VAT payer at 21 %), so the
 * mock's ISDOC is the domain's real one (docs/decisions/1310-isdoc.md).
 */
function mockInvoice(store: MockStore, o: MockOrder): InvoiceDocument {
  const owner = toAdmin(store, o).user
  const issuedOn = pragueDate(new Date(o.paidAt ?? o.createdAt))
  return {
    number: o.invoiceNumber ?? '',
    issuedOn,
    taxableSupplyOn: issuedOn,
    supplier: {
      name: DEMO_OPERATOR_IDENTITY.name,
      address: DEMO_OPERATOR_IDENTITY.address,
      ico: DEMO_OPERATOR_IDENTITY.ico,
      dic: DEMO_OPERATOR_IDENTITY.dic,
      accountNumber: DEMO_OPERATOR_IDENTITY.accountNumber,
      iban: DEMO_OPERATOR_IDENTITY.iban,
    },
    customer: { name: owner.name ?? owner.email, address: null, ico: null, dic: null, email: owner.email },
    variableSymbol: o.variableSymbol,
    description: orderDescription(o.item),
    totals: invoiceTotals(o.amountCzk, { vatPayer: true, ratePercent: 21 }),
  }
}
function mockCreditNote(store: MockStore, o: MockOrder, note: { number: string; issuedOn: string }) {
  const invoice = mockInvoice(store, o)
  const doc: CreditNoteDocument = {
    ...invoice,
    number: note.number,
    issuedOn: note.issuedOn,
    taxableSupplyOn: note.issuedOn,
    invoiceNumber: invoice.number,
    invoiceIssuedOn: invoice.issuedOn,
    reason: CREDIT_NOTE_REASON,
    totals: creditNoteTotals(invoice.totals),
  }
  return doc
}
// the mock keeps no document rows: the invoice's UUID is its order's id, the credit note's that id's twin
const creditNoteUuid = (orderId: string) => `c0de${orderId.slice(4)}`
const isdocFile = (xml: string, name: string) =>
  new HttpResponse(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.isdoc"`,
    },
  })

const pdfFile = (name: string) =>
  new HttpResponse(MOCK_PDF, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}.pdf"`,
    },
  })

/** Handlers for /api/orders* and /api/admin/orders*, as a record so a story can override one. */
export function orderHandlers(store: MockStore) {
  const own = (userId: string, id: string) =>
    state(store).orders.find((o) => o.id === id && o.userId === userId)
  const byId = (id: string) => state(store).orders.find((o) => o.id === id)
  /** An order whose documents the account may download: its own, or any for an admin. */
  const readable = (account: MockAccount, id: string) => {
    const order = byId(id)
    return order && (order.userId === account.user.id || account.user.role.endsWith('ADMIN'))
      ? order
      : undefined
  }
  return {
    listOrders: mockRoute(store, 'listOrders', ({ account }) =>
      ok({
        items: state(store)
          .orders.filter((o) => o.userId === account.user.id)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map(mockOrderToApi),
      }),
    ),
    createOrder: mockRoute(store, 'createOrder', ({ account, input }) => {
      const {
        address,
        ...item
      }: OrderItem & { address?: { street: string; city: string; postcode: string } } = input.body
      const amount = orderAmountCzk(item)
      if (amount === null) return refused(NOT_ORDERABLE)
      const s = state(store)
      const pending = s.orders.filter((o) => o.userId === account.user.id && o.status === 'PENDING').length
      if (pending >= MAX_PENDING_ORDERS)
        return fail(409, 'too_many_pending_orders', TOO_MANY_PENDING_ORDERS_MESSAGE)
      // the buyer's address with the order goes to the profile; above 10 000 Kč it is required (decision 1307)
      const profile = profileExtra(store, account)
      if (address) Object.assign(profile, address)
      if (buyerAddressRequired(amount) && !buyerAddressComplete(profile))
        return refused(BUYER_ADDRESS_REQUIRED)
      const order: MockOrder = {
        id: crypto.randomUUID(),
        userId: account.user.id,
        item,
        amountCzk: amount,
        variableSymbol: String(s.nextSymbol++),
        status: 'PENDING',
        createdAt: store.now().toISOString(),
        paidAt: null,
        invoiceNumber: null,
      }
      s.orders.push(order)
      return ok(mockOrderToApi(order), 201)
    }),
    getOrder: mockRoute(store, 'getOrder', ({ account, input }) => {
      const order = own(account.user.id, input.params.id)
      return order ? ok(mockOrderToApi(order)) : NOT_FOUND()
    }),
    cancelOrder: mockRoute(store, 'cancelOrder', ({ account, input }) => {
      const order = own(account.user.id, input.params.id)
      return order ? cancel(store, account, order, 'buyer') : NOT_FOUND()
    }),
    downloadInvoice: mockRoute(store, 'downloadInvoice', ({ account, input }) => {
      const order = readable(account, input.params.id)
      if (!order?.invoiceNumber) return refused(INVOICE_NOT_ISSUED)
      return pdfFile(`faktura-${order.invoiceNumber}`)
    }),
    downloadInvoiceIsdoc: mockRoute(store, 'downloadInvoiceIsdoc', ({ account, input }) => {
      const order = readable(account, input.params.id)
      if (!order?.invoiceNumber) return refused(INVOICE_NOT_ISSUED)
      return isdocFile(
        invoiceIsdoc(mockInvoice(store, order), { uuid: order.id }),
        `faktura-${order.invoiceNumber}`,
      )
    }),
    downloadCreditNoteIsdoc: mockRoute(store, 'downloadCreditNoteIsdoc', ({ account, input }) => {
      const order = readable(account, input.params.id)
      if (!order?.creditNote) return refused(CREDIT_NOTE_NOT_FOUND)
      const doc = mockCreditNote(store, order, order.creditNote)
      return isdocFile(
        creditNoteIsdoc(doc, { uuid: creditNoteUuid(order.id), invoiceUuid: order.id }),
        `opravny-doklad-${doc.number}`,
      )
    }),
    adminDownloadAccountingArchive: mockRoute(store, 'adminDownloadAccountingArchive', ({ input }) => {
      const { month } = input.query
      if (accountingMonthRefusal(month, pragueDate(new Date()))) return refused(ACCOUNTING_MONTH_IN_FUTURE)
      const files: Record<string, Uint8Array> = {}
      const lines = [accountingCsvHead()]
      const orders = state(store).orders
      const docs = [
        ...orders
          .filter((o) => o.invoiceNumber)
          .map((o) => ({
            o,
            doc: mockInvoice(store, o) as InvoiceDocument | CreditNoteDocument,
            note: false,
          })),
        ...orders.flatMap((o) =>
          o.creditNote ? [{ o, doc: mockCreditNote(store, o, o.creditNote), note: true }] : [],
        ),
      ].filter(({ doc }) => doc.issuedOn.startsWith(month))
      for (const { o, doc, note } of docs) {
        const kind = note ? ('CREDIT_NOTE' as const) : ('INVOICE' as const)
        const entry = {
          kind,
          number: doc.number,
          issuedOn: doc.issuedOn,
          taxableSupplyOn: doc.taxableSupplyOn,
          buyer: doc.customer.name,
          buyerIco: doc.customer.ico,
          buyerDic: doc.customer.dic,
          variableSymbol: doc.variableSymbol,
          baseHalere: doc.totals.baseHalere,
          vatHalere: doc.totals.vatHalere,
          totalHalere: doc.totals.totalHalere,
          ratePercent: doc.totals.ratePercent,
          correctedInvoice: 'invoiceNumber' in doc ? doc.invoiceNumber : null,
        }
        files[accountingEntryPath(entry, 'pdf')] = strToU8(MOCK_PDF)
        files[accountingEntryPath(entry, 'isdoc')] = strToU8(
          'invoiceNumber' in doc
            ? creditNoteIsdoc(doc, { uuid: creditNoteUuid(o.id), invoiceUuid: o.id })
            : invoiceIsdoc(doc, { uuid: o.id }),
        )
        lines.push(accountingCsvLine(entry))
      }
      files[accountingSummaryName(month)] = strToU8(lines.join(''))
      return new HttpResponse(zipSync(files) as Uint8Array<ArrayBuffer>, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${accountingArchiveName(month)}"`,
        },
      })
    }),
    adminListOrders: mockRoute(store, 'adminListOrders', ({ input }) => {
      const { statuses, kinds, q, page, pageSize, from, to } = input.query
      const needle = q?.trim().toLowerCase()
      const items = state(store)
        .orders.filter((o) => !statuses.length || statuses.includes(o.status))
        .filter((o) => !kinds.length || kinds.includes(o.item.kind))
        .filter((o) => !from || pragueDate(new Date(o.createdAt)) >= from)
        .filter((o) => !to || pragueDate(new Date(o.createdAt)) <= to)
        .map((o) => toAdmin(store, o))
        .filter(
          (o) =>
            !needle ||
            o.variableSymbol === needle.replace(/^0+/, '') ||
            o.user.email.toLowerCase().includes(needle) ||
            (o.user.name ?? '').toLowerCase().includes(needle),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return ok(pageOf(items, page, pageSize))
    }),
    downloadCreditNote: mockRoute(store, 'downloadCreditNote', ({ account, input }) => {
      const order = readable(account, input.params.id)
      if (!order?.creditNote) return refused(CREDIT_NOTE_NOT_FOUND)
      return pdfFile(`opravny-doklad-${order.creditNote.number}`)
    }),
    adminGetOrder: mockRoute(store, 'adminGetOrder', ({ input }) => {
      const order = byId(input.params.id)
      if (!order) return NOT_FOUND()
      const s = state(store)
      const payments = s.payments
        .filter((p) => p.orderId === order.id || p.resolution?.orderId === order.id)
        .sort((a, b) => a.bookedOn.localeCompare(b.bookedOn))
      const subjects = new Set([`order:${order.id}`, ...payments.map((p) => `bank_payment:${p.id}`)])
      const detail: AdminOrderDetail = {
        ...toAdmin(store, order),
        payments: payments.map((p) => paymentToApi(store, p)),
        invoice: order.invoiceNumber
          ? {
              number: order.invoiceNumber,
              issuedOn: pragueDate(new Date(order.paidAt ?? order.createdAt)),
              totalCzk: order.amountCzk,
            }
          : null,
        creditNote: order.creditNote
          ? {
              ...order.creditNote,
              totalCzk: -order.amountCzk,
              reason: CREDIT_NOTE_REASON,
              invoiceNumber: order.invoiceNumber ?? '',
            }
          : null,
        auditLog: s.audit
          .filter((a) => subjects.has(a.subject))
          .map((a) => a.entry)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      }
      return ok(detail)
    }),
    adminMarkOrderPaid: mockRoute(store, 'adminMarkOrderPaid', ({ account, input }) => {
      const order = byId(input.params.id)
      if (!order) return NOT_FOUND()
      const wasPending = order.status === 'PENDING'
      const refusal = pay(store, order)
      if (refusal) return refusal
      if (wasPending) auditStatus(store, account, order, 'ORDER_PAID', 'PENDING', 'PAID')
      return ok(mockOrderToApi(order))
    }),
    adminCancelOrder: mockRoute(store, 'adminCancelOrder', ({ account, input }) => {
      const order = byId(input.params.id)
      return order ? cancel(store, account, order, 'admin') : NOT_FOUND()
    }),
    adminImportStatement: mockRoute(store, 'adminImportStatement', async ({ input }) => {
      const file = (input.body as FormData).get('file')
      if (!(file instanceof Blob) || file.size === 0) return refused(NO_STATEMENT_FILE)
      const parsed = parseBankStatement(decodeStatement(new Uint8Array(await file.arrayBuffer())))
      if (!parsed.ok) return fail(400, 'statement_unreadable', parsed.message)
      const foreign = statementAccountRefusal(parsed.accounts, MOCK_OPERATOR.accountNumber, parsed.format)
      if (foreign) return fail(400, 'statement_wrong_account', foreign)
      const s = state(store)
      const incoming = incomingMovements(parsed.payments)
      const result = statementImportStart(parsed, incoming)
      for (const { payment, key } of incoming) {
        if (s.imported.has(key)) {
          countMovement(result, payment, { kind: 'DUPLICATE' })
          continue
        }
        s.imported.add(key)
        const order = s.orders.find((o) => o.variableSymbol === payment.variableSymbol)
        const match = matchPayment(payment, order)
        if (match.kind !== 'IGNORED')
          s.payments.push({
            id: crypto.randomUUID(),
            bookedOn: payment.date,
            amountCzk: payment.amountHalere / 100,
            variableSymbol: payment.variableSymbol,
            counterAccount: payment.counterAccount,
            counterName: payment.counterName,
            bankRef: payment.bankRef,
            outcome: match.kind,
            orderId: match.kind === 'UNMATCHED' ? null : match.orderId,
            resolution: null,
            importedAt: store.now().toISOString(),
          })
        if (match.kind === 'MATCHED' && order) pay(store, order)
        countMovement(
          result,
          payment,
          match.kind === 'MATCHED'
            ? { ...match, variableSymbol: order?.variableSymbol ?? '' }
            : match.kind === 'UNMATCHED'
              ? { ...match, orderId: null }
              : match,
        )
      }
      return ok(result)
    }),
    adminListBankPayments: mockRoute(store, 'adminListBankPayments', ({ input }) => {
      const { states, q, page, pageSize, from, to } = input.query
      const needle = q?.trim().toLowerCase()
      const items = state(store)
        .payments.filter((p) => !states.length || states.includes(paymentState(p)))
        .filter((p) => !from || p.bookedOn >= from)
        .filter((p) => !to || p.bookedOn <= to)
        .filter(
          (p) =>
            !needle ||
            (/^\d{1,10}$/.test(needle) && p.variableSymbol === needle.replace(/^0+(?=\d)/, '')) ||
            (p.counterAccount ?? '').toLowerCase().includes(needle) ||
            (!/^\d+$/.test(needle) && (p.counterName ?? '').toLowerCase().includes(needle)),
        )
        .sort((a, b) => b.bookedOn.localeCompare(a.bookedOn) || b.importedAt.localeCompare(a.importedAt))
        .map((p) => paymentToApi(store, p))
      return ok(pageOf(items, page, pageSize))
    }),
    adminResolveBankPayment: mockRoute(store, 'adminResolveBankPayment', ({ account, input }) => {
      const payment = state(store).payments.find((p) => p.id === input.params.id)
      const unresolvable = bankPaymentResolutionRefusal(payment)
      if (unresolvable || !payment) return refused(unresolvable ?? BANK_PAYMENT_NOT_FOUND)
      const body = input.body
      let orderId: string | null = null
      if (body.action === 'ASSIGN') {
        const order = state(store).orders.find((o) => o.variableSymbol === body.variableSymbol)
        if (!order) return refused(orderOfSymbolNotFound(body.variableSymbol))
        const unpaid = pay(store, order, 'assign')
        if (unpaid) return unpaid
        orderId = order.id
      }
      const stateBefore = paymentState(payment)
      payment.resolution = {
        kind: body.action === 'ASSIGN' ? 'ASSIGNED' : body.action === 'REFUND' ? 'REFUNDED' : 'NOT_OURS',
        note: body.note,
        orderId,
        by: displayName(account.user),
        at: store.now().toISOString(),
      }
      audit(
        store,
        actorOf(account),
        `bank_payment:${payment.id}`,
        'BANK_PAYMENT_RESOLVED',
        { paymentState: stateBefore },
        {
          paymentState: 'RESOLVED',
          resolution: payment.resolution.kind,
          ...(orderId ? { orderVariableSymbol: body.action === 'ASSIGN' ? body.variableSymbol : null } : {}),
        },
        body.note,
      )
      return ok(paymentToApi(store, payment))
    }),
  }
}
