import type { Queryable } from '../db/database.ts'

/**
 * Fixed-window counters in memory. Per instance: used only where a looser limit behind a load balancer is harmless
 * (the /img load shedding). Limits that protect accounts use SharedRateLimiter.
 */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>()

  /** Counts one hit and answers whether the key is still within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
    const entry = this.#hits.get(key)
    if (!entry || entry.resetAt <= now) {
      this.#hits.set(key, { count: 1, resetAt: now + windowMs })
      this.#sweep(now)
      return limit >= 1
    }
    entry.count += 1
    return entry.count <= limit
  }

  /** Whether the key already used up its limit (without counting). */
  exceeded(key: string, limit: number, now = Date.now()): boolean {
    const entry = this.#hits.get(key)
    return !!entry && entry.resetAt > now && entry.count >= limit
  }

  reset(key: string) {
    this.#hits.delete(key)
  }

  #sweep(now: number) {
    if (this.#hits.size < 10_000) return
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key)
  }
}

const stored = (key: string, limit: number, windowMs: number) => `${key}|${limit}/${Math.round(windowMs)}`

/**
 * Fixed-window counters in Postgres (public.rate_limit_counters, migration 20261123100000_security.sql), shared by
 * every server instance on the database, so a limit holds however many instances a client spreads its tries over.
 * Only the server's own connection writes them (no grants to the API roles).
 */
export class SharedRateLimiter {
  #sinceSweep = 0
  constructor(readonly db: Queryable) {}

  /**
   * Counts one hit and answers whether the key is still within `limit` per `windowMs`. The counter is shared by the
   * instances that enforce the same limit and window (they are part of the stored key).
   */
  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    // The statement's own transaction commits without waiting for the disk: a counter is worth no WAL flush (2-3 ms
    // on each limited request); a crash of the machine forgets the last fraction of a second of hits at most
    // (docs/decisions/1750-unlock-critical-section.md). `db` is never inside a transaction here (the constructor's).
    const { rows } = await this.db.query<{ count: number }>(
      "select public.rate_limit_hit($1, $2) as count, set_config('synchronous_commit', 'off', true)",
      [stored(key, limit, windowMs), Math.round(windowMs)],
    )
    if (++this.#sinceSweep >= 500) {
      this.#sinceSweep = 0
      await this.db.query("delete from public.rate_limit_counters where reset_at < now() - interval '1 hour'")
    }
    return Number(rows[0]?.count ?? 0) <= limit
  }

  /** Whether the key already used up its limit (without counting). */
  async exceeded(key: string, limit: number, windowMs: number): Promise<boolean> {
    const { rows } = await this.db.query<{ count: number }>(
      'select count from public.rate_limit_counters where key = $1 and reset_at > now()',
      [stored(key, limit, windowMs)],
    )
    return Number(rows[0]?.count ?? 0) >= limit
  }

  /** Seconds until the key's current window ends (at least 1; 0 when it has no open window). */
  async secondsLeft(key: string, limit: number, windowMs: number): Promise<number> {
    const { rows } = await this.db.query<{ left: number }>(
      'select extract(epoch from reset_at - now())::float8 as left from public.rate_limit_counters where key = $1',
      [stored(key, limit, windowMs)],
    )
    const left = Number(rows[0]?.left ?? 0)
    return left > 0 ? Math.max(1, Math.ceil(left)) : 0
  }

  async reset(key: string, limit: number, windowMs: number) {
    await this.db.query('delete from public.rate_limit_counters where key = $1', [
      stored(key, limit, windowMs),
    ])
  }
}
