import type { ManageOfferListQuery, OfferKind } from '@rg/domain/offers'
import { AdminOfferListScreen } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { adminOffersQuery, manageQueryFromSearch, manageQueryToSearch } from '../../api/offers.ts'

const QUEUE: ManageOfferListQuery['statuses'] = ['PENDING']

/** /portal/admin/listings and /portal/admin/services: the moderation queue (default) or every offer, in the URL. */
export function AdminOffers({ kind }: { kind: OfferKind }) {
  const [search, setSearch] = useSearchParams()
  const query = manageQueryFromSearch(kind, search, QUEUE)
  const result = useQuery({ ...adminOffersQuery(query), placeholderData: keepPreviousData })
  const pending = useQuery(adminOffersQuery({ kind, statuses: QUEUE, page: 1, pageSize: 1 }))
  return (
    <AdminOfferListScreen
      kind={kind}
      query={query}
      onQueryChange={(next) => setSearch(manageQueryToSearch(next, QUEUE))}
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      result={result.data}
      pendingCount={pending.data?.total}
      onRetry={() => result.refetch()}
    />
  )
}
