import type { OfferKind, OfferStatus } from '@rg/domain/offers'
import { MyOffersScreen } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { manageQueryFromSearch, manageQueryToSearch, myOffersQuery } from '../../api/offers.ts'

/** /portal/my/listings and /portal/my/services: the owner's offers with status, page and filter in the URL. */
export function MyOffers({ kind }: { kind: OfferKind }) {
  const [search, setSearch] = useSearchParams()
  const query = manageQueryFromSearch(kind, search)
  const result = useQuery({ ...myOffersQuery(query), placeholderData: keepPreviousData })
  return (
    <MyOffersScreen
      kind={kind}
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      result={result.data}
      onPageChange={(page) => setSearch(manageQueryToSearch({ ...query, page }))}
      statuses={query.statuses}
      onStatusesChange={(statuses: OfferStatus[]) =>
        setSearch(manageQueryToSearch({ ...query, statuses, page: 1 }))
      }
      onRetry={() => result.refetch()}
    />
  )
}
