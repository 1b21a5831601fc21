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

const millions = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 })
const mil = (amount: number) => `${millions.format(amount / 1_000_000)} mil. Kč`

/**
 * Why a listing was picked for "Doporučené pro vás", from the criteria it met: e.g. "Kraj Vysočina, do 5 mil. Kč".
 * `label` turns category and region codes into their Czech names (offer-labels.ts).
 */
export function recommendationReason(
  offer: RecommendationCandidate,
  prefs: RecommendationPreferences,
  label: { category: (code: string) => string; region: (code: string) => string },
): string {
  const parts: string[] = []
  if (offer.region !== null && prefs.regions.includes(offer.region)) parts.push(label.region(offer.region))
  if (prefs.categories.includes(offer.category)) parts.push(label.category(offer.category))
  const inRange =
    offer.pubPrice !== null &&
    (prefs.amountFrom === null || offer.pubPrice >= prefs.amountFrom) &&
    (prefs.amountTo === null || offer.pubPrice <= prefs.amountTo)
  if (inRange && prefs.amountFrom !== null && prefs.amountTo !== null)
    parts.push(`${millions.format(prefs.amountFrom / 1_000_000)}–${mil(prefs.amountTo)}`)
  else if (inRange && prefs.amountTo !== null) parts.push(`do ${mil(prefs.amountTo)}`)
  else if (inRange && prefs.amountFrom !== null) parts.push(`od ${mil(prefs.amountFrom)}`)
  return parts.join(', ')
}
