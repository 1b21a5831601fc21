import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { IMAGE_RATE_LIMIT_MESSAGE, IMAGES_PER_MINUTE } from '../../images/transform.ts'
import { ensureDemoData } from '../../seed/demo-accounts.ts'
import { ensureDemoOffers } from '../../seed/demo-offers.ts'
import { memoryStorage } from '../../storage/storage.ts'
import { UNLOCK_RATE_LIMIT_MESSAGE, UNLOCKS_PER_MINUTE } from './offer-routes.ts'

describe.each(backends)('moderation and unlock notifications, rate limits on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser
  const storage = memoryStorage()

  beforeAll(async () => {
    server = await startTestServer(backend, {
      storage,
      marketplaceLimits: { unlocksPerMinute: 3, images: { imagesPerMinute: 5 } },
      env: { baseUrl: 'https://trziste.example.cz' },
    })
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const notifications = async (userId: string) =>
    (
      await server.db.query<{ kind: string; title: string; body: string; link: string }>(
        'select kind, title, body, link from public.notifications where user_id = $1 order by created_at desc',
        [userId],
      )
    ).rows

  it('tells the owner by e-mail and in-app notification when an admin approves or rejects', async () => {
    const approved = await publishedListing(owner, admin, { pubName: 'Byty v Brně' })
    const [approval] = await server.outbox(owner.email)
    expect(approval?.subject).toBe('Nabídka „Byty v Brně“ byla schválena')
    expect(approval?.text).toContain('je nyní zveřejněná na tržišti')
    expect(approval?.text).toContain(`https://trziste.example.cz/portal/my/listings/${approved}`)
    expect((await notifications(owner.id))[0]).toMatchObject({
      kind: 'OFFER_APPROVED',
      link: `/portal/my/listings/${approved}`,
    })

    const pending = await draftListing(owner, { pubName: 'Pozemek u Zlína' }, true)
    const rejected = await admin.json(endpointUrl('transitionOffer', { params: { id: pending } }), 'POST', {
      action: 'reject',
      reason: 'Chybí fotografie pozemku a <výpis> z katastru.',
    })
    expect(rejected.status).toBe(200)
    const [rejection] = await server.outbox(owner.email)
    expect(rejection?.subject).toBe('Nabídka „Pozemek u Zlína“ byla zamítnuta')
    expect(rejection?.text).toContain('Důvod zamítnutí: Chybí fotografie pozemku a <výpis> z katastru.')
    expect(rejection?.html).toContain('&lt;výpis&gt;')
    expect((await notifications(owner.id))[0]).toMatchObject({ kind: 'OFFER_REJECTED' })
    expect((await notifications(owner.id))[0]?.body).toContain('Chybí fotografie pozemku')
  })

  it('sends nothing for a refused transition or for the owner’s own steps', async () => {
    const before = (await server.outbox(owner.email)).length
    const pending = await draftListing(owner, {}, true)
    // the owner may not approve (403), and submitting is not news to the owner
    expect(
      (
        await owner.json(endpointUrl('transitionOffer', { params: { id: pending } }), 'POST', {
          action: 'approve',
        })
      ).status,
    ).toBe(403)
    expect((await server.outbox(owner.email)).length).toBe(before)
  })

  it('tells the owner when someone unlocks the listing, once per user, without naming them', async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Dům v Olomouci' })
    const buyer = await apiUser(server, 'USER', 200)
    const before = (await server.outbox(owner.email)).length
    expect((await buyer.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)
    // a repeated unlock charges nothing and tells nobody
    expect((await buyer.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)
    const mails = await server.outbox(owner.email)
    expect(mails.length).toBe(before + 1)
    expect(mails[0]?.subject).toBe('Někdo odemkl vaši nabídku „Dům v Olomouci“')
    expect(mails[0]?.text).toContain('Celkem ji odemkl 1 uživatel.')
    expect(mails[0]?.text).not.toContain(buyer.email)
    expect((await notifications(owner.id))[0]).toMatchObject({ kind: 'OFFER_UNLOCKED' })

    const second = await apiUser(server, 'USER', 200)
    expect((await second.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)
    expect((await server.outbox(owner.email))[0]?.text).toContain('Celkem ji odemkli 2 uživatelé.')
    // nothing for a refused unlock (too few credits)
    const poor = await apiUser(server, 'USER', 10)
    expect((await poor.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(402)
    expect((await server.outbox(owner.email)).length).toBe(before + 2)
  })

  it('limits unlock attempts per user and minute with a Czech 429 (default 30)', async () => {
    expect(UNLOCKS_PER_MINUTE).toBe(30)
    const id = await publishedListing(owner, admin)
    const eager = await apiUser(server, 'USER', 200)
    for (let i = 0; i < 3; i++)
      expect((await eager.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)
    const limited = await eager.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(apiErrorSchema.parse(await limited.json())).toEqual({
      code: 'rate_limited',
      message: UNLOCK_RATE_LIMIT_MESSAGE,
    })
    // counted per user: someone else still unlocks
    const other = await apiUser(server, 'USER', 200)
    expect((await other.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)
  })

  it('serves demo photos under random names: a draft’s photo cannot be guessed; /img is rate limited', async () => {
    expect(IMAGES_PER_MINUTE).toBe(300)
    await ensureDemoData(server.db)
    expect(await ensureDemoOffers(server.db, storage)).toBe(57)
    const { rows } = await server.db.query<{ id: string | number; status: string; storage_path: string }>(
      `select o.id, o.status, f.storage_path from public.offer_photos f join public.offers o on o.id = f.offer_id
       join public.profiles p on p.id = o.owner_id where p.email in ('overeny@demo.cz', 'admin@demo.cz')`,
    )
    const UUID_JPG = /^\d+\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/
    for (const row of rows) expect(row.storage_path).toMatch(UUID_JPG)
    const docs = await server.db.query<{ storage_path: string }>(
      `select d.storage_path from public.offer_documents d join public.offers o on o.id = d.offer_id
       join public.profiles p on p.id = o.owner_id where p.email = 'overeny@demo.cz'`,
    )
    for (const d of docs.rows) expect(d.storage_path).not.toContain('memorandum')
    const draft = rows.find((r) => r.status === 'DRAFT')
    expect(draft).toBeDefined()

    expect(await ensureDemoOffers(server.db, storage)).toBe(0)
    const img = (src: string) => fetch(`${server.url}/img?src=${encodeURIComponent(src)}&w=320&format=webp`)
    // the old guessable names, and the first few photo numbers, answer 404
    const guessed = await img(`listing-images/${draft?.id}/demo-1.jpg`)
    expect(guessed.status).toBe(404)
    expect(apiErrorSchema.parse(await guessed.json()).message).toBe('Obrázek nelze najít.')
    expect((await img(`listing-images/${draft?.id}/1.jpg`)).status).toBe(404)
    // even the real name of a draft's photo is refused to a visitor (visibility as in the offer detail)
    expect((await img(`listing-images/${draft?.storage_path}`)).status).toBe(404)
    // a published offer's photo is served; 5 per minute in this server, the sixth is refused in Czech
    const published = rows.find((r) => r.status === 'PUBLISHED') as (typeof rows)[number]
    expect((await img(`listing-images/${published.storage_path}`)).status).toBe(200)
    expect((await img(`listing-images/${published.storage_path}`)).status).toBe(200)
    const limited = await img(`listing-images/${published.storage_path}`)
    expect(limited.status).toBe(429)
    expect(apiErrorSchema.parse(await limited.json())).toEqual({
      code: 'rate_limited',
      message: IMAGE_RATE_LIMIT_MESSAGE,
    })
  }, 180_000) // the demo seed draws its photos and PDFs: over a minute on a loaded machine
})
