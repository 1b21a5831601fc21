/**
 * Fixed-window counters in memory. Per instance: behind a load balancer each instance counts on its own, which
 * only makes the limits looser; the per-address e-mail limit (one mail a minute) lives in the database instead.
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
