import { endpointUrl } from '@rg/domain/contract'
import { PAGES } from '@rg/domain/navigation'
import {
  type AdminBankPayment,
  accountingArchiveName,
  type BankPaymentResolveRequest,
  type BankPaymentState,
  type Order,
  type OrderRequest,
  type StatementImportResult,
} from '@rg/domain/payments'
import type { AdminOrder } from '@rg/domain/roles'
import type { SubscriptionTerm } from '@rg/domain/subscriptions'
import type { TierId } from '@rg/domain/tiers'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { deskKey } from './desk.ts'
import { answerError, NetworkError, readJson, retryNetwork } from './http.ts'
import { saveBlob } from './save-file.ts'
import { userKey } from './user.ts'

/*
 * Orders of credits and subscriptions (docs/decisions/0960-payment-providers.md): the user's list and payment page,
 * the admin's list, marking paid, cancelling and the statement import. A paid order changes the balance and the
 * subscription, so the mutations that pay also refresh the user.
 */

export const ordersKey = ['orders'] as const

export const myOrdersQuery = queryOptions({
  queryKey: [...ordersKey, 'mine'],
  queryFn: async (): Promise<Order[]> => (await checked('listOrders')).items,
})

/** One order; while it waits for the payment the page refreshes it on its own. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', id],
    queryFn: () => checked('getOrder', { params: { id } }),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 5000 : false),
    refetchIntervalInBackground: false,
  })

export interface AdminOrdersFilter {
  page: number
  pageSize: number
  statuses: Order['status'][]
  kinds: Order['kind'][]
  q?: string
  from?: string
  to?: string
}

export const adminOrdersQuery = (filter: AdminOrdersFilter) =>
  queryOptions({
    queryKey: [...ordersKey, 'admin', filter],
    queryFn: () =>
      checked('adminListOrders', {
        query: { ...filter, statuses: filter.statuses.join(','), kinds: filter.kinds.join(',') },
      }),
  })

export interface AdminBankPaymentsFilter {
  page: number
  pageSize: number
  states: BankPaymentState[]
  q?: string
  from?: string
  to?: string
}

/** The payments queue (docs/decisions/1303-payments-queue.md). */
export const adminBankPaymentsQuery = (filter: AdminBankPaymentsFilter) =>
  queryOptions({
    queryKey: [...ordersKey, 'payments', filter],
    queryFn: () =>
      checked('adminListBankPayments', { query: { ...filter, states: filter.states.join(',') } }),
  })

/** Decides a payment; assigning pays an order, so the orders, the dashboard's counts and the user refresh. */
export function useResolveBankPayment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ payment, request }: { payment: AdminBankPayment; request: BankPaymentResolveRequest }) =>
      checked('adminResolveBankPayment', { params: { id: payment.id }, body: request }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        client.invalidateQueries({ queryKey: deskKey }),
        client.invalidateQueries({ queryKey: userKey }),
      ]),
  })
}

/** The invoice's download address (a plain link: the session cookie authorises the GET). */
export const invoiceHref = (orderId: string) => endpointUrl('downloadInvoice', { params: { id: orderId } })
/** The credit note's download address (a cancelled paid order, docs/decisions/1306-credit-notes.md). */
export const creditNoteHref = (orderId: string) =>
  endpointUrl('downloadCreditNote', { params: { id: orderId } })
/** The invoice and the credit note as ISDOC for accounting programs (docs/decisions/1310-isdoc.md). */
export const invoiceIsdocHref = (orderId: string) =>
  endpointUrl('downloadInvoiceIsdoc', { params: { id: orderId } })
export const creditNoteIsdocHref = (orderId: string) =>
  endpointUrl('downloadCreditNoteIsdoc', { params: { id: orderId } })
/**
 * Downloads a month's documents for the accountant as one ZIP (admins; docs/decisions/1311-accounting-archive.md).
 * Fetched rather than linked, so a refusal (too many documents, another archive being written) is the server's
 * Czech message on the page, not a JSON file saved as the archive.
 */
export async function downloadAccountingArchive(month: string): Promise<void> {
  const url = endpointUrl('adminDownloadAccountingArchive', { query: { month } })
  const res = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/zip, application/json' },
  }).catch(() => {
    throw new NetworkError()
  })
  if (!res.ok) throw answerError(res.status, readJson(await res.text()))
  saveBlob(await res.blob(), accountingArchiveName(month))
}

/** The admin's order detail (docs/decisions/1308-admin-order-detail.md), parsed with the contract's schema. */
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'admin-detail', id],
    queryFn: () => checked('adminGetOrder', { params: { id } }),
    retry: retryNetwork,
  })

/** Where the admin's detail of an order is. */
export const adminOrderHref = (orderId: string) => `${PAGES.adminOrders}/${encodeURIComponent(orderId)}`

export function useCreateOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: OrderRequest) => checked('createOrder', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ordersKey }),
  })
}

export function useCancelOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => checked('cancelOrder', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ordersKey }),
  })
}

export function useAdminOrderActions() {
  const client = useQueryClient()
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ordersKey }),
      client.invalidateQueries({ queryKey: userKey }),
    ])
  const markPaid = useMutation({
    mutationFn: (order: Pick<AdminOrder, 'id'>) =>
      checked('adminMarkOrderPaid', { params: { id: order.id } }),
    onSuccess: refresh,
  })
  const cancel = useMutation({
    mutationFn: (order: Pick<AdminOrder, 'id'>) => checked('adminCancelOrder', { params: { id: order.id } }),
    onSuccess: refresh,
  })
  const importStatement = useMutation({
    mutationFn: (file: File): Promise<StatementImportResult> => {
      const body = new FormData()
      body.set('file', file)
      return checked('adminImportStatement', { body })
    },
    onSuccess: refresh,
  })
  return { markPaid, cancel, importStatement }
}

/** A choice from /pricing in the URL: ?tier=SILVER&term=YEARLY or ?pack=300. */
export type PricingSelection =
  | { kind: 'CREDITS'; credits: number }
  | { kind: 'SUBSCRIPTION'; tier: TierId; term: SubscriptionTerm }

export function selectionFromSearch(search: URLSearchParams): PricingSelection | null {
  const pack = Number(search.get('pack'))
  if (pack > 0) return { kind: 'CREDITS', credits: pack }
  const tier = search.get('tier')
  const term = search.get('term') === 'YEARLY' ? 'YEARLY' : 'MONTHLY'
  if (tier === 'BRONZE' || tier === 'SILVER' || tier === 'GOLD') return { kind: 'SUBSCRIPTION', tier, term }
  return null
}

export function selectionToSearch(choice: PricingSelection): string {
  return choice.kind === 'CREDITS' ? `?pack=${choice.credits}` : `?tier=${choice.tier}&term=${choice.term}`
}
