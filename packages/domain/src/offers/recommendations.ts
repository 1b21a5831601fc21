import type { OfferKind } from './offer-catalogue.ts'

export interface RecommendationPreferences {
  categories: readonly string[]
  regions: readonly string[]
  amountFrom: number | null
  amountTo: number | null
}

export interface RecommendationCandidate {
  kind: OfferKind
  category: string
  region: string | null
  pubPrice: number | null
}

/**
 * How well a listing fits the investment preferences behind "Doporučené pro vás": category and region count double,
 * a price inside the amount range once. A criterion the user left empty neither adds nor removes.
 */
export function recommendationScore(
  offer: RecommendationCandidate,
  prefs: RecommendationPreferences,
): number {
  if (offer.kind !== 'LISTING') return 0
  let score = 0
  if (prefs.categories.includes(offer.category)) score += 2
  if (offer.region !== null && prefs.regions.includes(offer.region)) score += 2
  const hasRange = prefs.amountFrom !== null || prefs.amountTo !== null
  if (
    hasRange &&
    offer.pubPrice !== null &&
    (prefs.amountFrom === null || offer.pubPrice >= prefs.amountFrom) &&
    (prefs.amountTo === null || offer.pubPrice <= prefs.amountTo)
  ) {
    score += 1
  }
  return score
}

/** The best-fitting listings first (ties keep their order, i.e. newest first from the query); misses are left out. */
export function recommendOffers<T extends RecommendationCandidate>(
  offers: readonly T[],
  prefs: RecommendationPreferences,
  limit: number,
): T[] {
  return offers
    .map((offer, index) => ({ offer, index, score: recommendationScore(offer, prefs) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.offer)
}
