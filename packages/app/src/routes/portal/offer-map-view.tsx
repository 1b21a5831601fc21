import type { OfferKind, OfferListQuery, RegionCode } from '@rg/domain'
import { OfferMap } from '@rg/ui/map'
import { offerPath } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { offerMapQuery } from '../../api/offer-map.ts'

/**
 * The map view of /portal/listings and /portal/services (?view=map): loaded only there (a lazy chunk with the outlines),
 * so the list's and the landing's JavaScript carry none of it (docs/decisions/1571-map-of-regions.md).
 */
export default function OfferMapView({
  kind,
  query,
  onRegionSelect,
}: {
  kind: OfferKind
  query: OfferListQuery
  onRegionSelect: (region: RegionCode | null) => void
}) {
  const map = useQuery({ ...offerMapQuery(query), placeholderData: keepPreviousData })
  return (
    <OfferMap
      status={map.isPending ? 'loading' : map.isError ? 'error' : 'ready'}
      data={map.data}
      selected={query.regions}
      onRegionSelect={onRegionSelect}
      offerHref={(id) => offerPath('portal', kind, id)}
      onRetry={() => map.refetch()}
    />
  )
}
