import { endpointUrl } from '@rg/domain/contract'
import {
  categoryLabel,
  offerListResponseSchema,
  type RecommendationPreferences,
  recommendationReason,
  recommendOffers,
  regionLabel,
} from '@rg/domain/offers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { RECOMMENDED_COUNT } from './offer-browse.ts'

/*
 * "Doporučené pro vás" (docs/decisions/1121-recommendations-in-the-database.md): chosen by the preferences among every
 * published listing, not among the newest hundred.
 */
describe.each(backends)('recommended offers on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'VERIFIED')
  })
  afterAll(() => server?.close())

  /** A listing (or service) as it would be after publication `daysAgo` days ago; its id. */
  const offer = async (o: {
    name: string
    category: string
    region: string | null
    price: number | null
    daysAgo: number
    kind?: 'LISTING' | 'SERVICE'
    status?: string
    ownerId?: string
  }) => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.offers (owner_id, kind, status, category, pub_name, region, pub_price, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8)) returning id`,
      [
        o.ownerId ?? owner.id,
        o.kind ?? 'LISTING',
        o.status ?? 'PUBLISHED',
        o.category,
        o.name,
        o.region,
        o.price,
        o.daysAgo,
      ],
    )
    return Number(rows[0]?.id)
  }
  const recommended = async (user: ApiUser) => {
    const res = await user.api(endpointUrl('recommendedOffers'))
    expect(res.status).toBe(200)
    return offerListResponseSchema.parse(await res.json()).items
  }
  const prefer = async (user: ApiUser, prefs: Partial<RecommendationPreferences>) => {
    const res = await user.json(endpointUrl('putInvestmentPreferences'), 'PUT', prefs)
    expect(res.status).toBe(200)
  }
  const label = { category: categoryLabel, region: regionLabel }

  it('picks the best matches among all published listings, an old one before a hundred newer misses', async () => {
    const user = await apiUser(server, 'VERIFIED')
    // Two years old, and everything the user asked for: Vysočina, real estate, up to 5 million.
    const best = await offer({
      name: 'Statek',
      category: 'REAL_ESTATE',
      region: 'CZ-63',
      price: 4_500_000,
      daysAgo: 730,
    })
    // A year old: the right region and category, too dear.
    const dear = await offer({
      name: 'Zámeček',
      category: 'REAL_ESTATE',
      region: 'CZ-63',
      price: 9_000_000,
      daysAgo: 365,
    })
    // A year old: region and price, another category.
    const share = await offer({
      name: 'Podíl',
      category: 'COMPANY_SHARE',
      region: 'CZ-63',
      price: 1_000_000,
      daysAgo: 300,
    })
    // 150 newer listings that meet none of the preferences (browse's newest hundred were all of these).
    await server.db.query(
      `insert into public.offers (owner_id, kind, status, category, pub_name, region, pub_price, published_at)
       select $1, 'LISTING', 'PUBLISHED', 'FINANCIAL_CONTRACT', 'Smlouva ' || g, 'CZ-10', 50000000,
         now() - make_interval(mins => g)
       from generate_series(1, 150) g`,
      [owner.id],
    )
    // Newer ones meeting one criterion each: fill the list after the better ones, newest first.
    const category = await offer({
      name: 'Byt v Praze',
      category: 'REAL_ESTATE',
      region: 'CZ-10',
      price: 20_000_000,
      daysAgo: 2,
    })
    const cheap = await offer({
      name: 'Pohledávka',
      category: 'FINANCIAL_CONTRACT',
      region: 'CZ-10',
      price: 100_000,
      daysAgo: 1,
    })
    // Never recommended: the user's own listing, a paused one, a service, all matching everything.
    await offer({
      name: 'Můj statek',
      category: 'REAL_ESTATE',
      region: 'CZ-63',
      price: 4_000_000,
      daysAgo: 3,
      ownerId: user.id,
    })
    await offer({
      name: 'Pozastavený',
      category: 'REAL_ESTATE',
      region: 'CZ-63',
      price: 4_000_000,
      daysAgo: 3,
      status: 'PAUSED',
    })
    await offer({
      name: 'Služba',
      category: 'REAL_ESTATE',
      region: 'CZ-63',
      price: 4_000_000,
      daysAgo: 3,
      kind: 'SERVICE',
    })

    const prefs = { categories: ['REAL_ESTATE'], regions: ['CZ-63'], amountFrom: null, amountTo: 5_000_000 }
    await prefer(user, prefs)
    const items = await recommended(user)
    // Score 5, 4, 3 (region and price), then the two with one criterion, newest first: the category (2) before the
    // price alone (1). Nothing that meets no preference.
    expect(items.map((o) => o.id)).toEqual([best, dear, share, category, cheap])
    expect(items.map((o) => recommendationReason(o, { ...prefs }, label))).toEqual([
      'Kraj Vysočina, Nemovitost, do 5 mil. Kč',
      'Kraj Vysočina, Nemovitost',
      'Kraj Vysočina, do 5 mil. Kč',
      'Nemovitost',
      'do 5 mil. Kč',
    ])

    // The same as the domain's rule over every published listing of others.
    const { rows } = await server.db.query<{
      id: string
      category: string
      region: string | null
      pub_price: string | null
    }>(
      `select id, category, region, pub_price from public.offers
       where status = 'PUBLISHED' and kind = 'LISTING' and owner_id <> $1
       order by published_at desc nulls last, id desc`,
      [user.id],
    )
    const all = rows.map((r) => ({
      id: Number(r.id),
      kind: 'LISTING' as const,
      category: r.category,
      region: r.region,
      pubPrice: r.pub_price === null ? null : Number(r.pub_price),
    }))
    expect(items.map((o) => o.id)).toEqual(recommendOffers(all, prefs, RECOMMENDED_COUNT).map((o) => o.id))

    // The preferences decide: other ones pick other listings.
    const contractPrefs = {
      categories: ['FINANCIAL_CONTRACT'],
      regions: [],
      amountFrom: 40_000_000,
      amountTo: null,
    }
    await prefer(user, contractPrefs)
    const contracts = await recommended(user)
    expect(contracts).toHaveLength(RECOMMENDED_COUNT)
    expect(contracts.every((o) => o.category === 'FINANCIAL_CONTRACT' && o.pubPrice === 50_000_000)).toBe(
      true,
    )
    expect(contracts.map((o) => recommendationReason(o, contractPrefs, label))).toEqual(
      Array(RECOMMENDED_COUNT).fill('Finanční smlouva / pohledávka, od 40 mil. Kč'),
    )
    await prefer(user, { categories: [], regions: ['CZ-63'], amountFrom: null, amountTo: null })
    expect((await recommended(user)).map((o) => o.id)).toEqual([share, dear, best])
  })

  it('shows the newest listings to a user without preferences', async () => {
    const user = await apiUser(server)
    const newest = await offer({
      name: 'Nejnovější',
      category: 'OTHER_OPPORTUNITY',
      region: null,
      price: null,
      daysAgo: 0,
    })
    const items = await recommended(user)
    expect(items).toHaveLength(RECOMMENDED_COUNT)
    expect(items[0]?.id).toBe(newest)
  })
})
