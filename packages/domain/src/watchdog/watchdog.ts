import { normalizeForSearch } from '../czech-format/search.ts'
import type { OfferKind } from '../offers/offer-catalogue.ts'

export interface WatchdogListing {
  kind: OfferKind
  category: string
  region: string | null
  pubPrice: number | null
  pubName: string
  pubNameSecondary?: string | null
  pubKeywords: readonly string[]
  pubDescription?: string | null
  city?: string | null
}

export interface WatchdogCriteria {
  /** What the watchdog watches; investment opportunities unless said otherwise. */
  kind?: OfferKind
  /** Empty: any category. */
  categories: readonly string[]
  /** Empty: any region. */
  regions: readonly string[]
  priceFrom: number | null
  priceTo: number | null
  /** Empty: no keyword filter; otherwise any one keyword is enough. */
  keywords: readonly string[]
}

function inPriceRange(price: number | null, from: number | null, to: number | null): boolean {
  // "Cena na dotaz" may be anything: hiding it would hide exactly the large off-market deals investors watch for.
  if (price === null) return true
  return (from === null || price >= from) && (to === null || price <= to)
}

/**
 * Does an offer match a saved search (hlídací pes)? Only offers of the watched kind match (listings by default).
 * Keywords compare without case and diacritics ("zlin" finds "Zlín") against the public texts only.
 */
export function matchesWatchdog(listing: WatchdogListing, watchdog: WatchdogCriteria): boolean {
  if (listing.kind !== (watchdog.kind ?? 'LISTING')) return false
  if (watchdog.categories.length > 0 && !watchdog.categories.includes(listing.category)) return false
  if (
    watchdog.regions.length > 0 &&
    (listing.region === null || !watchdog.regions.includes(listing.region))
  ) {
    return false
  }
  if (!inPriceRange(listing.pubPrice, watchdog.priceFrom, watchdog.priceTo)) return false
  const keywords = watchdog.keywords.map(normalizeForSearch).filter(Boolean)
  if (keywords.length === 0) return true
  const text = normalizeForSearch(
    [
      listing.pubName,
      listing.pubNameSecondary ?? '',
      listing.pubKeywords.join(' '),
      listing.pubDescription ?? '',
      listing.city ?? '',
    ].join(' '),
  )
  return keywords.some((k) => text.includes(k))
}

export const WATCHDOG_FREQUENCIES = ['IMMEDIATE', 'DAILY', 'WEEKLY', 'PAUSED'] as const
export type WatchdogFrequency = (typeof WATCHDOG_FREQUENCIES)[number]
export const WATCHDOG_FREQUENCY_LABELS: Readonly<Record<WatchdogFrequency, string>> = {
  IMMEDIATE: 'Ihned',
  DAILY: 'Denní souhrn',
  WEEKLY: 'Týdenní souhrn',
  PAUSED: 'Pozastaveno',
}

/** The frequencies that send alerts: what a paused watchdog comes back to. */
export const ACTIVE_WATCHDOG_FREQUENCIES = ['IMMEDIATE', 'DAILY', 'WEEKLY'] as const
export type ActiveWatchdogFrequency = (typeof ACTIVE_WATCHDOG_FREQUENCIES)[number]

/**
 * The frequency "Obnovit" restores (docs/decisions/1120-watchdog-resume-frequency.md): a watchdog being paused keeps
 * the one it had, a paused one keeps what it kept (IMMEDIATE when it was paused from the start), an active one needs
 * none. The database's trigger watchdog_keep_resume_frequency does the same for the server; the mock calls this.
 */
export function resumeFrequencyAfter(
  current: { frequency: WatchdogFrequency; resumeFrequency: ActiveWatchdogFrequency | null } | null,
  next: WatchdogFrequency,
): ActiveWatchdogFrequency | null {
  if (next !== 'PAUSED') return null
  if (current === null) return 'IMMEDIATE'
  return current.frequency === 'PAUSED' ? (current.resumeFrequency ?? 'IMMEDIATE') : current.frequency
}

/** What a watchdog reports, each switchable (docs/decisions/1021-watchdog-events.md). */
export const WATCHDOG_EVENTS = ['NEW', 'PRICE_DROP', 'CLOSED', 'CHANGED'] as const
export type WatchdogEvent = (typeof WATCHDOG_EVENTS)[number]
export const WATCHDOG_EVENT_LABELS: Readonly<Record<WatchdogEvent, string>> = {
  NEW: 'Nová odpovídající nabídka',
  PRICE_DROP: 'Snížení ceny',
  CLOSED: 'Stažení nebo uzavření nabídky',
  CHANGED: 'Změna odemčené nabídky',
}

/**
 * The keyword the browse link ("Zobrazit odpovídající nabídky") can search for (docs/decisions/1025). Browse requires
 * every word of its `q`, a watchdog any one keyword, so joining the keywords would show only offers with all of them
 * and hide most matches. The link therefore searches for the first keyword; `leftOut` are the others, which the
 * screen names so nobody takes the list for everything the watchdog watches.
 */
export function watchdogBrowseKeyword(keywords: readonly string[]): {
  q: string | undefined
  leftOut: readonly string[]
} {
  const words = keywords.map((k) => k.trim()).filter(Boolean)
  return { q: words[0], leftOut: words.slice(1) }
}
