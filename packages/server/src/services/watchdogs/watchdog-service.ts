import type { EndpointInput } from '@rg/domain/contract'
import type {
  ActiveWatchdogFrequency,
  InvestmentPreferences,
  Watchdog,
  WatchdogEvent,
  WatchdogFrequency,
} from '@rg/domain/watchdog'
import { MAX_WATCHDOGS, TOO_MANY_WATCHDOGS, WATCHDOG_NOT_FOUND } from '@rg/domain/watchdog'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { type Outcome, ok, refused } from '../outcome.ts'

type WatchdogInput = EndpointInput<'createWatchdog'>['body']

/** At most this many watchdogs per user: enough for any investor, a bound for the matching. */
const NOT_FOUND = refused(WATCHDOG_NOT_FOUND)

interface WatchdogRow {
  id: string
  name: string | null
  kind: Watchdog['kind']
  categories: string[]
  regions: string[]
  price_from: string | null
  price_to: string | null
  keywords: string[]
  frequency: WatchdogFrequency
  /** Kept by the trigger watchdog_keep_resume_frequency when the watchdog is paused (decision 1120). */
  resume_frequency: ActiveWatchdogFrequency | null
  events: WatchdogEvent[]
  created_at: Date
}

const COLUMNS =
  'id, name, kind, categories, regions, price_from, price_to, keywords, frequency, resume_frequency, events, created_at'

const toNumber = (v: string | null) => (v === null ? null : Number(v))

export function serializeWatchdog(r: WatchdogRow): Watchdog {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    categories: r.categories as Watchdog['categories'],
    regions: r.regions as Watchdog['regions'],
    priceFrom: toNumber(r.price_from),
    priceTo: toNumber(r.price_to),
    keywords: r.keywords,
    frequency: r.frequency,
    // Paused from the start, nothing was kept: it comes back immediate.
    resumeFrequency: r.frequency === 'PAUSED' ? (r.resume_frequency ?? 'IMMEDIATE') : null,
    events: r.events,
    createdAt: new Date(r.created_at).toISOString(),
  }
}

/*
 * Each act below is one transaction as the requester (RLS: only their own rows), opened here rather than in the route
 * (docs/decisions/0900-server-routes-and-services.md).
 */
type Requester = RequestClaims & { sub: string }

/** The requester's watchdogs, newest first. */
export function listWatchdogs(db: Database, claims: RequestClaims): Promise<Watchdog[]> {
  return asUser(db, claims, async (tx) => {
    const { rows } = await tx.query<WatchdogRow>(
      `select ${COLUMNS} from public.watchdogs order by created_at desc, id`,
    )
    return rows.map(serializeWatchdog)
  })
}

const values = (w: WatchdogInput) => [
  w.name,
  w.kind,
  w.categories,
  w.regions,
  w.priceFrom,
  w.priceTo,
  w.keywords,
  w.frequency,
  [...new Set(w.events)],
]

export function createWatchdog(
  db: Database,
  claims: Requester,
  input: WatchdogInput,
): Promise<Outcome<Watchdog>> {
  return asUser(db, claims, async (tx) => {
    const userId = claims.sub
    const count = Number(
      (
        await tx.query<{ n: string }>('select count(*) as n from public.watchdogs where user_id = $1', [
          userId,
        ])
      ).rows[0]?.n ?? 0,
    )
    if (count >= MAX_WATCHDOGS) {
      return refused(TOO_MANY_WATCHDOGS)
    }
    const { rows } = await tx.query<WatchdogRow>(
      `insert into public.watchdogs (user_id, name, kind, categories, regions, price_from, price_to, keywords, frequency, events)
     values ($1, $2, $3, $4::text[], $5::text[], $6::bigint, $7::bigint, $8::text[], $9, $10::text[])
     returning ${COLUMNS}`,
      [userId, ...values(input)],
    )
    return ok(serializeWatchdog(rows[0] as WatchdogRow), 201)
  })
}

export function updateWatchdog(
  db: Database,
  claims: RequestClaims,
  id: string,
  input: WatchdogInput,
): Promise<Outcome<Watchdog>> {
  return asUser(db, claims, async (tx) => {
    const { rows } = await tx.query<WatchdogRow>(
      `update public.watchdogs set name = $2, kind = $3, categories = $4::text[], regions = $5::text[],
       price_from = $6::bigint, price_to = $7::bigint, keywords = $8::text[], frequency = $9, events = $10::text[],
       updated_at = now()
     where id = $1 returning ${COLUMNS}`,
      [id, ...values(input)],
    )
    return rows[0] ? ok(serializeWatchdog(rows[0])) : NOT_FOUND
  })
}

export function deleteWatchdog(
  db: Database,
  claims: RequestClaims,
  id: string,
): Promise<Outcome<{ ok: true }>> {
  return asUser(db, claims, async (tx) => {
    const { rows } = await tx.query('delete from public.watchdogs where id = $1 returning id', [id])
    return rows[0] ? ok({ ok: true as const }) : NOT_FOUND
  })
}

interface PreferencesRow {
  amount_from: string | null
  amount_to: string | null
  horizon: InvestmentPreferences['horizon']
  risk: InvestmentPreferences['risk']
  categories: string[]
  regions: string[]
}

const serializePreferences = (r: PreferencesRow): InvestmentPreferences => ({
  amountFrom: toNumber(r.amount_from),
  amountTo: toNumber(r.amount_to),
  horizon: r.horizon,
  risk: r.risk,
  categories: r.categories as InvestmentPreferences['categories'],
  regions: r.regions as InvestmentPreferences['regions'],
})

export function getInvestmentPreferences(
  db: Database,
  claims: RequestClaims,
): Promise<InvestmentPreferences | null> {
  return asUser(db, claims, async (tx) => {
    const { rows } = await tx.query<PreferencesRow>(
      'select amount_from, amount_to, horizon, risk, categories, regions from public.investment_preferences',
    )
    return rows[0] ? serializePreferences(rows[0]) : null
  })
}

export function putInvestmentPreferences(
  db: Database,
  claims: Requester,
  p: InvestmentPreferences,
): Promise<InvestmentPreferences> {
  return asUser(db, claims, async (tx) => {
    const { rows } = await tx.query<PreferencesRow>(
      `insert into public.investment_preferences (user_id, amount_from, amount_to, horizon, risk, categories, regions)
     values ($1, $2, $3, $4, $5, $6::text[], $7::text[])
     on conflict (user_id) do update set amount_from = excluded.amount_from, amount_to = excluded.amount_to,
       horizon = excluded.horizon, risk = excluded.risk, categories = excluded.categories,
       regions = excluded.regions, updated_at = now()
     returning amount_from, amount_to, horizon, risk, categories, regions`,
      [claims.sub, p.amountFrom, p.amountTo, p.horizon, p.risk, p.categories, p.regions],
    )
    return serializePreferences(rows[0] as PreferencesRow)
  })
}
