import { REGION_CODES, type RegionCode } from '../offers/offer-catalogue.ts'
import type { OfferMapResponse } from './offer-map.schema.ts'
import { clusterPins, type Gazetteer, type PlacedGroup, pinCellFor } from './places.ts'

/** Published offers of one city and region that match the filters (the server's published_offers_by_place row). */
export interface PlaceCount {
  region: string | null
  city: string | null
  count: number
  /** The newest offer of the group (its pin when it is the only one). */
  offerId: number
}

/**
 * The map's answer from the matching offers grouped by place (docs/decisions/1571-map-of-regions.md): every region's
 * count (all 14, zero included), the pins of the selected regions (all when none is) that the gazetteer places, and
 * how many of those it could not place. `names` gives the single offers' names (asked for after grouping).
 */
export function offerMapOf(
  groups: readonly PlaceCount[],
  selected: readonly RegionCode[],
  gazetteer: Gazetteer,
  names: ReadonlyMap<number, string>,
): OfferMapResponse {
  const counts = new Map<string, number>(REGION_CODES.map((r) => [r, 0]))
  const placed: PlacedGroup[] = []
  let unplaced = 0
  for (const g of groups) {
    if (g.region && counts.has(g.region)) counts.set(g.region, (counts.get(g.region) ?? 0) + g.count)
    if (selected.length > 0 && !selected.includes(g.region as RegionCode)) continue
    const place = gazetteer.resolve(g.city, g.region)
    if (!place) unplaced += g.count
    else placed.push({ place, count: g.count, offerId: g.offerId, name: names.get(g.offerId) ?? '' })
  }
  return {
    regions: REGION_CODES.map((region) => ({ region, count: counts.get(region) ?? 0 })),
    pins: clusterPins(placed, pinCellFor(selected)),
    unplaced,
  }
}

/** The offers whose names the answer needs: groups of one offer (at most `max`, the rest cluster or are cut). */
export function singleOfferIds(groups: readonly PlaceCount[], max = 1000): number[] {
  return groups
    .filter((g) => g.count === 1)
    .map((g) => g.offerId)
    .slice(0, max)
}
