import type { OfferKind } from '@rg/domain'
import { OfferBrowseScreen } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { offerListQuery, offerQueryFromSearch, offerQueryToSearch } from '../../api/offers.ts'

/** /portal/listings and /portal/services: the browse query (search, filters, sort, page) lives in the URL. */
export function OfferBrowse({ kind }: { kind: OfferKind }) {
  const [search, setSearch] = useSearchParams()
  const query = offerQueryFromSearch(kind, search)
  const result = useQuery({ ...offerListQuery(query), placeholderData: keepPreviousData })
  return (
    <OfferBrowseScreen
      kind={kind}
      query={query}
      onQueryChange={(next) => setSearch(offerQueryToSearch(next))}
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      result={result.data}
      onRetry={() => result.refetch()}
    />
  )
}
