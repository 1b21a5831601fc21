import { endpointUrl } from '@rg/domain/contract'
import { offerMapResponseSchema } from '@rg/domain/geo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

describe.each(backends)('offers map on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('counts every region by the other filters, pins placed offers and counts the rest as unplaced', async () => {
    const owner = await apiUser(server, 'VERIFIED')
    const admin = await apiUser(server, 'ADMIN')
    const viewer = await apiUser(server)
    // a category no other test of this file publishes, so the counts are this test's own
    const category = 'COMPANY_SHARE'
    const brno = await publishedListing(owner, admin, {
      category,
      city: 'Brno',
      region: 'CZ-64',
      pubName: 'Podíl v Brně',
    })
    await publishedListing(owner, admin, { category, city: 'Brno-střed', region: 'CZ-64' })
    await publishedListing(owner, admin, { category, city: 'Atlantida', region: 'CZ-64' })
    const zlin = await publishedListing(owner, admin, {
      category,
      city: 'Zlín',
      region: 'CZ-72',
      pubName: 'Podíl ve Zlíně',
    })

    const map = async (query: string) => {
      const res = await viewer.api(`${endpointUrl('offerMap')}?${query}`)
      expect(res.status).toBe(200)
      return offerMapResponseSchema.parse(await res.json())
    }
    const all = await map(`kind=LISTING&categories=${category}`)
    expect(all.regions).toHaveLength(14)
    expect(all.regions.find((r) => r.region === 'CZ-64')?.count).toBe(3)
    expect(all.regions.find((r) => r.region === 'CZ-72')?.count).toBe(1)
    expect(all.unplaced).toBe(1)
    expect(all.pins.map((p) => p.count).sort()).toEqual([1, 2])
    expect(all.pins.find((p) => p.count === 1)).toMatchObject({ offerId: zlin, name: 'Podíl ve Zlíně' })
    expect(all.pins.find((p) => p.count === 2)?.offerId).toBeNull()
    expect(brno).toBeGreaterThan(0)
    // the kept counts (kind and categories only) and the grouped offers (a price bound every one of them meets)
    // answer the same (docs/decisions/1663-map-counts-kept.md)
    const grouped = await map(`kind=LISTING&categories=${category}&priceFrom=0`)
    expect(grouped).toEqual(all)

    // one region selected: every region still counted, pins only there
    const southMoravia = await map(`kind=LISTING&categories=${category}&regions=CZ-64`)
    expect(southMoravia.regions.find((r) => r.region === 'CZ-72')?.count).toBe(1)
    expect(southMoravia.pins.reduce((n, p) => n + p.count, 0)).toBe(2)

    // the browse filters apply: a price bound, a search word
    expect((await map(`kind=LISTING&categories=${category}&priceFrom=99000000`)).pins).toEqual([])
    const searched = await map(`kind=LISTING&categories=${category}&q=zline`)
    expect(searched.regions.find((r) => r.region === 'CZ-72')?.count).toBe(1)
  })

  it('refuses a visitor and answers bad filters with a Czech 400', async () => {
    expect((await fetch(`${server.url}${endpointUrl('offerMap')}`)).status).toBe(401)
    const viewer = await apiUser(server)
    const bad = await viewer.api(`${endpointUrl('offerMap')}?regions=CZ-99`)
    expect(bad.status).toBe(400)
  })
})
