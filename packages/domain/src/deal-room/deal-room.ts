import { addDays, type IsoDate } from '../calendar/calendar-date.ts'
import { csvCell } from '../crm/contact-export.ts'
import { formatDateTime } from '../czech-format/dates.ts'
import type { OfferKind } from '../offers/offer-catalogue.ts'
import { tierById } from '../tiers/tiers.ts'
import { type OfferLead, STATS_DAYS, type StatsCounts, type StatsDay } from './deal-room.schema.ts'

/*
 * The deal room's pure rules (docs/product/deal-room.md): preference-profile matching, the lead's label, the 30-day
 * series, the CSV of the lead list and the CRM contact made from a lead.
 */

export interface PreferenceProfile {
  categories: readonly string[]
  regions: readonly string[]
  amountFrom: number | null
  amountTo: number | null
}

export interface DemandOffer {
  kind: OfferKind
  category: string | null
  region: string | null
  pubPrice: number | null
}

/**
 * Does an offer fit an investor's preference profile (GET/PUT /api/investment-preferences)? Only listings; a profile
 * that states nothing fits nothing (it is not a signal of demand); each stated criterion must fit; a price on request
 * fits any amount, as for watchdogs. The database's preference_profiles_matching_count applies the same rules.
 */
export function matchesPreferenceProfile(offer: DemandOffer, prefs: PreferenceProfile): boolean {
  if (offer.kind !== 'LISTING') return false
  const states =
    prefs.categories.length > 0 ||
    prefs.regions.length > 0 ||
    prefs.amountFrom !== null ||
    prefs.amountTo !== null
  if (!states) return false
  if (prefs.categories.length > 0 && (offer.category === null || !prefs.categories.includes(offer.category)))
    return false
  if (prefs.regions.length > 0 && (offer.region === null || !prefs.regions.includes(offer.region)))
    return false
  if (offer.pubPrice === null) return true
  return (
    (prefs.amountFrom === null || offer.pubPrice >= prefs.amountFrom) &&
    (prefs.amountTo === null || offer.pubPrice <= prefs.amountTo)
  )
}

/** "Investor č. 7, ověřený" for an anonymous lead; the name (and company) when the investor shares them. */
export function leadLabel(lead: Pick<OfferLead, 'investorNo' | 'verified' | 'name' | 'company'>): string {
  if (lead.name) return lead.company ? `${lead.name} (${lead.company})` : lead.name
  return `Investor č. ${lead.investorNo}${lead.verified ? ', ověřený' : ''}`
}

export const EMPTY_COUNTS: StatsCounts = { impressions: 0, views: 0, unlocks: 0, favourites: 0 }

/** The STATS_DAYS days ending `today`, oldest first, each with its counts (a day without any is zeros). */
export function statsSeries(
  today: IsoDate,
  byDay: ReadonlyMap<string, Partial<StatsCounts>>,
  days = STATS_DAYS,
): StatsDay[] {
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - (days - 1))
    return { day, ...EMPTY_COUNTS, ...byDay.get(day) }
  })
}

/** The sum of the series' counts. */
export function sumCounts(days: readonly StatsCounts[]): StatsCounts {
  return days.reduce<StatsCounts>(
    (sum, d) => ({
      impressions: sum.impressions + d.impressions,
      views: sum.views + d.views,
      unlocks: sum.unlocks + d.unlocks,
      favourites: sum.favourites + d.favourites,
    }),
    { ...EMPTY_COUNTS },
  )
}

export const LEAD_CSV_HEADERS = [
  'Zájemce',
  'Odemčeno',
  'Ověřený',
  'Tarif',
  'Jméno',
  'Firma',
  'E-mail',
  'Telefon',
  'Kredity vráceny',
] as const

const CRLF = '\r\n'

/** The lead list as CSV for Czech Excel: UTF-8 with a BOM, semicolons, CRLF, cells made safe (as the contact export). */
export function leadsToCsv(leads: readonly OfferLead[]): string {
  const rows: string[][] = [
    [...LEAD_CSV_HEADERS],
    ...leads.map((l) => [
      leadLabel({ ...l, company: null }),
      formatDateTime(l.unlockedAt),
      l.verified ? 'ano' : 'ne',
      tierById(l.tier).label,
      l.name ?? '',
      l.company ?? '',
      l.email ?? '',
      l.phone ?? '',
      l.refunded ? 'ano' : 'ne',
    ]),
  ]
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join(CRLF)}${CRLF}`
}

/** The file name of the export: "zajemci-nabidka-12.csv". */
export const leadsCsvFileName = (offerId: number) => `zajemci-nabidka-${offerId}.csv`

/**
 * The CRM contact a shared lead becomes ("Uložit do kontaktů"): name, company, e-mail, phone, tagged "Zájemce" and
 * linked to the offer. Null for an anonymous lead: there is nothing to save.
 */
export function leadContactInput(lead: OfferLead, offer: { id: number; name: string }) {
  if (!lead.shared || !lead.name) return null
  return {
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    tags: ['Zájemce'],
    offerIds: [offer.id],
    note: `Odemkl(a) nabídku „${offer.name}“ ${formatDateTime(lead.unlockedAt)}.`,
  }
}
