import { endpointUrl } from '@rg/domain/contract'
import { formatCzk } from '@rg/domain/czech-format'
import {
  favouriteListResponseSchema,
  favouriteStateSchema,
  MAX_FAVOURITES,
  similarOffersResponseSchema,
} from '@rg/domain/discovery'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { createMailer, type Mailer } from '../../mail/mailer.ts'
import { deliverImmediateBatch } from '../watchdogs/delivery.ts'
import { deliverFavouriteBatch } from './favourite-delivery.ts'

/*
 * Issue 34 items 2 and 5: favourites (RLS, bounds, alerts told once, docs/decisions/1550) and similar offers
 * (docs/decisions/1553).
 */
const ORIGIN = 'https://trziste.example.cz'

describe.each(backends)('favourites and similar offers on $name', (backend) => {
  let server: TestServer
  let mailer: Mailer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { baseUrl: ORIGIN } })
    mailer = createMailer(server.db, { from: 'test@localhost' })
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(async () => {
    mailer?.close()
    await server?.close()
  })

  const deliverAll = async () => {
    while ((await deliverFavouriteBatch(server.db, mailer, { origin: ORIGIN })) > 0) {}
  }
  const heart = async (user: ApiUser, id: number) =>
    user.json(endpointUrl('addFavourite', { params: { id } }), 'PUT')
  const list = async (user: ApiUser) => {
    const res = await user.api(endpointUrl('listFavourites'))
    expect(res.status).toBe(200)
    return favouriteListResponseSchema.parse(await res.json())
  }
  const editAndApprove = async (offerId: number, patch: Record<string, unknown>) => {
    const edit = await owner.json(endpointUrl('updateOffer', { params: { id: offerId } }), 'PATCH', patch)
    expect(edit.status).toBe(200)
    const approved = await admin.json(endpointUrl('transitionOffer', { params: { id: offerId } }), 'POST', {
      action: 'approve',
    })
    expect(approved.status).toBe(200)
  }
  const transition = async (user: ApiUser, offerId: number, action: string) =>
    expect(
      (await user.json(endpointUrl('transitionOffer', { params: { id: offerId } }), 'POST', { action }))
        .status,
    ).toBe(200)
  const notices = async (user: ApiUser) =>
    (
      await server.db.query<{ title: string; body: string; link: string }>(
        `select title, body, link from public.notifications where user_id = $1 and title like 'Oblíbená%' order by created_at, id`,
        [user.id],
      )
    ).rows

  it('hearts an offer once, lists it, removes it; each user sees only their own', async () => {
    const investor = await apiUser(server)
    const other = await apiUser(server)
    const id = await publishedListing(owner, admin, { pubName: 'Chata u Lipna' })
    for (let i = 0; i < 2; i++) {
      const res = await heart(investor, id)
      expect(res.status).toBe(200)
      expect(favouriteStateSchema.parse(await res.json())).toEqual({ offerId: id, favourite: true })
    }
    const mine = await list(investor)
    expect(mine.ids).toEqual([id])
    expect(mine.items.map((o) => o.pubName)).toEqual(['Chata u Lipna'])
    expect((await list(other)).ids).toEqual([])
    // Straight through the database as the other user: RLS shows none of the investor's rows.
    const res = await other.json(endpointUrl('removeFavourite', { params: { id } }), 'DELETE')
    expect(res.status).toBe(200)
    expect((await list(investor)).ids).toEqual([id])
    expect((await investor.json(endpointUrl('removeFavourite', { params: { id } }), 'DELETE')).status).toBe(
      200,
    )
    expect((await list(investor)).ids).toEqual([])
  })

  it('refuses one’s own offer, an offer one does not see, and more than the bound, in Czech', async () => {
    const investor = await apiUser(server)
    const own = await publishedListing(owner, admin, { pubName: 'Vlastní dům' })
    const mineRes = await heart(owner, own)
    expect(mineRes.status).toBe(409)
    expect(((await mineRes.json()) as { message: string }).message).toBe(
      'Vlastní nabídku nelze přidat do oblíbených.',
    )
    const draft = await owner.json(endpointUrl('createOffer'), 'POST', {
      kind: 'LISTING',
      category: 'REAL_ESTATE',
      pubName: 'Koncept',
    })
    const draftId = ((await draft.json()) as { id: number }).id
    expect((await heart(investor, draftId)).status).toBe(404)
    expect((await heart(investor, 987_654_321)).status).toBe(404)

    const filler = await publishedListing(owner, admin, { pubName: 'Plná sbírka' })
    // Bound: the user's favourites filled to MAX_FAVOURITES with offers made for the purpose.
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.offers (owner_id, kind, status, category, pub_name, published_at)
       select $1, 'LISTING', 'PUBLISHED', 'OTHER_OPPORTUNITY', 'Výplň ' || g, now() from generate_series(1, $2) g
       returning id`,
      [owner.id, MAX_FAVOURITES],
    )
    await server.db.query(
      'insert into public.favourites (user_id, offer_id) select $1, unnest($2::bigint[])',
      [investor.id, rows.map((r) => r.id)],
    )
    const over = await heart(investor, filler)
    expect(over.status).toBe(409)
    expect(((await over.json()) as { message: string }).message).toBe(
      `Oblíbených nabídek můžete mít nejvýše ${MAX_FAVOURITES}. Nejdřív některou odeberte.`,
    )
  })

  it('tells a favourite’s user of a price drop, an approved edit and a withdrawal, each once, in-app and by e-mail', async () => {
    const investor = await apiUser(server)
    const unhearted = await apiUser(server)
    const id = await publishedListing(owner, admin, { pubName: 'Penzion Šumava', pubPrice: 9_000_000 })
    expect((await heart(investor, id)).status).toBe(200)
    expect((await heart(unhearted, id)).status).toBe(200)
    expect((await unhearted.json(endpointUrl('removeFavourite', { params: { id } }), 'DELETE')).status).toBe(
      200,
    )

    await editAndApprove(id, { pubPrice: 8_000_000 })
    await deliverAll()
    await deliverAll()
    expect(await notices(investor)).toEqual([
      {
        title: 'Oblíbená nabídka zlevnila',
        body: `Nabídka „Penzion Šumava“ zlevnila: cena klesla z ${formatCzk(9_000_000)} na ${formatCzk(8_000_000)}.`,
        link: `/portal/listings/${id}`,
      },
    ])
    const [mail, ...more] = await server.outbox(investor.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Oblíbená nabídka zlevnila: Penzion Šumava')

    await editAndApprove(id, { pubDescription: 'Nově s wellness.' })
    await transition(owner, id, 'pause')
    await transition(owner, id, 'resume')
    await transition(owner, id, 'close')
    await deliverAll()
    // One batch writes its notices at one instant: compared without order. The silent resume and the close after
    // it tell nothing new (withdrawn once, as for watchdogs: docs/decisions/1356-withdrawn-told-once.md).
    expect((await notices(investor)).map((n) => n.title).sort()).toEqual(
      ['Oblíbená nabídka zlevnila', 'Oblíbená nabídka byla upravena', 'Oblíbená nabídka byla stažena'].sort(),
    )
    expect(await server.outbox(investor.email)).toHaveLength(3)
    // Whoever took the heart back hears nothing.
    expect(await notices(unhearted)).toEqual([])
    expect(await server.outbox(unhearted.email)).toEqual([])
  })

  it('tells a change once when the favourite is also matched by the user’s watchdog (docs/decisions/1621)', async () => {
    const investor = await apiUser(server)
    const watchdog = await investor.json(endpointUrl('createWatchdog'), 'POST', {
      name: 'Vinné sklepy',
      keywords: ['mikulov'],
    })
    expect(watchdog.status).toBe(201)
    const id = await publishedListing(owner, admin, {
      pubName: 'Vinný sklep v Mikulově',
      pubPrice: 2_000_000,
    })
    // a favourite that is not the watchdog's: both subscriptions are the user's, each tells its own offer
    const other = await publishedListing(owner, admin, { pubName: 'Hájovna', pubPrice: 1_000_000 })
    expect((await heart(investor, id)).status).toBe(200)
    expect((await heart(investor, other)).status).toBe(200)
    const deliverBoth = async () => {
      await deliverAll()
      while ((await deliverImmediateBatch(server.db, mailer, { origin: ORIGIN })) > 0) {}
    }
    await deliverBoth()
    const before = (await server.outbox(investor.email)).length // the watchdog's "new offer"

    await editAndApprove(id, { pubPrice: 1_800_000 })
    await editAndApprove(other, { pubPrice: 900_000 })
    await deliverBoth()
    await deliverBoth()
    const all = await server.db.query<{ title: string; body: string }>(
      `select title, body from public.notifications where user_id = $1 and body like '%zlevnil%' order by id`,
      [investor.id],
    )
    // Mikulov's drop once (under the watchdog's name), Hájovna's once (as a favourite)
    expect(all.rows.filter((n) => n.body.includes('Vinný sklep v Mikulově'))).toHaveLength(1)
    expect(all.rows.filter((n) => n.body.includes('Hájovna'))).toHaveLength(1)
    expect((await notices(investor)).map((n) => n.body)).toEqual([
      `Nabídka „Hájovna“ zlevnila: cena klesla z ${formatCzk(1_000_000)} na ${formatCzk(900_000)}.`,
    ])
    // newest first: the two drops, one mail each
    const mails = await server.outbox(investor.email)
    expect(mails.length - before).toBe(2)
    const drops = mails.slice(0, 2).map((m) => `${m.subject} ${m.text}`)
    expect(drops.filter((m) => m.includes('Vinný sklep v Mikulově'))).toHaveLength(1)
    expect(drops.filter((m) => m.includes('Hájovna'))).toHaveLength(1)
    // settled, not left to retry
    const { rows: open } = await server.db.query(
      'select 1 from public.favourite_deliveries where user_id = $1 and sent_at is null',
      [investor.id],
    )
    expect(open).toEqual([])
  })

  it('switches the e-mail off with the watchdog preference and keeps the bell', async () => {
    const investor = await apiUser(server)
    const id = await publishedListing(owner, admin, { pubName: 'Sklep v Mělníku', pubPrice: 500_000 })
    expect((await heart(investor, id)).status).toBe(200)
    await server.db.query(
      `insert into public.notification_preferences (user_id, email_off) values ($1, '{WATCHDOG_MATCH}')`,
      [investor.id],
    )
    await editAndApprove(id, { pubPrice: 450_000 })
    await deliverAll()
    expect(await notices(investor)).toHaveLength(1)
    expect(await server.outbox(investor.email)).toEqual([])
  })

  it('similar offers: same kind, category and region, nearest in price, published only, never the offer itself', async () => {
    const viewer = await apiUser(server)
    const base = { category: 'COMPANY_SHARE', region: 'CZ-41' }
    const target = await publishedListing(owner, admin, { ...base, pubName: 'Podíl A', pubPrice: 1_000_000 })
    const near = await publishedListing(owner, admin, { ...base, pubName: 'Podíl B', pubPrice: 1_050_000 })
    const below = await publishedListing(owner, admin, { ...base, pubName: 'Podíl C', pubPrice: 900_000 })
    const far = await publishedListing(owner, admin, { ...base, pubName: 'Podíl D', pubPrice: 5_000_000 })
    const farther = await publishedListing(owner, admin, { ...base, pubName: 'Podíl E', pubPrice: 9_000_000 })
    const farthest = await publishedListing(owner, admin, {
      ...base,
      pubName: 'Podíl F',
      pubPrice: 20_000_000,
    })
    const paused = await publishedListing(owner, admin, { ...base, pubName: 'Podíl P', pubPrice: 1_000_001 })
    await transition(owner, paused, 'pause')
    await publishedListing(owner, admin, { ...base, region: 'CZ-42', pubName: 'Jinde', pubPrice: 1_000_000 })
    await publishedListing(owner, admin, {
      ...base,
      category: 'REAL_ESTATE',
      pubName: 'Jiné',
      pubPrice: 1_000_000,
    })

    for (const user of [viewer, owner]) {
      const res = await user.api(endpointUrl('similarOffers', { params: { id: target } }))
      expect(res.status).toBe(200)
      const { items } = similarOffersResponseSchema.parse(await res.json())
      // The owner's own paused offer is not among them either.
      expect(items.map((o) => o.id)).toEqual([near, below, far, farther])
    }
    expect(farthest).toBeGreaterThan(0)
    const res = await viewer.api(endpointUrl('similarOffers', { params: { id: paused } }))
    expect(res.status).toBe(404)
  })
})
