import {
  INSUFFICIENT_CREDITS_MESSAGE,
  offerDetailSchema,
  offerHistoryResponseSchema,
  offerListResponseSchema,
  offerSummaryListResponseSchema,
  offerTeaserSchema,
  REGION_CODES,
  reviewListResponseSchema,
  unlockResponseSchema,
} from '@rg/domain'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUser } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { ensureDemoData } from '../services/demo-data.ts'
import { ensureDemoOffers } from '../services/demo-offers.ts'
import { memoryStorage } from '../storage/storage.ts'

type Role = 'USER' | 'VERIFIED' | 'ADMIN' | 'SUPER_ADMIN'

const LISTING = {
  kind: 'LISTING',
  category: 'REAL_ESTATE',
  pubName: 'Činžovní dům ve Zlíně',
  pubNameSecondary: 'Výnosová nemovitost s osmi byty',
  pubKeywords: ['činžák', 'nájem'],
  pubDescription: 'Zrekonstruovaný dům v centru, plně pronajatý.',
  pubPrice: 12_500_000,
  privDescription: 'TAJNY-POPIS-8f3a: prodávající je v insolvenci',
  street: 'Tajná ulice 1234/56',
  city: 'Zlín',
  postcode: '760 01',
  region: 'CZ-72',
}
const SECRET_DOC_NAME = 'tajna-smlouva-8f3a.pdf'
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

describe.each(backends)('offers API on $name', (backend) => {
  let server: TestServer

  beforeAll(async () => {
    // the 200 concurrent unlocks below test atomicity, not the per-user limit (offers-notify.test.ts does)
    server = await startTestServer(backend, { marketplaceLimits: { unlocksPerMinute: 1000 } })
  })
  afterAll(() => server?.close())

  const user = (role: Role = 'USER', credits = 0) => apiUser(server, role, credits)
  type Client = Awaited<ReturnType<typeof user>>
  const anon = (path: string) => fetch(`${server.url}${path}`)

  const balance = async (userId: string) =>
    Number(
      (
        await server.db.query<{ b: string | number }>(
          'select coalesce(sum(amount), 0) as b from public.credit_transactions where user_id = $1',
          [userId],
        )
      ).rows[0]?.b,
    )

  async function upload(client: Client, path: string, name: string, bytes: Uint8Array, type: string) {
    const form = new FormData()
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
    return client.api(path, { method: 'POST', body: form })
  }

  /** Created, submitted and approved through the API, as the product does it. */
  async function publishedListing(owner: Client, admin: Client, overrides: Record<string, unknown> = {}) {
    const created = await owner.json('/api/my/offers', 'POST', { ...LISTING, ...overrides })
    expect(created.status).toBe(201)
    const offer = offerDetailSchema.parse(await created.json())
    expect((await owner.json(`/api/my/offers/${offer.id}/submit`, 'POST', {})).status).toBe(200)
    const approved = await admin.json(`/api/offers/${offer.id}/transition`, 'POST', { action: 'approve' })
    expect(approved.status).toBe(200)
    return offer.id
  }

  let owner: Client
  let admin: Client
  beforeAll(async () => {
    owner = await user('VERIFIED')
    admin = await user('ADMIN')
  })

  it('browses published offers: search without diacritics, filters, sorts and pages', async () => {
    const tag = `t${Date.now().toString(36)}`
    const a = await publishedListing(owner, admin, { pubKeywords: [tag], pubPrice: 3_000_000 })
    const b = await publishedListing(owner, admin, {
      pubKeywords: [tag],
      pubName: 'Byty v Brně',
      city: 'Brno',
      region: 'CZ-64',
      pubPrice: 9_000_000,
    })
    const c = await publishedListing(owner, admin, {
      pubKeywords: [tag],
      category: 'COMPANY_SHARE',
      pubName: 'Podíl v pivovaru',
      city: 'Plzeň',
      region: 'CZ-32',
      pubPrice: null,
    })
    const draft = await owner.json('/api/my/offers', 'POST', { ...LISTING, pubKeywords: [tag] })
    expect(draft.status).toBe(201)
    const viewer = await user()

    const list = async (query: string, client: Client | null = viewer) => {
      const res = client ? await client.api(`/api/offers?${query}`) : await anon(`/api/offers?${query}`)
      expect(res.status).toBe(200)
      return offerListResponseSchema.parse(await res.json())
    }
    const ids = (r: { items: { id: number }[] }) => r.items.map((i) => i.id)

    expect(ids(await list(`q=${tag}`))).toEqual([c, b, a])
    expect(ids(await list(`q=${tag}+zlin`))).toEqual([a])
    expect(ids(await list(`q=${tag}%20PLZEN`, null))).toEqual([c])
    expect(ids(await list(`q=${tag}+jihomoravsky`))).toEqual([b])
    expect(ids(await list(`q=${tag}&regions=CZ-64,CZ-72`))).toEqual([b, a])
    expect(ids(await list(`q=${tag}&categories=COMPANY_SHARE`))).toEqual([c])
    expect(ids(await list(`q=${tag}&priceFrom=1000000&priceTo=5000000`))).toEqual([a])
    expect(ids(await list(`q=${tag}&sort=price-asc`))).toEqual([a, b, c])
    expect(ids(await list(`q=${tag}&sort=price-desc`))).toEqual([b, a, c])
    const page2 = await list(`q=${tag}&sort=price-asc&pageSize=2&page=2`)
    expect(ids(page2)).toEqual([c])
    expect(page2.total).toBe(3)
    expect(ids(await list(`q=${tag}&kind=SERVICE`))).toEqual([])

    const bad = await viewer.api('/api/offers?sort=cheap&priceFrom=9&priceTo=1')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toMatch(/řazení|Cena/)
    expect((await viewer.api('/api/offers/abc')).status).toBe(400)
    expect((await viewer.api('/api/offers/999999999')).status).toBe(404)
    // odd input is a Czech 4xx, never a 500
    for (const path of [
      '/api/offers/99999999999999999999',
      '/api/offers?priceFrom=1e30',
      '/api/offers?page=1e300',
      '/api/offers?q=%25_%5C',
      '/api/offers?categories=LEGAL,NOPE',
      `/api/offers/${a}/documents/------------------------------------`,
      `/api/offers/${a}/reviews/x`,
      '/api/offers/recommended',
    ]) {
      const res = await viewer.api(path)
      expect(res.status, path).toBeLessThan(500)
    }
    for (const [method, path, body] of [
      ['PATCH', `/api/my/offers/${a}`, '{"pubPrice": "abc"}'],
      ['PATCH', `/api/my/offers/${a}`, '{not json'],
      ['POST', `/api/offers/${a}/transition`, '{"action": "explode"}'],
      ['POST', '/api/my/offers', '{"kind": "LISTING"}'],
      ['PUT', `/api/my/offers/${a}/photos/order`, '{"ids": ["x"]}'],
      ['PUT', `/api/offers/${a}/reviews/mine`, '{"stars": 9}'],
    ] as const) {
      const res = await owner.api(path, { method, body })
      expect(res.status, `${method} ${path} ${body}`).toBe(400)
      const { message } = (await res.json()) as { message: string }
      expect(message).toMatch(/\.$/)
      expect(message).not.toMatch(/Invalid|Expected|Unrecognized|Too (big|small)/)
    }
  })

  it('never sends a listing’s private values to a user who has not unlocked it, on any offer endpoint', async () => {
    const id = await publishedListing(owner, admin)
    const doc = await upload(owner, `/api/my/offers/${id}/documents`, SECRET_DOC_NAME, PDF, 'application/pdf')
    expect(doc.status).toBe(201)
    const docId = ((await doc.json()) as { id: string }).id
    // the upload was an edit of a published listing: it is pending again until approved
    expect((await admin.json(`/api/offers/${id}/transition`, 'POST', { action: 'approve' })).status).toBe(200)
    const storagePath = (
      await server.db.query<{ storage_path: string }>(
        'select storage_path from public.offer_documents where id = $1',
        [docId],
      )
    ).rows[0]?.storage_path as string
    const secrets = [
      'TAJNY-POPIS-8f3a',
      'Tajná ulice',
      '76001',
      '760 01',
      SECRET_DOC_NAME,
      storagePath,
      'tajna-smlouva',
    ]

    const stranger = await user('USER', 1000)
    const other = await user('VERIFIED')
    const requests: [Client | null, string, string, unknown?][] = []
    for (const client of [stranger, other, null]) {
      requests.push(
        [client, 'GET', '/api/offers'],
        [client, 'GET', '/api/offers?q=zlin'],
        [client, 'GET', '/api/offers?q=insolvenci'],
        [client, 'GET', '/api/offers?q=Tajn%C3%A1'],
        [client, 'GET', `/api/offers/${id}`],
        [client, 'GET', `/api/offers/${id}/teaser`],
        [client, 'GET', `/api/offers/${id}/reviews`],
        [client, 'GET', `/api/offers/${id}/history`],
        [client, 'GET', `/api/offers/${id}/documents/${docId}`],
        [client, 'GET', '/api/offers/recommended'],
        [client, 'GET', '/api/my/offers'],
        [client, 'GET', '/api/admin/offers'],
        [client, 'GET', '/api/admin/offers?statuses=PUBLISHED'],
        [client, 'POST', `/api/offers/${id}/transition`, { action: 'pause' }],
        [client, 'POST', `/api/offers/${id}/transition`, { action: 'close' }],
        [client, 'PATCH', `/api/my/offers/${id}`, { pubName: 'Převzato' }],
        [client, 'POST', `/api/my/offers/${id}/submit`, {}],
        [client, 'PUT', `/api/my/offers/${id}/photos/order`, { ids: [] }],
        [client, 'DELETE', `/api/my/offers/${id}/documents/${docId}`],
        [client, 'PUT', `/api/offers/${id}/reviews/mine`, { stars: 5 }],
      )
    }
    for (const [client, method, path, body] of requests) {
      const res = client
        ? await client.json(path, method, body)
        : await fetch(`${server.url}${path}`, {
            method,
            body: body === undefined ? undefined : JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          })
      const text = await res.text()
      for (const secret of secrets) {
        expect(text, `${method} ${path} as ${client ? 'user' : 'visitor'}`).not.toContain(secret)
      }
      if (method === 'GET' && path === `/api/offers/${id}` && client) {
        const detail = offerDetailSchema.parse(JSON.parse(text))
        expect(detail).not.toHaveProperty('privDescription')
        expect(detail).not.toHaveProperty('documents')
        expect(detail).not.toHaveProperty('businessCard')
        expect(detail.unlocked).toBe(false)
      }
    }
    for (const client of [stranger, other]) {
      const photo = await upload(client, `/api/my/offers/${id}/photos`, 'cizi.png', PDF, 'image/png')
      const document = await upload(
        client,
        `/api/my/offers/${id}/documents`,
        'cizi.pdf',
        PDF,
        'application/pdf',
      )
      const removePhoto = await client.json(
        `/api/my/offers/${id}/photos/00000000-0000-4000-8000-000000000001`,
        'DELETE',
      )
      const removeReview = await client.json(
        `/api/offers/${id}/reviews/00000000-0000-4000-8000-000000000001`,
        'DELETE',
      )
      for (const res of [photo, document, removePhoto, removeReview]) {
        expect(res.status).toBeGreaterThanOrEqual(400)
        const text = await res.text()
        for (const secret of secrets) expect(text).not.toContain(secret)
      }
    }
    // nothing above changed the listing
    const still = offerDetailSchema.parse(await (await owner.api(`/api/offers/${id}`)).json())
    expect(still).toMatchObject({ status: 'PUBLISHED', pubName: LISTING.pubName })

    // after unlocking, the same user sees all of it and downloads the document
    const unlocked = await stranger.json(`/api/offers/${id}/unlock`, 'POST')
    expect(unlocked.status).toBe(200)
    const body = unlockResponseSchema.parse(await unlocked.json())
    expect(body).toMatchObject({ charged: 50, balance: 950 })
    expect(body.offer).toMatchObject({
      privDescription: LISTING.privDescription,
      street: LISTING.street,
      postcode: '76001',
      unlocked: true,
    })
    expect(body.offer.documents?.map((d) => d.name)).toEqual([SECRET_DOC_NAME])
    expect(body.offer.businessCard).toMatchObject({ userId: owner.id, verified: true })
    const file = await stranger.api(`/api/offers/${id}/documents/${docId}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)
    expect(JSON.stringify(body)).not.toContain(storagePath)
  })

  it('unlocks once for 50 credits, a repeat is free, too few credits answer the Czech message', async () => {
    const id = await publishedListing(owner, admin)
    const buyer = await user('USER', 60)
    const first = await buyer.json(`/api/offers/${id}/unlock`, 'POST')
    expect(unlockResponseSchema.parse(await first.json())).toMatchObject({ charged: 50, balance: 10 })
    const again = await buyer.json(`/api/offers/${id}/unlock`, 'POST')
    expect(unlockResponseSchema.parse(await again.json())).toMatchObject({ charged: 0, balance: 10 })
    expect(await balance(buyer.id)).toBe(10)
    const tx = await server.db.query<{ amount: number; reason: string; offer_id: string }>(
      `select amount, reason, offer_id from public.credit_transactions where user_id = $1 and reason = 'LISTING_UNLOCK'`,
      [buyer.id],
    )
    expect(tx.rows.map((r) => [r.amount, Number(r.offer_id)])).toEqual([[-50, id]])

    const other = await publishedListing(owner, admin)
    const poor = await buyer.json(`/api/offers/${other}/unlock`, 'POST')
    expect(poor.status).toBe(402)
    expect(await poor.json()).toMatchObject({
      code: 'insufficient_credits',
      message: INSUFFICIENT_CREDITS_MESSAGE,
    })

    expect((await owner.json(`/api/offers/${id}/unlock`, 'POST')).status).toBe(409)
    const draft = offerDetailSchema.parse(await (await owner.json('/api/my/offers', 'POST', LISTING)).json())
    expect((await buyer.json(`/api/offers/${draft.id}/unlock`, 'POST')).status).toBe(404)
    expect((await anon(`/api/offers/${id}/unlock`)).status).toBe(404) // GET is not the unlock

    // the unlocked user keeps access after the listing is closed; the owner sees the counts
    expect((await owner.json(`/api/offers/${id}/transition`, 'POST', { action: 'close' })).status).toBe(200)
    const closed = offerDetailSchema.parse(await (await buyer.api(`/api/offers/${id}`)).json())
    expect(closed).toMatchObject({ status: 'CLOSED', privDescription: LISTING.privDescription })
    const mine = offerSummaryListResponseSchema.parse(
      await (await owner.api('/api/my/offers?statuses=CLOSED')).json(),
    )
    expect(mine.items.find((o) => o.id === id)).toMatchObject({ viewCount: 1, unlockCount: 1 })
  })

  it('200 concurrent unlocks by a user who can afford exactly 3: 3 succeed, the balance never goes negative', async () => {
    const seller = await user('VERIFIED')
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.offers (owner_id, kind, status, category, pub_name, city, region, published_at)
       select $1, 'LISTING', 'PUBLISHED', 'REAL_ESTATE', 'Souběh ' || g, 'Brno', 'CZ-64', now()
       from generate_series(1, 200) g returning id`,
      [seller.id],
    )
    const buyer = await user('USER', 150)
    const answers = await Promise.all(
      rows.map((r) =>
        buyer.json(`/api/offers/${r.id}/unlock`, 'POST').then(async (res) => {
          await res.arrayBuffer()
          return res.status
        }),
      ),
    )
    expect(answers.filter((s) => s === 200)).toHaveLength(3)
    expect(answers.filter((s) => s === 402)).toHaveLength(197)
    expect(await balance(buyer.id)).toBe(0)
    const unlocks = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.offer_unlocks where user_id = $1',
      [buyer.id],
    )
    expect(unlocks.rows[0]?.n).toBe(3)
    const charges = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.credit_transactions where user_id = $1 and reason = 'LISTING_UNLOCK'`,
      [buyer.id],
    )
    expect(charges.rows[0]?.n).toBe(3)
  })

  it('enforces the lifecycle: owner edits, admin approves or rejects with a reason, history records all', async () => {
    const stranger = await user('VERIFIED')
    const plain = await user('USER')
    const created = await owner.json('/api/my/offers', 'POST', {
      ...LISTING,
      kind: 'SERVICE',
      category: 'LEGAL',
    })
    const id = offerDetailSchema.parse(await created.json()).id

    expect((await plain.json('/api/my/offers', 'POST', LISTING)).status).toBe(403)
    expect((await owner.json('/api/my/offers', 'POST', { ...LISTING, category: 'LEGAL' })).status).toBe(400)
    expect((await owner.json('/api/my/offers', 'POST', { ...LISTING, pubName: '' })).status).toBe(400)

    expect((await owner.json(`/api/my/offers/${id}/submit`, 'POST', {})).status).toBe(200)
    // the owner cannot approve their own offer, nobody else may edit it
    const selfApprove = await owner.json(`/api/offers/${id}/transition`, 'POST', { action: 'approve' })
    expect(selfApprove.status).toBe(403)
    expect(((await selfApprove.json()) as { message: string }).message).toContain('administrátor')
    expect((await stranger.json(`/api/my/offers/${id}`, 'PATCH', { pubName: 'Cizí' })).status).toBe(404)
    const noReason = await admin.json(`/api/offers/${id}/transition`, 'POST', { action: 'reject' })
    expect(noReason.status).toBe(400)
    expect(((await noReason.json()) as { message: string }).message).toBe('Uveďte prosím důvod zamítnutí.')
    const rejected = await admin.json(`/api/offers/${id}/transition`, 'POST', {
      action: 'reject',
      reason: 'Doplňte prosím ceník.',
    })
    expect(await rejected.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Doplňte prosím ceník.',
    })

    const edited = await owner.json(`/api/my/offers/${id}`, 'PATCH', { pubDescription: 'Ceník na vyžádání.' })
    expect(offerDetailSchema.parse(await edited.json())).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Doplňte prosím ceník.',
    })
    expect((await owner.json(`/api/my/offers/${id}/submit`, 'POST', {})).status).toBe(200)
    expect((await admin.json(`/api/offers/${id}/transition`, 'POST', { action: 'approve' })).status).toBe(200)

    // a published service: every signed-in user sees all of it, a stranger still cannot change it
    const seen = offerDetailSchema.parse(await (await plain.api(`/api/offers/${id}`)).json())
    expect(seen).toMatchObject({ privDescription: LISTING.privDescription, street: LISTING.street })
    const visitor = offerDetailSchema.parse(await (await anon(`/api/offers/${id}`)).json())
    expect(visitor).toMatchObject({ street: LISTING.street, postcode: '76001' })
    expect(visitor).not.toHaveProperty('privDescription')
    expect((await stranger.json(`/api/my/offers/${id}`, 'PATCH', { pubName: 'Cizí' })).status).toBe(403)
    expect((await stranger.json(`/api/offers/${id}/transition`, 'POST', { action: 'pause' })).status).toBe(
      403,
    )
    expect((await plain.json(`/api/offers/${id}/unlock`, 'POST')).status).toBe(409)

    // editing a published offer sends it back to moderation; it disappears for others
    const back = await owner.json(`/api/my/offers/${id}`, 'PATCH', { pubPrice: 1500 })
    expect(offerDetailSchema.parse(await back.json()).status).toBe('PENDING')
    expect((await plain.api(`/api/offers/${id}`)).status).toBe(404)
    const queue = offerSummaryListResponseSchema.parse(
      await (await admin.api('/api/admin/offers?statuses=PENDING&kind=SERVICE')).json(),
    )
    expect(queue.items.map((o) => o.id)).toContain(id)
    expect(queue.items.find((o) => o.id === id)?.owner?.id).toBe(owner.id)
    expect((await admin.json(`/api/offers/${id}/transition`, 'POST', { action: 'approve' })).status).toBe(200)
    expect((await owner.json(`/api/offers/${id}/transition`, 'POST', { action: 'resume' })).status).toBe(409)
    expect((await owner.json(`/api/offers/${id}/transition`, 'POST', { action: 'pause' })).status).toBe(200)
    expect((await owner.json(`/api/offers/${id}/transition`, 'POST', { action: 'resume' })).status).toBe(200)

    // reviews: one per user, the owner may not review
    expect(
      (await plain.json(`/api/offers/${id}/reviews/mine`, 'PUT', { stars: 4, body: 'Rychlé jednání.' }))
        .status,
    ).toBe(200)
    expect((await plain.json(`/api/offers/${id}/reviews/mine`, 'PUT', { stars: 5 })).status).toBe(200)
    expect((await owner.json(`/api/offers/${id}/reviews/mine`, 'PUT', { stars: 5 })).status).toBe(403)
    const reviews = reviewListResponseSchema.parse(await (await anon(`/api/offers/${id}/reviews`)).json())
    expect(reviews).toMatchObject({ count: 1, average: 5, canReview: false })

    const history = offerHistoryResponseSchema.parse(
      await (await owner.api(`/api/offers/${id}/history`)).json(),
    )
    expect(history.items.map((h) => h.action)).toEqual([
      'create',
      'submit',
      'reject',
      'edit',
      'submit',
      'approve',
      'edit',
      'approve',
      'pause',
      'resume',
    ])
    expect(history.items[2]).toMatchObject({ reason: 'Doplňte prosím ceník.', actor: { id: admin.id } })
    expect(history.items[6]?.changes).toEqual({ pubPrice: [12_500_000, 1500] })
    expect((await stranger.api(`/api/offers/${id}/history`)).status).toBe(404)
    expect((await plain.api('/api/admin/offers')).status).toBe(404)
  })

  it('refuses a renamed .exe, an image over 3 MB and a 31st photo with clear Czech messages; /img transforms', async () => {
    const created = await owner.json('/api/my/offers', 'POST', LISTING)
    const id = offerDetailSchema.parse(await created.json()).id
    const path = `/api/my/offers/${id}/photos`

    const exe = new Uint8Array(4096)
    exe.set([0x4d, 0x5a, 0x90, 0x00])
    const renamed = await upload(
      owner,
      `/api/my/offers/${id}/documents`,
      'smlouva.pdf',
      exe,
      'application/pdf',
    )
    expect(renamed.status).toBe(400)
    expect(((await renamed.json()) as { message: string }).message).toBe(
      'Obsah souboru „smlouva.pdf“ neodpovídá jeho příponě PDF. Nahrajte prosím skutečný soubor tohoto typu.',
    )
    const exeName = await upload(
      owner,
      `/api/my/offers/${id}/documents`,
      'setup.exe',
      exe,
      'application/x-msdownload',
    )
    expect(exeName.status).toBe(400)
    expect(((await exeName.json()) as { message: string }).message).toContain('nepodporovaný formát')

    // documents may be up to 20 MB (the /api body limit of 1 MB does not apply to uploads), not more
    const text = new Uint8Array(5 * 1024 * 1024).fill(0x61)
    const large = await upload(owner, `/api/my/offers/${id}/documents`, 'rozpocet.txt', text, 'text/plain')
    expect(large.status).toBe(201)
    const huge = await upload(
      owner,
      `/api/my/offers/${id}/documents`,
      'archiv.txt',
      new Uint8Array(21 * 1024 * 1024).fill(0x61),
      'text/plain',
    )
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as { message: string }).message).toMatch(/příliš velký.*20 MB/)

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer()
    const big = new Uint8Array(3_145_729)
    big.set(png)
    const tooBig = await upload(owner, path, 'velka.png', big, 'image/png')
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as { message: string }).message).toBe(
      'Soubor „velka.png“ je příliš velký. Maximální velikost je 3 MB.',
    )

    const first = await upload(owner, path, 'dum.png', new Uint8Array(png), 'image/png')
    expect(first.status).toBe(201)
    const photo = (await first.json()) as { url: string; width: number; height: number }
    expect(photo).toMatchObject({ width: 64, height: 48 })
    await server.db.query(
      `insert into public.offer_photos (offer_id, storage_path, position, size_bytes, mime_type)
       select $1::bigint, $1::text || '/fill-' || g || '.png', g, 100, 'image/png' from generate_series(1, 29) g`,
      [id],
    )
    const thirtyFirst = await upload(owner, path, 'posledni.png', new Uint8Array(png), 'image/png')
    expect(thirtyFirst.status).toBe(409)
    expect(((await thirtyFirst.json()) as { message: string }).message).toBe(
      'K nabídce lze nahrát nejvýše 30 fotografií. Další už přidat nelze.',
    )

    const img = await anon(`/img?src=${encodeURIComponent(photo.url)}&w=32&h=32&format=webp&q=70&fit=cover`)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(new Uint8Array(await img.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 32, height: 32 })
    const cached = await anon(
      `/img?src=${encodeURIComponent(photo.url)}&w=32&h=32&format=webp&q=70&fit=cover`,
    )
    expect(cached.status).toBe(200)
    const jpeg = await anon(`/img?src=${encodeURIComponent(photo.url)}&w=20&format=jpeg`)
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    for (const bad of [
      `src=${encodeURIComponent(photo.url)}&w=0`,
      `src=${encodeURIComponent(photo.url)}&w=99999`,
      `src=${encodeURIComponent(photo.url)}&w=10&format=gif`,
      `src=${encodeURIComponent(photo.url)}&w=10&fit=stretch`,
      `src=${encodeURIComponent(photo.url)}&w=10&q=0`,
      'src=listing-documents/1/x.pdf&w=10',
      'src=listing-images/../listing-documents/x.pdf&w=10',
    ]) {
      const res = await anon(`/img?${bad}`)
      expect(res.status, bad).toBe(400)
      expect(((await res.json()) as { message: string }).message).toMatch(/[ěščřžýáíéůú]|Obrázek/)
    }
    expect((await anon('/img?src=listing-images/1/none.png&w=10')).status).toBe(404)

    const teaser = offerTeaserSchema.parse(await (await owner.api(`/api/offers/${id}/teaser`)).json())
    expect(teaser.photos).toHaveLength(30)
    // a removed photo is gone from /img as well, cached renditions included
    const first30 = teaser.photos.find((p) => p.url === photo.url)
    expect((await owner.json(`/api/my/offers/${id}/photos/${first30?.id}`, 'DELETE')).status).toBe(200)
    expect(
      (await anon(`/img?src=${encodeURIComponent(photo.url)}&w=32&h=32&format=webp&q=70&fit=cover`)).status,
    ).toBe(404)
  })

  it('seeds the demo marketplace once: 42 listings in all 14 regions, 15 services, photos and PDFs', async () => {
    await ensureDemoData(server.db)
    const storage = memoryStorage()
    expect(await ensureDemoOffers(server.db, storage)).toBe(57)
    const demo = await server.db.query<{ kind: string; status: string; region: string; n: number }>(
      `select o.kind, o.status, o.region, count(*)::int as n from public.offers o
       join public.profiles p on p.id = o.owner_id where p.email in ('overeny@demo.cz', 'admin@demo.cz')
       group by 1, 2, 3`,
    )
    const count = (kind: string, status?: string) =>
      demo.rows
        .filter((r) => r.kind === kind && (!status || r.status === status))
        .reduce((s, r) => s + r.n, 0)
    expect(count('LISTING')).toBe(42)
    expect(count('LISTING', 'PUBLISHED')).toBeGreaterThanOrEqual(35)
    expect(count('SERVICE', 'PUBLISHED')).toBe(15)
    for (const status of ['PENDING', 'DRAFT', 'REJECTED']) expect(count('LISTING', status)).toBeGreaterThan(0)
    const regions = new Set(
      demo.rows.filter((r) => r.kind === 'LISTING' && r.status === 'PUBLISHED').map((r) => r.region),
    )
    expect([...regions].sort()).toEqual([...REGION_CODES].sort())

    const path = (
      await server.db.query<{ storage_path: string; document: string }>(
        `select f.storage_path, d.storage_path as document from public.offer_photos f
         join public.offer_documents d using (offer_id) join public.offers o on o.id = f.offer_id
         where o.pub_name like 'Činžovní dům, %' limit 1`,
      )
    ).rows[0]
    const photo = await storage.get('listing-images', path?.storage_path as string)
    expect(await sharp(photo as Uint8Array).metadata()).toMatchObject({
      format: 'jpeg',
      width: 960,
      height: 640,
    })
    const pdf = await storage.get('listing-documents', path?.document as string)
    expect(new TextDecoder().decode(pdf?.subarray(0, 5))).toBe('%PDF-')
    expect(await ensureDemoOffers(server.db, storage)).toBe(0)
  })
})
