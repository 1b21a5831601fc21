import { pragueDate } from '@rg/domain/calendar'
import { pageTitle } from '@rg/domain/navigation'
import { type AdminOrdersQuery, AdminOrdersScreen } from '@rg/ui/screens'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { errorText } from '../../api/error-text.ts'
import {
  adminOrderHref,
  adminOrdersQuery,
  downloadAccountingArchive,
  invoiceHref,
  useAdminOrderActions,
} from '../../api/orders.ts'
import { notify } from '../../toast.tsx'
import type { Route } from './+types/admin-orders'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Objednávky a platby', location.pathname) }]
}

const STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const
const KINDS = ['CREDITS', 'SUBSCRIPTION'] as const

function queryFromSearch(search: URLSearchParams): AdminOrdersQuery {
  const list = <T extends string>(key: string, allowed: readonly T[]) =>
    (search.get(key) ?? '').split(',').filter((v): v is T => (allowed as readonly string[]).includes(v))
  const date = (key: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(search.get(key) ?? '') ? (search.get(key) as string) : undefined
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: 20,
    statuses: list('statuses', STATUSES),
    kinds: list('kinds', KINDS),
    q: search.get('q') || undefined,
    from: date('from'),
    to: date('to'),
  }
}

function queryToSearch(q: AdminOrdersQuery): Record<string, string> {
  const out: Record<string, string> = {}
  if (q.page > 1) out.page = String(q.page)
  if (q.statuses.length) out.statuses = q.statuses.join(',')
  if (q.kinds.length) out.kinds = q.kinds.join(',')
  if (q.q) out.q = q.q
  if (q.from) out.from = q.from
  if (q.to) out.to = q.to
  return out
}

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

/** /portal/admin/orders: every order with filters in the URL, marking paid, cancelling, importing statements. */
export default function AdminOrders() {
  const [search, setSearch] = useSearchParams()
  const query = queryFromSearch(search)
  const result = useQuery({ ...adminOrdersQuery(query), placeholderData: keepPreviousData })
  const { markPaid, cancel, importStatement } = useAdminOrderActions()
  // the accountant's month archive (docs/decisions/1311): the last finished month is offered first
  const archive = useMutation({ mutationFn: downloadAccountingArchive })
  const thisMonth = pragueDate(new Date()).slice(0, 7)
  const busy = markPaid.isPending ? markPaid.variables.id : cancel.isPending ? cancel.variables.id : null
  return (
    <AdminOrdersScreen
      query={query}
      onQueryChange={(next) => setSearch(queryToSearch(next))}
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      result={result.data}
      onRetry={() => result.refetch()}
      busyId={busy}
      onMarkPaid={(order) =>
        markPaid.mutate(order, {
          onSuccess: () => notify('success', `Objednávka ${order.variableSymbol} je zaplacená.`),
          onError: (error) => notify('error', errorText(error)),
        })
      }
      onCancel={(order) =>
        cancel.mutate(order, {
          onSuccess: () => notify('success', `Objednávka ${order.variableSymbol} je zrušená.`),
          onError: (error) => notify('error', errorText(error)),
        })
      }
      onImport={(file) => importStatement.mutate(file)}
      importing={importStatement.isPending}
      importResult={importStatement.data ?? null}
      importError={importStatement.error?.message ?? null}
      invoiceHref={invoiceHref}
      orderHref={adminOrderHref}
      archive={{
        defaultMonth: previousMonth(thisMonth),
        maxMonth: thisMonth,
        onDownload: (month) => archive.mutate(month),
        downloading: archive.isPending,
        error: archive.isError ? errorText(archive.error) : null,
      }}
    />
  )
}
