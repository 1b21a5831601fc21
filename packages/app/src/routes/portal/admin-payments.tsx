import { pageTitle } from '@rg/domain/navigation'
import type { BankPaymentState } from '@rg/domain/payments'
import { type AdminPaymentsQuery, AdminPaymentsScreen } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { adminBankPaymentsQuery, adminOrderHref, useResolveBankPayment } from '../../api/orders.ts'
import { notify } from '../../toast.tsx'
import type { Route } from './+types/admin-payments'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Platby z výpisů', location.pathname) }]
}

const STATES = ['MATCHED', 'NEEDS_REVIEW', 'RESOLVED'] as const satisfies readonly BankPaymentState[]

function queryFromSearch(search: URLSearchParams): AdminPaymentsQuery {
  const date = (key: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(search.get(key) ?? '') ? (search.get(key) as string) : undefined
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: 20,
    states: (search.get('states') ?? '')
      .split(',')
      .filter((v): v is BankPaymentState => (STATES as readonly string[]).includes(v)),
    q: search.get('q') || undefined,
    from: date('from'),
    to: date('to'),
  }
}

function queryToSearch(q: AdminPaymentsQuery): Record<string, string> {
  const out: Record<string, string> = {}
  if (q.page > 1) out.page = String(q.page)
  if (q.states.length) out.states = q.states.join(',')
  if (q.q) out.q = q.q
  if (q.from) out.from = q.from
  if (q.to) out.to = q.to
  return out
}

/** /portal/admin/payments: the payments queue with its filters in the URL; deciding a payment that waits. */
export default function AdminPayments() {
  const [search, setSearch] = useSearchParams()
  const query = queryFromSearch(search)
  const result = useQuery({ ...adminBankPaymentsQuery(query), placeholderData: keepPreviousData })
  const resolve = useResolveBankPayment()
  return (
    <AdminPaymentsScreen
      query={query}
      onQueryChange={(next) => setSearch(queryToSearch(next))}
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      result={result.data}
      onRetry={() => result.refetch()}
      orderHref={(order) => adminOrderHref(order.id)}
      onResolve={async (payment, request) => {
        const done = await resolve.mutateAsync({ payment, request })
        notify(
          'success',
          done.resolution?.kind === 'ASSIGNED' && done.order
            ? `Platba je přiřazená, objednávka ${done.order.variableSymbol} je zaplacená.`
            : 'Platba je vyřízená.',
        )
      }}
    />
  )
}
