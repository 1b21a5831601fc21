import type { OfferKind, OfferListQuery, RegionCode } from '@rg/domain/offers'
import { OfferMap } from '@rg/ui/map'
import { offerPath } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { offerMapQuery } from '../../api/offer-map.ts'
import { mapTilesConfig } from '../../config/map-tiles.ts'

/**
 * The map view of /portal/listings and /portal/services (?view=map): loaded only there (a lazy chunk with Leaflet, its
 * stylesheet and the outlines), so the list's and the landing's JavaScript carry none of it
 * (docs/decisions/1620-leaflet-map.md). Base-map tiles only when the server is configured with them.
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
  const [tiles] = useState(() => mapTilesConfig())
  const map = useQuery({ ...offerMapQuery(query), placeholderData: keepPreviousData })
  return (
    <OfferMap
      status={map.isPending ? 'loading' : map.isError ? 'error' : 'ready'}
      data={map.data}
      selected={query.regions}
      onRegionSelect={onRegionSelect}
      offerHref={(id) => offerPath('portal', kind, id)}
      onRetry={() => map.refetch()}
      tiles={tiles}
    />
  )
}
