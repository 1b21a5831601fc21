/** Lower case without diacritics and with single spaces, so "Zlín" and "zlin" compare equal. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** At most this many words of a query are searched for; the rest is ignored. */
export const SEARCH_MAX_WORDS = 10

/**
 * The words of a search query: normalized (no case, no diacritics) and split at anything that is not a letter or a
 * digit, so "Činžovní dům, Zlín!" is ["cinzovni", "dum", "zlin"]. Only these ever reach SQL (docs/decisions/0851).
 */
export function searchWords(query: string): string[] {
  return normalizeForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS)
}

/**
 * Every word of the query occurs somewhere in the text, ignoring case and diacritics. A word matches inside a longer
 * one, so a prefix typed so far ("cinz") already finds "Činžovní".
 */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = normalizeForSearch(text)
  return searchWords(query).every((word) => haystack.includes(word))
}

/**
 * What the catalogue's search matches (docs/decisions/1440-search-words.md): every word of the query but the last is
 * a whole word of the text, the last one (being typed) starts a word of it, so "cinz" and "cinzovni d" find
 * "Činžovní dům" but "inzovni" finds nothing; or the word occurs in one of the `labels` (the offer's region and
 * category, which the server matches by their Czech label, decision 0500). The server applies the same rule in SQL.
 */
export function matchesSearchWords(text: string, query: string, labels: readonly string[] = []): boolean {
  const tokens = normalizeForSearch(text).split(/[^\p{L}\p{N}]+/u)
  const whole = new Set(tokens)
  const names = labels.map(normalizeForSearch)
  const words = searchWords(query)
  return words.every(
    (word, i) =>
      whole.has(word) ||
      (i === words.length - 1 && tokens.some((t) => t.startsWith(word))) ||
      names.some((name) => name.includes(word)),
  )
}

/**
 * Whether the text holds every word of the query as a whole word: such offers are listed first ("zlin" puts an offer
 * in Zlín before one that matches only through "Zlínský"), then the rest, each group in the chosen sort. The server
 * applies the same rule in SQL (docs/decisions/0851-search-words.md).
 */
export function matchesWholeWords(text: string, query: string): boolean {
  const tokens = new Set(normalizeForSearch(text).split(/[^\p{L}\p{N}]+/u))
  return searchWords(query).every((word) => tokens.has(word))
}

/** Counts above this are shown as "více než 10 000" and pages reach only this many results (docs/decisions/0852). */
export const BROWSE_COUNT_CAP = 10_000

/**
 * A search counts its matches exactly up to this many ("více než 200" above) and pages reach as far: counting a
 * search reads the matching rows themselves, so the cap bounds its cost (docs/decisions/0852).
 */
export const SEARCH_COUNT_CAP = 200

/** What a catalogue query's count is capped at: a search at SEARCH_COUNT_CAP, anything else at BROWSE_COUNT_CAP. */
export function browseCountCap(query: { q?: string | undefined }): number {
  return query.q && searchWords(query.q).length ? SEARCH_COUNT_CAP : BROWSE_COUNT_CAP
}

/**
 * The count a catalogue page shows and how far its pages reach, for `matches` matching offers (docs/decisions/0852):
 * plain browsing is counted exactly, a search or price bounds only up to the cap (`capped`: more match than `total`);
 * pages reach the first `reachable` results either way. The server computes the same in SQL.
 */
export function browseCount(
  matches: number,
  query: { q?: string | undefined; priceFrom?: number | undefined; priceTo?: number | undefined },
): { total: number; capped: boolean; reachable: number } {
  const cap = browseCountCap(query)
  const exact =
    !(query.q && searchWords(query.q).length) && query.priceFrom === undefined && query.priceTo === undefined
  const capped = !exact && matches > cap
  return { total: capped ? cap : matches, capped, reachable: Math.min(matches, cap) }
}
