import { pragueDate } from '@rg/domain/calendar'
import { asService } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'

/*
 * Teaser impressions and detail views per offer and Prague day (docs/decisions/1502-offer-stats-counters.md). Browse
 * answers at 200 req/s must not wait on a write, so a request only adds to counters in this process's memory (a Map
 * update per offer on the page, no I/O); a job flushes them every STATS_FLUSH_MS as one upsert that adds to the day's
 * row. Several instances each flush their own counts, and adding is commutative, so they never overwrite each other.
 * A crash loses at most one interval's counts, which is acceptable for analytics (not for money).
 */

/** How often the job writes the buffered counts. */
export const STATS_FLUSH_MS = 10_000
/** Distinct (offer, day) pairs held at most between flushes; beyond it new pairs are dropped and counted as dropped. */
export const STATS_MAX_KEYS = 200_000

type Counts = { impressions: number; views: number }

export class OfferStatsBuffer {
  private counts = new Map<string, Counts>()
  private day = ''
  private dayUntil = 0
  /** Counts not kept because the buffer was full (for the log and the tests). */
  dropped = 0

  constructor(
    private readonly maxKeys = STATS_MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The Prague day, computed at most once a minute (Intl formatting per request would cost more than the counting). */
  private today(): string {
    const t = this.now()
    if (t >= this.dayUntil) {
      this.day = pragueDate(new Date(t))
      this.dayUntil = t + 60_000 - (t % 60_000)
    }
    return this.day
  }

  private add(offerId: number, field: keyof Counts, n: number) {
    const key = `${offerId}|${this.today()}`
    const entry = this.counts.get(key)
    if (entry) entry[field] += n
    else if (this.counts.size < this.maxKeys)
      this.counts.set(key, { impressions: 0, views: 0, [field]: n } as Counts)
    else this.dropped += n
  }

  /** The teasers of one browse answer were shown once each. */
  impressions(offerIds: readonly number[]): void {
    for (const id of offerIds) this.add(id, 'impressions', 1)
  }

  /** One detail view (by someone other than the owner or an admin). */
  view(offerId: number): void {
    this.add(offerId, 'views', 1)
  }

  /** How many (offer, day) pairs wait for the flush. */
  get size(): number {
    return this.counts.size
  }

  /**
   * Writes what is buffered in one statement and empties the buffer; on failure the counts go back into the buffer
   * (added to what arrived meanwhile), so the next flush retries them. Offers deleted meanwhile are skipped.
   */
  async flush(db: Database): Promise<number> {
    if (this.counts.size === 0) return 0
    const batch = this.counts
    this.counts = new Map()
    const ids: number[] = []
    const days: string[] = []
    const impressions: number[] = []
    const views: number[] = []
    for (const [key, c] of batch) {
      const [id, day] = key.split('|')
      ids.push(Number(id))
      days.push(day as string)
      impressions.push(c.impressions)
      views.push(c.views)
    }
    try {
      await asService(db, (tx) =>
        tx.query(
          `insert into public.offer_daily_stats (offer_id, day, impressions, views)
           select b.offer_id, b.day, b.impressions, b.views
           from unnest($1::bigint[], $2::date[], $3::bigint[], $4::bigint[]) as b(offer_id, day, impressions, views)
           join public.offers o on o.id = b.offer_id
           on conflict (offer_id, day) do update set
             impressions = public.offer_daily_stats.impressions + excluded.impressions,
             views = public.offer_daily_stats.views + excluded.views`,
          [ids, days, impressions, views],
        ),
      )
    } catch (error) {
      for (const [key, c] of batch) {
        const entry = this.counts.get(key)
        if (entry) {
          entry.impressions += c.impressions
          entry.views += c.views
        } else this.counts.set(key, c)
      }
      throw error
    }
    return batch.size
  }
}
