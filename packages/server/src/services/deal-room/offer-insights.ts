import { addDays, pragueDate } from '@rg/domain/calendar'
import {
  type Demand,
  type DraftDemandInput,
  EMPTY_COUNTS,
  MAX_LEADS,
  type OfferLead,
  type OfferLeadList,
  type OfferStats,
  STATS_DAYS,
  type StatsCounts,
  statsSeries,
  sumCounts,
} from '@rg/domain/deal-room'
import { currentSubscription, type SubscriptionTerm } from '@rg/domain/subscriptions'
import type { TierId } from '@rg/domain/tiers'
import type { Database, Queryable } from '../../db/database.ts'
import { actAsViewer, type SignedIn } from '../offers/act-as-viewer.ts'
import { viewerIsAdmin } from '../offers/offer-read.ts'
import { OFFER_NOT_FOUND, type Outcome, ok } from '../outcome.ts'
import { asServiceWithin } from '../service-role.ts'
import type { OfferStatsBuffer } from './stats-buffer.ts'

/*
 * The owner's view of an own offer (docs/product/deal-room.md): analytics, demand and leads. Only the owner and admins;
 * anyone else is told the offer does not exist, as everywhere (RLS on offer_daily_stats and offer_leads() says the
 * same underneath). Demand is counted by the database's own matchers, counts only.
 */

/** The offer as its owner or an admin sees it; null for anyone else. */
async function ownOffer(tx: Queryable, id: number, viewer: { userId: string; role: string }) {
  const row = (
    await tx.query<{ owner_id: string; pub_name: string }>(
      'select owner_id, pub_name from public.offers where id = $1',
      [id],
    )
  ).rows[0]
  if (!row) return null
  return row.owner_id === viewer.userId || viewerIsAdmin(viewer as never) ? row : null
}

/**
 * Favourites per Prague day of the offer since `since`: the hearts still in place, by the day each was given (a heart
 * taken back leaves the count). Investors' favourites are private to each of them (RLS on `favourites`), so the count
 * is read as the service role, after the caller was found to be the owner or an admin; counts only, never who.
 */
export async function offerFavouritesByDay(
  tx: Queryable,
  offerId: number,
  since: string,
): Promise<Map<string, number>> {
  const rows = await asServiceWithin(
    tx,
    async (service) =>
      (
        await service.query<{ day: string; n: number }>(
          `select to_char((created_at at time zone 'Europe/Prague')::date, 'YYYY-MM-DD') as day, count(*)::int as n
           from public.favourites where offer_id = $1 and created_at >= ($2::date - 1)::timestamptz group by 1`,
          [offerId, since],
        )
      ).rows,
  )
  return new Map(rows.filter((r) => r.day >= since).map((r) => [r.day, r.n]))
}

async function demandOf(tx: Queryable, id: number): Promise<Demand> {
  const row = await asServiceWithin(
    tx,
    async (service) =>
      (
        await service.query<{ watchdogs: number; profiles: number }>(
          `select d.watchdogs, d.profiles from public.offers o, public.offer_demand_counts(o) d where o.id = $1`,
          [id],
        )
      ).rows[0],
  )
  return { watchdogs: row?.watchdogs ?? 0, preferenceProfiles: row?.profiles ?? 0 }
}

/** GET /api/my/offers/:id/stats: today, the 30 days, and the demand now. */
export async function offerStats(
  db: Database,
  claims: SignedIn,
  id: number,
  buffer: OfferStatsBuffer,
  now: Date = new Date(),
): Promise<Outcome<OfferStats>> {
  // This process's counts first, so an owner sees what just happened here; other instances flush on their timer.
  await buffer.flush(db).catch(() => undefined)
  return actAsViewer(db, claims, async (tx, viewer) => {
    if (!(await ownOffer(tx, id, viewer))) return OFFER_NOT_FOUND
    const today = pragueDate(now)
    const since = addDays(today, -(STATS_DAYS - 1))
    const byDay = new Map<string, Partial<StatsCounts>>()
    const day = (d: string) => {
      let entry = byDay.get(d)
      if (!entry) {
        entry = { ...EMPTY_COUNTS }
        byDay.set(d, entry)
      }
      return entry
    }
    const counters = await tx.query<{ day: string; impressions: string; views: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day, impressions, views from public.offer_daily_stats
       where offer_id = $1 and day >= $2::date`,
      [id, since],
    )
    for (const r of counters.rows)
      Object.assign(day(r.day), { impressions: Number(r.impressions), views: Number(r.views) })
    const unlocks = await tx.query<{ day: string; n: number }>(
      `select to_char((created_at at time zone 'Europe/Prague')::date, 'YYYY-MM-DD') as day, count(*)::int as n
       from public.offer_unlocks where offer_id = $1 and created_at >= ($2::date - 1)::timestamptz group by 1`,
      [id, since],
    )
    for (const r of unlocks.rows) day(r.day).unlocks = r.n
    for (const [d, n] of await offerFavouritesByDay(tx, id, since)) day(d).favourites = n
    const days = statsSeries(today, byDay)
    return ok({
      offerId: id,
      today: sumCounts(days.slice(-1)),
      last30: sumCounts(days),
      demand: await demandOf(tx, id),
      days,
    })
  })
}

/** POST /api/my/offers/demand: what a draft as it stands would match; the requester's own watchdogs never count. */
export function draftDemand(
  db: Database,
  claims: SignedIn,
  draft: DraftDemandInput,
): Promise<Outcome<Demand>> {
  return actAsViewer(db, claims, async (tx, viewer) => {
    const record = {
      kind: draft.kind,
      category: draft.category,
      region: draft.region,
      pub_price: draft.pubPrice,
      pub_name: draft.pubName,
      pub_name_secondary: draft.pubNameSecondary,
      pub_keywords: draft.pubKeywords,
      pub_description: draft.pubDescription,
      city: draft.city,
      owner_id: viewer.userId,
    }
    const row = await asServiceWithin(
      tx,
      async (service) =>
        (
          await service.query<{ watchdogs: number; profiles: number }>(
            `select d.watchdogs, d.profiles
             from public.offer_demand_counts(jsonb_populate_record(null::public.offers, $1::jsonb)) d`,
            [JSON.stringify(record)],
          )
        ).rows[0],
    )
    return ok({ watchdogs: row?.watchdogs ?? 0, preferenceProfiles: row?.profiles ?? 0 })
  })
}

interface LeadRow {
  investor_no: number
  unlocked_at: Date | string
  refunded_at: Date | string | null
  shares: boolean
  verified: boolean
  subscriptions: Array<{ tier: TierId; term: SubscriptionTerm; startsAt: string }>
  first_name: string | null
  last_name: string | null
  company_name: string | null
  email: string | null
  phone: string | null
}

/** GET /api/my/offers/:id/leads: newest first, identity only where the unlock shares it (offer_leads() decides). */
export function offerLeads(
  db: Database,
  claims: SignedIn,
  id: number,
  now: Date = new Date(),
): Promise<Outcome<OfferLeadList>> {
  return actAsViewer(db, claims, async (tx, viewer) => {
    if (!(await ownOffer(tx, id, viewer))) return OFFER_NOT_FOUND
    const rows = (await tx.query<LeadRow>('select * from public.offer_leads($1)', [id])).rows
    const total = Number(
      (
        await tx.query<{ n: number }>(
          'select count(*)::int as n from public.offer_unlocks where offer_id = $1',
          [id],
        )
      ).rows[0]?.n ?? 0,
    )
    const today = pragueDate(now)
    const items: OfferLead[] = rows.map((r) => {
      const name = [r.first_name, r.last_name].filter(Boolean).join(' ').trim()
      return {
        investorNo: r.investor_no,
        unlockedAt: new Date(r.unlocked_at).toISOString(),
        verified: r.verified,
        tier: currentSubscription(r.subscriptions, today)?.tier ?? 'USAGE',
        shared: r.shares,
        refunded: r.refunded_at !== null,
        name: r.shares ? name || r.email : null,
        company: r.shares ? r.company_name : null,
        email: r.shares ? r.email : null,
        phone: r.shares ? r.phone : null,
      }
    })
    return ok({ items, truncated: total > MAX_LEADS })
  })
}
