import { endpointUrl } from '@rg/domain/contract'
import {
  contactSharingSchema,
  demandSchema,
  offerLeadListSchema,
  offerStatsSchema,
} from '@rg/domain/deal-room'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

describe.each(backends)('deal room on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const unlockRow = async (offerId: number, userId: string) =>
    (
      await server.db.query<{ share_contact: boolean; investor_no: number }>(
        'select share_contact, investor_no from public.offer_unlocks where offer_id = $1 and user_id = $2',
        [offerId, userId],
      )
    ).rows[0]
  const unlock = (who: ApiUser, id: number, body?: unknown) =>
    who.json(endpointUrl('unlockOffer', { params: { id } }), 'POST', body)

  it('stores the consent per unlock, remembers it, numbers leads per offer and revokes from the profile', async () => {
    const first = await publishedListing(owner, admin)
    const second = await publishedListing(owner, admin)
    const sharer = await apiUser(server, 'USER', 500)
    const quiet = await apiUser(server, 'USER', 500)

    expect((await unlock(quiet, first)).status).toBe(200)
    expect(await unlockRow(first, quiet.id)).toEqual({ share_contact: false, investor_no: 1 })

    expect((await unlock(sharer, first, { shareContact: true })).status).toBe(200)
    expect(await unlockRow(first, sharer.id)).toEqual({ share_contact: true, investor_no: 2 })
    // remembered: the next unlock without an answer shares too
    expect((await unlock(sharer, second)).status).toBe(200)
    expect(await unlockRow(second, sharer.id)).toEqual({ share_contact: true, investor_no: 1 })
    const read = await sharer.json(endpointUrl('getContactSharing'), 'GET')
    expect(contactSharingSchema.parse(await read.json())).toEqual({ shareByDefault: true, sharedOffers: 2 })

    // a repeat unlock (free) changes this offer's answer only
    expect((await unlock(sharer, second, { shareContact: false })).status).toBe(200)
    expect((await unlockRow(second, sharer.id))?.share_contact).toBe(false)
    expect((await unlockRow(first, sharer.id))?.share_contact).toBe(true)

    // turning the default off in the profile revokes every consent
    const off = await sharer.json(endpointUrl('updateContactSharing'), 'PUT', { shareByDefault: false })
    expect(contactSharingSchema.parse(await off.json())).toEqual({ shareByDefault: false, sharedOffers: 0 })
    expect((await unlockRow(first, sharer.id))?.share_contact).toBe(false)

    const bad = await sharer.json(endpointUrl('unlockOffer', { params: { id: first } }), 'POST', {
      shareContact: 'ano',
    })
    expect(bad.status).toBe(400)
  })
  const balance = async (userId: string) =>
    Number(
      (
        await server.db.query<{ b: string }>(
          'select coalesce(sum(amount), 0) as b from public.credit_transactions where user_id = $1',
          [userId],
        )
      ).rows[0]?.b,
    )
  const refunds = async (userId: string, offerId: number) =>
    (
      await server.db.query<{ amount: number }>(
        `select amount from public.credit_transactions where user_id = $1 and offer_id = $2 and reason = 'UNLOCK_REFUND'`,
        [userId, offerId],
      )
    ).rows

  it('refunds unlocks of the last 7 days once when the owner and an admin withdraw at the same moment', async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Férové kredity' })
    const recent = await apiUser(server, 'USER', 100)
    const old = await apiUser(server, 'USER', 100)
    expect((await unlock(recent, id)).status).toBe(200)
    expect((await unlock(old, id)).status).toBe(200)
    await server.db.query(
      `update public.offer_unlocks set created_at = now() - interval '8 days' where offer_id = $1 and user_id = $2`,
      [id, old.id],
    )
    const [byOwner, byAdmin] = await Promise.all([
      owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'close' }),
      admin.json(endpointUrl('adminTakeDownOffer', { params: { id } }), 'POST', {
        action: 'close',
        reason: 'Souběžné stažení.',
      }),
    ])
    expect([byOwner.status, byAdmin.status]).toContain(200)
    expect(await refunds(recent.id, id)).toEqual([{ amount: 50 }])
    expect(await balance(recent.id)).toBe(100)
    expect(await refunds(old.id, id)).toEqual([])
    expect(await balance(old.id)).toBe(50)
    const told = await server.db.query<{ title: string }>(
      `select title from public.notifications where user_id = $1 and kind = 'UNLOCK_REFUNDED'`,
      [recent.id],
    )
    expect(told.rows).toEqual([{ title: 'Vrátili jsme vám 50 kreditů za nabídku „Férové kredity“' }])
  })

  it('refunds a pause once: a resume and a second pause give nothing more, later unlocks count anew', async () => {
    const id = await publishedListing(owner, admin)
    const investor = await apiUser(server, 'USER', 100)
    expect((await unlock(investor, id)).status).toBe(200)
    const act = (action: string) =>
      owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action })
    expect((await act('pause')).status).toBe(200)
    expect((await act('resume')).status).toBe(200)
    expect((await act('pause')).status).toBe(200)
    expect(await refunds(investor.id, id)).toEqual([{ amount: 50 }])
    // a repeat unlock stays free and the access stays
    expect((await act('resume')).status).toBe(200)
    const again = await unlock(investor, id)
    expect(((await again.json()) as { charged: number }).charged).toBe(0)
    expect(await balance(investor.id)).toBe(100)
  })
  it('shows the owner leads with identity only by consent, refuses others, lets an admin read', async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Vedoucí zájemci' })
    const named = await apiUser(server, 'VERIFIED', 100)
    const anonymous = await apiUser(server, 'USER', 100)
    expect((await unlock(named, id, { shareContact: true })).status).toBe(200)
    expect((await unlock(anonymous, id, { shareContact: false })).status).toBe(200)
    const leads = async (who: ApiUser) => who.json(endpointUrl('listOfferLeads', { params: { id } }), 'GET')
    const list = offerLeadListSchema.parse(await (await leads(owner)).json())
    expect(list.truncated).toBe(false)
    expect(list.items.map((l) => [l.investorNo, l.name, l.verified, l.tier])).toEqual([
      [2, null, false, 'USAGE'],
      [1, 'Test VERIFIED', true, 'USAGE'],
    ])
    expect(list.items[1]?.email).toBe(named.email)
    expect(list.items[0]?.email).toBeNull()
    expect((await leads(admin)).status).toBe(200)
    expect((await leads(named)).status).toBe(404)
    const stranger = await apiUser(server, 'VERIFIED')
    expect((await leads(stranger)).status).toBe(404)
    expect((await stranger.json(endpointUrl('getOfferStats', { params: { id } }), 'GET')).status).toBe(404)
    // revoking hides the name again on the next read
    await named.json(endpointUrl('updateContactSharing'), 'PUT', { shareByDefault: false })
    const after = offerLeadListSchema.parse(await (await leads(owner)).json())
    expect(after.items.map((l) => l.name)).toEqual([null, null])
    // in the database too: a caller who is neither the owner nor an admin (here: no auth.uid() at all) gets no rows
    const direct = await server.db.query('select * from public.offer_leads($1)', [id])
    expect(direct.rows.length).toBe(0)
  })

  it('counts impressions, views, unlocks and favourites per day and the demand of a draft and an offer', async () => {
    const id = await publishedListing(owner, admin, {
      pubName: 'Statistiky a poptávka',
      pubPrice: 5_000_000,
      region: 'CZ-72',
    })
    const watcher = await apiUser(server, 'USER', 100)
    const created = await watcher.json(endpointUrl('createWatchdog'), 'POST', {
      name: 'Zlínsko do 6 mil.',
      regions: ['CZ-72'],
      priceTo: 6_000_000,
    })
    expect(created.status).toBe(201)
    await watcher.json(endpointUrl('putInvestmentPreferences'), 'PUT', {
      amountTo: 7_000_000,
      regions: ['CZ-72'],
      categories: [],
    })
    await watcher.json(endpointUrl('listOffers', { query: { q: 'Statistiky a poptávka' } }), 'GET')
    await watcher.json(endpointUrl('getOffer', { params: { id } }), 'GET')
    await owner.json(endpointUrl('getOffer', { params: { id } }), 'GET')
    expect((await unlock(watcher, id)).status).toBe(200)
    expect((await watcher.json(endpointUrl('addFavourite', { params: { id } }), 'PUT')).ok).toBe(true)
    const stats = offerStatsSchema.parse(
      await (await owner.json(endpointUrl('getOfferStats', { params: { id } }), 'GET')).json(),
    )
    expect(stats.days).toHaveLength(30)
    expect(stats.today).toMatchObject({ views: 1, unlocks: 1, favourites: 1 })
    expect(stats.today.impressions).toBeGreaterThanOrEqual(1)
    expect(stats.demand).toEqual({ watchdogs: 1, preferenceProfiles: 1 })

    const demand = async (pubPrice: number | null) =>
      demandSchema.parse(
        await (
          await owner.json(endpointUrl('getDraftDemand'), 'POST', {
            kind: 'LISTING',
            category: 'REAL_ESTATE',
            region: 'CZ-72',
            pubPrice,
          })
        ).json(),
      )
    expect(await demand(5_500_000)).toEqual({ watchdogs: 1, preferenceProfiles: 1 })
    expect(await demand(6_500_000)).toEqual({ watchdogs: 0, preferenceProfiles: 1 })
    expect(await demand(8_000_000)).toEqual({ watchdogs: 0, preferenceProfiles: 0 })
    const bad = await owner.json(endpointUrl('getDraftDemand'), 'POST', { kind: 'LISTING', pubPrice: -5 })
    expect(bad.status).toBe(400)
  })
})
