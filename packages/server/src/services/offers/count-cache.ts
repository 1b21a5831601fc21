import type { Database } from '../../db/database.ts'

/** What a capped count found (0 to cap + 1) and the catalogue version it was found at. */
export interface RememberedCount {
  n: number
  version: string
}

/** How many filters' counts one server remembers: the least recently used is forgotten first. */
export const COUNT_CACHE_SIZE = 2_000

/**
 * The capped counts of the catalogue (a search, price bounds, another owner excluded) by filter, each with the
 * catalogue version it was taken at: public.browse_published_offers takes the count again only when a published offer
 * changed since (docs/decisions/1710-count-cache.md). A count is never older than the catalogue it describes.
 */
export class CountCache {
  private readonly entries = new Map<string, RememberedCount>()

  constructor(readonly size = COUNT_CACHE_SIZE) {}

  get(key: string): RememberedCount | undefined {
    const found = this.entries.get(key)
    if (found) {
      this.entries.delete(key)
      this.entries.set(key, found)
    }
    return found
  }

  set(key: string, count: RememberedCount): void {
    this.entries.delete(key)
    this.entries.set(key, count)
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  get length(): number {
    return this.entries.size
  }
}

const caches = new WeakMap<Database, CountCache>()

/** The counts remembered for one database (versions of different databases say nothing about each other). */
export function countCacheOf(db: Database): CountCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = new CountCache()
    caches.set(db, cache)
  }
  return cache
}
