import type { OfferKind, RegionCode } from '@rg/domain'
import { OfferBrowseScreen } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { offerListQuery, offerQueryFromSearch, offerQueryToSearch } from '../../api/offers.ts'

/** The map view's chunk (the map component and the region outlines), asked for only when ?view=map is open. */
const OfferMapView = lazy(() => import('./offer-map-view.tsx'))

/**
 * /portal/listings and /portal/services: the browse query (search, filters, sort, page) lives in the URL, and so does
 * the view (?view=map adds the map above the list, with the same filters; a click on a region filters to it).
 */
export function OfferBrowse({ kind }: { kind: OfferKind }) {
  const [search, setSearch] = useSearchParams()
  const query = offerQueryFromSearch(kind, search)
  const view = search.get('view') === 'map' ? 'map' : 'list'
  const result = useQuery({ ...offerListQuery(query), placeholderData: keepPreviousData })
  const withView = (params: URLSearchParams, next: 'list' | 'map') => {
    if (next === 'map') params.set('view', 'map')
    return params.toString() ? `?${params}` : '?'
  }
  const onRegionSelect = (region: RegionCode | null) =>
    setSearch(withView(offerQueryToSearch({ ...query, regions: region ? [region] : [], page: 1 }), view))
  return (
    <OfferBrowseScreen
      kind={kind}
      query={query}
      onQueryChange={(next) => setSearch(withView(offerQueryToSearch(next), view))}
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      result={result.data}
      onRetry={() => result.refetch()}
      views={{
        current: view,
        listHref: withView(offerQueryToSearch(query), 'list'),
        mapHref: withView(offerQueryToSearch(query), 'map'),
      }}
      map={
        view === 'map' ? (
          <Suspense fallback={<p>Načítání mapy...</p>}>
            <OfferMapView kind={kind} query={query} onRegionSelect={onRegionSelect} />
          </Suspense>
        ) : null
      }
    />
  )
}
