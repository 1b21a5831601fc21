import type { OfferListQuery } from '../offers/offers-api.schema.ts'
import type { WatchdogInput } from '../watchdog/onboarding.schema.ts'
import type { ActiveWatchdogFrequency } from '../watchdog/watchdog.ts'

/** Offers side by side on /portal/compare (docs/decisions/1551-compare-in-the-url.md). */
export const MAX_COMPARE = 4

/** Similar offers a detail page shows (docs/decisions/1553-similar-offers-by-index.md). */
export const SIMILAR_COUNT = 4

/**
 * The compare selection from its URL parameter ("12,7,31"): positive whole numbers, each once, in the order picked,
 * at most MAX_COMPARE (anything else in a hand-edited or old link is dropped, never an error).
 */
export function parseCompareIds(value: string | null | undefined): number[] {
  if (!value) return []
  const ids: number[] = []
  for (const part of value.split(',')) {
    const trimmed = part.trim()
    if (!/^\d{1,15}$/.test(trimmed)) continue
    const id = Number(trimmed)
    if (id > 0 && !ids.includes(id)) ids.push(id)
    if (ids.length === MAX_COMPARE) break
  }
  return ids
}

/** The selection as its URL parameter value; empty string for none. */
export const compareIdsParam = (ids: readonly number[]): string => ids.slice(0, MAX_COMPARE).join(',')

/**
 * Adds or removes one offer. Adding when MAX_COMPARE are picked already changes nothing: the screens disable the
 * control and say why, so this only guards against a stale click.
 */
export function toggleCompare(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((i) => i !== id)
  return ids.length >= MAX_COMPARE ? [...ids] : [...ids, id]
}

/**
 * "Uložit hledání": the browse query as a watchdog (docs/decisions/1552-saved-search-is-a-watchdog.md). The search
 * text becomes one keyword, so the watchdog's browse link (watchdogBrowseKeyword) opens the very same list; the
 * watchdog reports offers containing that text, never ones the list would not show.
 */
export function watchdogFromSearch(
  query: Pick<OfferListQuery, 'kind' | 'q' | 'categories' | 'regions' | 'priceFrom' | 'priceTo'>,
  name: string,
  frequency: ActiveWatchdogFrequency,
): WatchdogInput {
  const q = query.q?.trim()
  return {
    name: name.trim() === '' ? null : name.trim(),
    kind: query.kind,
    categories: [...query.categories],
    regions: [...query.regions],
    priceFrom: query.priceFrom ?? null,
    priceTo: query.priceTo ?? null,
    keywords: q ? [q] : [],
    frequency,
  }
}

/** A name the dialog proposes for a saved search: the text and the first filters, e.g. "penzion · Jihomoravský kraj". */
export function suggestedSearchName(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p?.trim()))
    .join(' · ')
    .slice(0, 100)
}
