import { BROWSE_COUNT_CAP, SEARCH_COUNT_CAP } from '@rg/domain/czech-format'
import { offerListQuerySchema, recommendOffers } from '@rg/domain/offers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../../test/databases.ts'
import type { Database } from '../../db/database.ts'
import { BROWSE_SHAPES } from './browse-shapes.ts'
import { seedCatalogue } from './catalogue-seed.ts'
import { RECOMMENDED_COUNT } from './offer-browse.ts'
import { BROWSE_SQL, browseParams } from './offer-list.ts'

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  Plans?: PlanNode[]
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)]
/** Each node with the node above it. */
const withParents = (n: PlanNode, parent?: PlanNode): [PlanNode, PlanNode | undefined][] => [
  [n, parent],
  ...(n.Plans ?? []).flatMap((c) => withParents(c, n)),
]

// The planner chooses honestly at a realistic size: 20 000 listings and 1 000 services, analyzed, no planner settings
// changed. PGlite is skipped: the same migrations, but its planner statistics at this size take minutes to build.
const postgres = backends.find((b) => b.name === 'postgres')

describe.skipIf(!postgres)('browse and search at scale (real Postgres, 21 000 offers)', () => {
  let db: Database
  let drop: () => Promise<void>

  beforeAll(async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).openMigrated()
    db = opened.db
    drop = opened.drop
    await seedCatalogue(db, { listings: 20_000, services: 1_000 })
    await db.exec('vacuum analyze public.offers')
  }, 180_000)
  afterAll(() => drop?.())

  for (const shape of BROWSE_SHAPES) {
    it(`${shape.name}: every statement reads offers through an index or stops early`, async () => {
      const query = offerListQuerySchema.parse(shape.query)
      const [filter, sort, limit, offset, cap] = browseParams(query)
      const sql = (
        await db.query<Record<string, string | null>>(
          'select * from public.browse_published_offers_sql($1::jsonb, $2, $3)',
          [filter, sort, cap],
        )
      ).rows[0] as Record<string, string | null>
      // The statements browse_published_offers runs for this shape, with the values it binds: a search is one
      // statement (docs/decisions/1440-search-words.md), browsing the count and the page; the count not yet known
      // (docs/decisions/1710-count-cache.md).
      const statements: [string, unknown[]][] = sql.search_sql
        ? [[sql.search_sql, [limit, offset, null, 1]]]
        : [
            [sql.count_sql as string, []],
            [sql.page_sql as string, [0, false, limit, offset, null]],
          ]
      const offers = Number(
        (await db.query<{ n: string }>('select count(*) as n from public.offers')).rows[0]?.n,
      )
      let indexed = 0
      for (const [statement, params] of statements) {
        const plan = (
          await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            `explain (analyze, format json) ${statement}`,
            params,
          )
        ).rows[0]?.['QUERY PLAN'][0].Plan as PlanNode
        // A sequential scan of offers only under a limit that stops it early (a search's count of "any cap + 1
        // matches" when most offers match): it reads at most a tenth of the table, never all of it.
        const seq = withParents(plan).filter(
          ([n]) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'offers',
        )
        for (const [n, parent] of seq) {
          const read =
            ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1)
          expect(parent?.['Node Type'], `${shape.name}: ${statement}`).toBe('Limit')
          expect(read, `${shape.name}: ${statement}`).toBeLessThanOrEqual(offers / 10)
        }
        indexed += nodes(plan).filter(
          (n) => /Index/.test(n['Node Type']) && n['Index Name']?.startsWith('offers_'),
        ).length
      }
      expect(indexed).toBeGreaterThan(0)
    })
  }

  it('answers each shape with its count and a full page, search ranked by whole words first', async () => {
    const run = async (input: object) => {
      const query = offerListQuerySchema.parse(input)
      const { rows } = await db.query<{
        total: number
        total_capped: boolean
        id: string | null
        pub_name: string
      }>(BROWSE_SQL, browseParams(query))
      return {
        total: rows[0]?.total ?? 0,
        capped: rows[0]?.total_capped ?? false,
        names: rows.filter((r) => r.id !== null).map((r) => r.pub_name),
      }
    }
    const exact = Number(
      (
        await db.query<{ n: string }>(
          "select count(*) as n from public.offers where status = 'PUBLISHED' and kind = 'LISTING'",
        )
      ).rows[0]?.n,
    )
    const browse = await run({})
    expect(browse.total).toBe(exact)
    expect(browse.names).toHaveLength(20)
    // "cinz" is a prefix while typing: it finds "Činžovní dům" (and, among services, "Správa činžovních domů").
    const cinz = await run({ q: 'cinz' })
    const cinzExact = Number(
      (
        await db.query<{ n: string }>(
          "select count(*) as n from public.offers where status = 'PUBLISHED' and kind = 'LISTING' and search_text ~ ' cinz'",
        )
      ).rows[0]?.n,
    )
    expect(cinzExact).toBeGreaterThan(20)
    expect(cinz).toMatchObject({
      total: Math.min(cinzExact, SEARCH_COUNT_CAP),
      capped: cinzExact > SEARCH_COUNT_CAP,
    })
    expect(cinz.names).toHaveLength(20)
    expect(cinz.names.every((n) => n.startsWith('Činžovní'))).toBe(true)
    // Whole words first: "zlin" lists offers in Zlín before those in the Zlínský region's other cities.
    const zlin = await run({ q: 'zlin', pageSize: 100 })
    const inZlin = zlin.names.filter((n) => n.endsWith('– Zlín')).length
    expect(inZlin).toBeGreaterThan(0)
    expect(zlin.names.slice(0, inZlin).every((n) => n.endsWith('– Zlín'))).toBe(true)
    // The rest follows on the pages after the last whole-word match, with no gap and no repeat (a category keeps the
    // boundary within the pages a search reaches).
    const exactZlin = Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from public.offers
           where status = 'PUBLISHED' and kind = 'LISTING' and city = 'Zlín' and category = 'COMPANY_SHARE'`,
        )
      ).rows[0]?.n,
    )
    const boundary = Math.floor(exactZlin / 20) + 1
    expect(boundary * 20).toBeLessThanOrEqual(SEARCH_COUNT_CAP)
    const zlinShares = (page: number) => run({ q: 'zlin', categories: ['COMPANY_SHARE'], page })
    const [before, at] = [await zlinShares(boundary - 1), await zlinShares(boundary)]
    expect(before.names.every((n) => n.endsWith('– Zlín'))).toBe(true)
    expect(at.names.slice(0, exactZlin % 20).every((n) => n.endsWith('– Zlín'))).toBe(true)
    expect(at.names.slice(exactZlin % 20).some((n) => n.endsWith('– Zlín'))).toBe(false)
    expect(at.names).toHaveLength(20)
    // Beyond the first BROWSE_COUNT_CAP results there are no pages, only the count.
    const beyond = await run({ page: BROWSE_COUNT_CAP / 20 + 1 })
    expect(beyond).toEqual({ total: exact, capped: false, names: [] })
    // A price range over more than the cap says "more than"; a narrow one counts exactly.
    const wide = await run({ priceFrom: 0 })
    expect(wide).toMatchObject({ total: BROWSE_COUNT_CAP, capped: true })
    expect(wide.names).toHaveLength(20)
    const narrowExact = Number(
      (
        await db.query<{ n: string }>(
          "select count(*) as n from public.offers where status = 'PUBLISHED' and kind = 'LISTING' and pub_price between 5000000 and 6000000",
        )
      ).rows[0]?.n,
    )
    expect(await run({ priceFrom: 5_000_000, priceTo: 6_000_000 })).toMatchObject({
      total: narrowExact,
      capped: false,
    })
  })

  // "Doporučené pro vás" (docs/decisions/1121): the candidates come from index walks that stop early, and ranking
  // them gives what ranking every published listing would.
  const RECOMMENDATION_CASES = [
    { categories: ['REAL_ESTATE'], regions: ['CZ-63'], amountFrom: null, amountTo: 5_000_000 },
    {
      categories: ['COMPANY_SHARE', 'DEVELOPMENT_PROJECT'],
      regions: ['CZ-64', 'CZ-72'],
      amountFrom: 1_000_000,
      amountTo: 3_000_000,
    },
    { categories: [], regions: [], amountFrom: 190_000_000, amountTo: null },
    { categories: ['OTHER_OPPORTUNITY'], regions: [], amountFrom: null, amountTo: null },
  ]
  const candidateArgs = (p: (typeof RECOMMENDATION_CASES)[number]) => [
    p.categories,
    p.regions,
    p.amountFrom,
    p.amountTo,
    '00000000-0000-4000-8000-000000000001',
    RECOMMENDED_COUNT,
  ]

  it('recommendation candidates: every arm reads offers through an index', async () => {
    const source = (
      await db.query<{ prosrc: string }>(
        "select prosrc from pg_proc where proname = 'recommendation_candidates'",
      )
    ).rows[0]?.prosrc as string
    // The one statement of the PL/pgSQL function: `return query <statement>;`.
    const body = source.slice(source.indexOf('return query') + 'return query'.length, source.lastIndexOf(';'))
    // The function's statement with its parameters bound as they are when it runs.
    const statement = [
      ['categories', '$1::text[]'],
      ['regions', '$2::text[]'],
      ['amount_from', '$3::bigint'],
      ['amount_to', '$4::bigint'],
      ['exclude_owner', '$5::uuid'],
      ['lim', '$6::int'],
    ].reduce((sql, [name, param]) => sql.replace(new RegExp(`\\b${name}\\b`, 'g'), param as string), body)
    for (const prefs of RECOMMENDATION_CASES) {
      const plan = (
        await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (format json) ${statement}`,
          candidateArgs(prefs),
        )
      ).rows[0]?.['QUERY PLAN'][0].Plan as PlanNode
      const all = nodes(plan)
      const seq = all.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'offers')
      expect(seq, JSON.stringify(prefs)).toEqual([])
      expect(all.some((n) => n['Index Name']?.startsWith('offers_pub_'))).toBe(true)
    }
  })

  it('recommendation candidates ranked by the domain equal the domain ranking every published listing', async () => {
    const { rows } = await db.query<{
      id: string
      category: string
      region: string | null
      pub_price: string | null
    }>(
      `select id, category, region, pub_price from public.offers
       where status = 'PUBLISHED' and kind = 'LISTING' and owner_id <> $1
       order by published_at desc nulls last, id desc`,
      ['00000000-0000-4000-8000-000000000001'],
    )
    const asCandidate = (r: (typeof rows)[number]) => ({
      id: Number(r.id),
      kind: 'LISTING' as const,
      category: r.category,
      region: r.region,
      pubPrice: r.pub_price === null ? null : Number(r.pub_price),
    })
    const all = rows.map(asCandidate)
    for (const prefs of RECOMMENDATION_CASES) {
      const candidates = (
        await db.query<(typeof rows)[number]>(
          `select id, category, region, pub_price
           from public.recommendation_candidates($1::text[], $2::text[], $3, $4, $5, $6)`,
          candidateArgs(prefs),
        )
      ).rows.map(asCandidate)
      const best = recommendOffers(all, prefs, RECOMMENDED_COUNT).map((o) => o.id)
      expect(best.length, JSON.stringify(prefs)).toBe(RECOMMENDED_COUNT)
      expect(recommendOffers(candidates, prefs, RECOMMENDED_COUNT).map((o) => o.id)).toEqual(best)
      // Bounded: a few hundred candidates at most, whatever the catalogue's size.
      expect(candidates.length).toBeLessThanOrEqual(RECOMMENDED_COUNT * 17)
    }
  })

  it('keeps offer_counts and offer_place_counts equal to the published offers through publish, edit and delete', async () => {
    await db.exec(
      `update public.offers set status = 'PUBLISHED', published_at = now() where status = 'PENDING'`,
    )
    await db.exec(`update public.offers set region = 'CZ-10' where id % 7 = 0`)
    await db.exec(`update public.offers set city = 'Kutná Hora' where id % 13 = 0`)
    await db.exec(`delete from public.offers where id % 11 = 0`)
    const { rows } = await db.query<{
      kind: string
      category: string
      region: string
      n: string
      actual: string
    }>(
      `select c.kind, c.category, c.region, c.n, count(o.id) as actual
       from public.offer_counts c left join public.offers o on o.kind = c.kind and o.category = c.category
         and coalesce(o.region, '') = c.region and o.status = 'PUBLISHED'
       group by 1, 2, 3, 4 having c.n <> count(o.id)`,
    )
    expect(rows).toEqual([])
    // the map's counts (docs/decisions/1663-map-counts-kept.md): no place missing, none extra, none off
    const places = await db.query(
      `with actual as (
         select kind, category, coalesce(region, '') as region, coalesce(city, '') as city, count(*) as n
         from public.offers where status = 'PUBLISHED' group by 1, 2, 3, 4),
       kept as (select kind, category, region, city, n from public.offer_place_counts where n <> 0)
       select * from actual full join kept using (kind, category, region, city)
       where actual.n is distinct from kept.n`,
    )
    expect(places.rows).toEqual([])
  })
})
