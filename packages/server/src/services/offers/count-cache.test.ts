import { SEARCH_COUNT_CAP } from '@rg/domain/czech-format'
import { type OfferListQuery, offerListQuerySchema } from '@rg/domain/offers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../../test/databases.ts'
import type { Database } from '../../db/database.ts'
import { seedCatalogue } from './catalogue-seed.ts'
import { CountCache } from './count-cache.ts'
import { BROWSE_SQL, browseParams, browsePublished, countKey } from './offer-list.ts'

// docs/decisions/1710-count-cache.md: a capped count is remembered with the catalogue version it was taken at and
// used while no published offer changed.
describe.each(backends)('remembered catalogue counts on $name', (backend) => {
  let db: Database
  let drop: () => Promise<void>

  beforeAll(async () => {
    const opened = await backend.openMigrated()
    db = opened.db
    drop = opened.drop
    await seedCatalogue(db, { listings: 600, services: 20, owners: 5 })
  })
  afterAll(() => drop?.())

  const query = (input: object): OfferListQuery => offerListQuerySchema.parse(input)
  const version = async () =>
    String((await db.query<{ v: string }>('select v from public.offer_catalogue_version')).rows[0]?.v)
  const page = (rows: { id: unknown; total: number; total_capped: boolean }[]) => ({
    total: rows[0]?.total,
    capped: rows[0]?.total_capped,
    ids: rows.filter((r) => r.id !== null).map((r) => Number(r.id)),
  })
  const SHAPES = [
    { q: 'zlin' },
    { q: 'cinzovni dum' },
    { q: 'cinz', sort: 'price-asc', page: 2 },
    { q: 'xyzzy' },
    { priceFrom: 2_000_000, priceTo: 5_000_000 },
    { priceFrom: 0, sort: 'price-desc', page: 3 },
  ]

  it('a remembered count gives the same count and page as counting again', async () => {
    const counts = new CountCache()
    for (const input of SHAPES) {
      const q = query(input)
      const counted = page(await browsePublished(db, q, {}, counts))
      const remembered = counts.get(countKey(q))
      expect(remembered, JSON.stringify(input)).toEqual({ n: expect.any(Number), version: await version() })
      expect(page(await browsePublished(db, q, {}, counts)), JSON.stringify(input)).toEqual(counted)
    }
    // plain browsing is counted exactly from the kept counts and never remembered
    const plain = query({ categories: ['REAL_ESTATE'] })
    await browsePublished(db, plain, {}, counts)
    expect(counts.get(countKey(plain))).toBeUndefined()
  })

  it('the database uses a given count only at the version it was taken at', async () => {
    const q = query({ q: 'zlin' })
    const run = async (known?: { n: number; version: string }) =>
      page((await db.query<never>(BROWSE_SQL, browseParams(q, {}, known))).rows)
    const counted = await run()
    // a count given at the current version is used as it is (here a wrong one, to see that it is not taken again)
    expect(await run({ n: 3, version: await version() })).toEqual({
      total: 3,
      capped: false,
      ids: counted.ids,
    })
    // a page at or past the given count is not read
    expect(await run({ n: 0, version: await version() })).toEqual({ total: 0, capped: false, ids: [] })
    // at any other version the count is taken again
    expect(await run({ n: 3, version: String(Number(await version()) - 1) })).toEqual(counted)
    await expect(
      db.query(BROWSE_SQL, browseParams(q, {}, { n: SEARCH_COUNT_CAP + 2, version: await version() })),
    ).rejects.toThrow(/bad known count/)
  })

  it('a change to a published offer makes a new version; a draft changes nothing; a rollback never comes back', async () => {
    const { rows } = await db.query<{ id: string }>(
      "select id from public.offers where status = 'PUBLISHED' and kind = 'LISTING' and city = 'Zlín' limit 1",
    )
    const id = Number(rows[0]?.id)
    const counts = new CountCache()
    const zlin = query({ q: 'zlin', pageSize: 100 })
    const before = page(await browsePublished(db, zlin, {}, counts))
    const v0 = await version()

    await db.query("update public.offers set status = 'PAUSED' where id = $1", [id])
    const v1 = await version()
    expect(v1).not.toBe(v0)
    const paused = page(await browsePublished(db, zlin, {}, counts))
    expect(paused.ids).not.toContain(id)
    if (!before.capped) expect(paused.total).toBe(Number(before.total) - 1)

    // not published before nor after: the version stays
    await db.query("update public.offers set pub_name = pub_name || ' ' where id = $1", [id])
    expect(await version()).toBe(v1)

    await db.query("update public.offers set status = 'PUBLISHED' where id = $1", [id])
    expect(await version()).not.toBe(v1)
    expect(page(await browsePublished(db, zlin, {}, counts))).toEqual({ ...before, ids: expect.any(Array) })

    // a version set by a transaction that rolled back is never set again
    const v2 = await version()
    let rolledBack = ''
    await db
      .transaction(async (tx) => {
        await tx.query('update public.offers set pub_price = pub_price + 1 where id = $1', [id])
        rolledBack = String(
          (await tx.query<{ v: string }>('select v from public.offer_catalogue_version')).rows[0]?.v,
        )
        throw new Error('roll back')
      })
      .catch(() => undefined)
    expect(rolledBack).not.toBe(v2)
    expect(await version()).toBe(v2)
    await db.query('update public.offers set pub_price = pub_price + 1 where id = $1', [id])
    expect([v2, rolledBack]).not.toContain(await version())
  })

  it('forgets the least recently used filter first', () => {
    const cache = new CountCache(2)
    cache.set('a', { n: 1, version: '1' })
    cache.set('b', { n: 2, version: '1' })
    cache.get('a')
    cache.set('c', { n: 3, version: '1' })
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      { n: 1, version: '1' },
      undefined,
      { n: 3, version: '1' },
    ])
    expect(cache.length).toBe(2)
  })
})
