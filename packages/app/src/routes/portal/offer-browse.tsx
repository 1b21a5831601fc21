import type { OfferKind, RegionCode } from '@rg/domain/offers'
import { OfferBrowseScreen, SaveSearchDialog, searchSummary, suggestedSearchTitle } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { useSaveSearch } from '../../api/discovery.ts'
import { errorText } from '../../api/error-text.ts'
import { offerListQuery, offerQueryFromSearch, offerQueryToSearch } from '../../api/offers.ts'
import { useCardDiscovery } from './discovery.tsx'

/** The map view's chunk (the map component and the region outlines), asked for only when ?view=map is open. */
const OfferMapView = lazy(() => import('./offer-map-view.tsx'))

/**
 * /portal/listings and /portal/services: the browse query (search, filters, sort, page) lives in the URL, and so do
 * the view (?view=map adds the map above the list, with the same filters; a click on a region filters to it) and the
 * compare selection (decision 1551), which ride along with every change of the query.
 */
export function OfferBrowse({ kind }: { kind: OfferKind }) {
  const [search, setSearch] = useSearchParams()
  const query = offerQueryFromSearch(kind, search)
  const view = search.get('view') === 'map' ? 'map' : 'list'
  const result = useQuery({ ...offerListQuery(query), placeholderData: keepPreviousData })
  const { cardActions, compareBar } = useCardDiscovery()
  const save = useSaveSearch(kind)
  const withView = (params: URLSearchParams, next: 'list' | 'map') => {
    if (next === 'map') params.set('view', 'map')
    const compare = search.get('compare')
    if (compare) params.set('compare', compare)
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
      cardActions={cardActions}
      footer={compareBar}
      toolbar={
        <SaveSearchDialog
          key={offerQueryToSearch(query).toString()}
          suggestedName={suggestedSearchTitle(query)}
          summary={searchSummary(query)}
          status={save.isPending ? 'saving' : save.isSuccess ? 'saved' : 'idle'}
          error={save.error ? errorText(save.error) : null}
          onSave={(values) => save.mutate({ query, values })}
          onOpenChange={(open) => {
            if (open) save.reset()
          }}
        />
      }
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
