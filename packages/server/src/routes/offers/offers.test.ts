import { request as httpRequest } from 'node:http'
import { endpointUrl } from '@rg/domain/contract'
import { INSUFFICIENT_CREDITS_MESSAGE } from '@rg/domain/credits'
import { isValidIco } from '@rg/domain/czech-format'
import {
  offerDetailSchema,
  offerHistoryResponseSchema,
  offerListResponseSchema,
  offerSummaryListResponseSchema,
  offerTeaserSchema,
  REGION_CODES,
  reviewListResponseSchema,
  unlockResponseSchema,
} from '@rg/domain/offers'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { DEMO_ACCOUNTS, DEMO_PROVIDERS, ensureDemoData } from '../../seed/demo-accounts.ts'
import { ensureDemoOffers } from '../../seed/demo-offers.ts'
import { memoryStorage } from '../../storage/storage.ts'

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
const SECRET_PHOTO_NAME = 'Tajná ulice 5 Zlín.png'
const SECRET_PHONE = '+420606318274'
const SECRET_COMPANY = 'Skrytá firma 8f3a s.r.o.'
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

  /**
   * An upload that declares `bytes` of body and sends only its first line, read as the server answers: a size
   * refusal comes from the declared length alone, before any of the body is read. Sending all 21 MB with fetch raced
   * the server's bounded drain of a refused body (@hono/node-server closes the socket after 500 ms), which ended in
   * ECONNRESET on a loaded machine.
   */
  function declaredUpload(client: Client, path: string, bytes: number) {
    return new Promise<{ status: number; message: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}${path}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${client.token}`,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(bytes),
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            text += chunk
          })
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              message: (JSON.parse(text) as { message: string }).message,
            })
            req.destroy()
          })
        },
      )
      req.on('error', reject)
      req.write('--x\r\n')
    })
  }

  async function upload(client: Client, path: string, name: string, bytes: Uint8Array, type: string) {
    const form = new FormData()
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
    return client.api(path, { method: 'POST', body: form })
  }

  /** Created, submitted and approved through the API, as the product does it. */
  async function publishedListing(owner: Client, admin: Client, overrides: Record<string, unknown> = {}) {
    const created = await owner.json(endpointUrl('createOffer'), 'POST', { ...LISTING, ...overrides })
    expect(created.status).toBe(201)
    const offer = offerDetailSchema.parse(await created.json())
    expect(
      (await owner.json(endpointUrl('submitOffer', { params: { id: offer.id } }), 'POST', {})).status,
    ).toBe(200)
    const approved = await admin.json(endpointUrl('transitionOffer', { params: { id: offer.id } }), 'POST', {
      action: 'approve',
    })
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
    const draft = await owner.json(endpointUrl('createOffer'), 'POST', { ...LISTING, pubKeywords: [tag] })
    expect(draft.status).toBe(201)
    const viewer = await user()

    const list = async (query: string, client: Client | null = viewer) => {
      const res = client
        ? await client.api(`${endpointUrl('listOffers')}?${query}`)
        : await anon(`${endpointUrl('listOffers')}?${query}`)
      expect(res.status).toBe(200)
      return offerListResponseSchema.parse(await res.json())
    }
    const ids = (r: { items: { id: number }[] }) => r.items.map((i) => i.id)

    expect(ids(await list(`q=${tag}`))).toEqual([c, b, a])
    expect(ids(await list(`q=${tag}+zlin`))).toEqual([a])
    expect(ids(await list(`q=${tag}%20PLZEN`, null))).toEqual([c])
    expect(ids(await list(`q=${tag}+jihomoravsky`))).toEqual([b])
    // the last word is the one being typed (the start of a word), the words before it are whole words (decision 1440)
    expect(ids(await list(`q=${tag}+brn`))).toEqual([b])
    expect(ids(await list(`q=brn+${tag}`))).toEqual([])
    expect(ids(await list(`q=${tag.slice(0, -1)}`))).toEqual([c, b, a])
    expect(ids(await list(`q=${tag}&regions=CZ-64,CZ-72`))).toEqual([b, a])
    expect(ids(await list(`q=${tag}&categories=COMPANY_SHARE`))).toEqual([c])
    expect(ids(await list(`q=${tag}&priceFrom=1000000&priceTo=5000000`))).toEqual([a])
    expect(ids(await list(`q=${tag}&sort=price-asc`))).toEqual([a, b, c])
    expect(ids(await list(`q=${tag}&sort=price-desc`))).toEqual([b, a, c])
    const page2 = await list(`q=${tag}&sort=price-asc&pageSize=2&page=2`)
    expect(ids(page2)).toEqual([c])
    expect(page2.total).toBe(3)
    expect(ids(await list(`q=${tag}&kind=SERVICE`))).toEqual([])
    // the server remembers a search's count, but never past a change to a published offer (decision 1710)
    expect((await list(`q=${tag}`)).total).toBe(3)
    const d = await publishedListing(owner, admin, { pubKeywords: [tag], pubPrice: 4_000_000 })
    expect(await list(`q=${tag}`)).toMatchObject({
      total: 4,
      items: [{ id: d }, { id: c }, { id: b }, { id: a }],
    })
    expect(ids(await list(`q=${tag}&priceFrom=1000000&priceTo=5000000`))).toEqual([d, a])

    const bad = await viewer.api(`${endpointUrl('listOffers')}?sort=cheap&priceFrom=9&priceTo=1`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toMatch(/řazení|Cena/)
    expect((await viewer.api(endpointUrl('getOffer', { params: { id: 'abc' } }))).status).toBe(400)
    expect((await viewer.api(endpointUrl('getOffer', { params: { id: 999999999 } }))).status).toBe(404)
    // odd input is a Czech 4xx, never a 500
    for (const path of [
      endpointUrl('getOffer', { params: { id: '99999999999999999999' } }),
      `${endpointUrl('listOffers')}?priceFrom=1e30`,
      `${endpointUrl('listOffers')}?page=1e300`,
      `${endpointUrl('listOffers')}?q=%25_%5C`,
      `${endpointUrl('listOffers')}?categories=LEGAL,NOPE`,
      endpointUrl('downloadOfferDocument', {
        params: { id: a, documentId: '------------------------------------' },
      }),
      endpointUrl('deleteReview', { params: { id: a, reviewId: 'x' } }),
      endpointUrl('recommendedOffers'),
    ]) {
      const res = await viewer.api(path)
      expect(res.status, path).toBeLessThan(500)
    }
    for (const [method, path, body] of [
      ['PATCH', endpointUrl('updateOffer', { params: { id: a } }), '{"pubPrice": "abc"}'],
      ['PATCH', endpointUrl('updateOffer', { params: { id: a } }), '{not json'],
      ['POST', endpointUrl('transitionOffer', { params: { id: a } }), '{"action": "explode"}'],
      ['POST', endpointUrl('createOffer'), '{"kind": "LISTING"}'],
      ['PUT', endpointUrl('reorderOfferPhotos', { params: { id: a } }), '{"ids": ["x"]}'],
      ['PUT', endpointUrl('upsertMyReview', { params: { id: a } }), '{"stars": 9}'],
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
    const doc = await upload(
      owner,
      endpointUrl('uploadOfferDocument', { params: { id } }),
      SECRET_DOC_NAME,
      PDF,
      'application/pdf',
    )
    expect(doc.status).toBe(201)
    const docId = ((await doc.json()) as { id: string }).id
    // a photo whose file name gives the address away: only the owner (and admins) see the name
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer()
    const photo = await upload(
      owner,
      endpointUrl('uploadOfferPhoto', { params: { id } }),
      SECRET_PHOTO_NAME,
      new Uint8Array(png),
      'image/png',
    )
    expect(photo.status).toBe(201)
    const own = offerDetailSchema.parse(
      await (await owner.api(endpointUrl('getOffer', { params: { id } }))).json(),
    )
    expect(own.photos.map((p) => p.name)).toEqual([SECRET_PHOTO_NAME])
    // the upload was an edit of a published listing: it is pending again until approved
    expect(
      (await admin.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'approve' }))
        .status,
    ).toBe(200)
    const storagePath = (
      await server.db.query<{ storage_path: string }>(
        'select storage_path from public.offer_documents where id = $1',
        [docId],
      )
    ).rows[0]?.storage_path as string
    // the owner's business card: phone and company are for those who unlocked, never in a teaser or a list
    await server.db.query(`update public.profiles set phone = $2, company_name = $3 where id = $1`, [
      owner.id,
      SECRET_PHONE,
      SECRET_COMPANY,
    ])
    const secrets = [
      SECRET_PHONE,
      SECRET_COMPANY,
      owner.email,
      'TAJNY-POPIS-8f3a',
      'Tajná ulice',
      '76001',
      '760 01',
      SECRET_DOC_NAME,
      SECRET_PHOTO_NAME,
      storagePath,
      'tajna-smlouva',
    ]

    const stranger = await user('USER', 1000)
    const other = await user('VERIFIED')
    const requests: [Client | null, string, string, unknown?][] = []
    for (const client of [stranger, other, null]) {
      requests.push(
        [client, 'GET', endpointUrl('listOffers')],
        [client, 'GET', `${endpointUrl('listOffers')}?q=zlin`],
        [client, 'GET', `${endpointUrl('listOffers')}?q=insolvenci`],
        [client, 'GET', `${endpointUrl('listOffers')}?q=Tajn%C3%A1`],
        [client, 'GET', endpointUrl('getOffer', { params: { id } })],
        [client, 'GET', endpointUrl('getOfferTeaser', { params: { id } })],
        [client, 'GET', endpointUrl('listReviews', { params: { id } })],
        [client, 'GET', endpointUrl('offerHistory', { params: { id } })],
        [client, 'GET', endpointUrl('downloadOfferDocument', { params: { id, documentId: docId } })],
        [client, 'GET', endpointUrl('recommendedOffers')],
        [client, 'GET', endpointUrl('listMyOffers')],
        [client, 'GET', endpointUrl('adminListOffers')],
        [client, 'GET', `${endpointUrl('adminListOffers')}?statuses=PUBLISHED`],
        [client, 'POST', endpointUrl('transitionOffer', { params: { id } }), { action: 'pause' }],
        [client, 'POST', endpointUrl('transitionOffer', { params: { id } }), { action: 'close' }],
        [client, 'PATCH', endpointUrl('updateOffer', { params: { id } }), { pubName: 'Převzato' }],
        [client, 'POST', endpointUrl('submitOffer', { params: { id } }), {}],
        [client, 'PUT', endpointUrl('reorderOfferPhotos', { params: { id } }), { ids: [] }],
        [client, 'DELETE', endpointUrl('deleteOfferDocument', { params: { id, documentId: docId } })],
        [client, 'PUT', endpointUrl('upsertMyReview', { params: { id } }), { stars: 5 }],
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
      if (method === 'GET' && path === endpointUrl('getOffer', { params: { id } }) && client) {
        const detail = offerDetailSchema.parse(JSON.parse(text))
        expect(detail).not.toHaveProperty('privDescription')
        expect(detail).not.toHaveProperty('documents')
        expect(detail).not.toHaveProperty('businessCard')
        expect(detail.unlocked).toBe(false)
      }
    }
    for (const client of [stranger, other]) {
      const photo = await upload(
        client,
        endpointUrl('uploadOfferPhoto', { params: { id } }),
        'cizi.png',
        PDF,
        'image/png',
      )
      const document = await upload(
        client,
        endpointUrl('uploadOfferDocument', { params: { id } }),
        'cizi.pdf',
        PDF,
        'application/pdf',
      )
      const removePhoto = await client.json(
        endpointUrl('deleteOfferPhoto', { params: { id, photoId: '00000000-0000-4000-8000-000000000001' } }),
        'DELETE',
      )
      const removeReview = await client.json(
        endpointUrl('deleteReview', { params: { id, reviewId: '00000000-0000-4000-8000-000000000001' } }),
        'DELETE',
      )
      for (const res of [photo, document, removePhoto, removeReview]) {
        expect(res.status).toBeGreaterThanOrEqual(400)
        const text = await res.text()
        for (const secret of secrets) expect(text).not.toContain(secret)
      }
    }
    // nothing above changed the listing
    const still = offerDetailSchema.parse(
      await (await owner.api(endpointUrl('getOffer', { params: { id } }))).json(),
    )
    expect(still).toMatchObject({ status: 'PUBLISHED', pubName: LISTING.pubName })

    // after unlocking, the same user sees all of it and downloads the document
    const unlocked = await stranger.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')
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
    expect(body.offer.businessCard).toMatchObject({
      userId: owner.id,
      verified: true,
      phone: SECRET_PHONE,
      company: SECRET_COMPANY,
      email: owner.email,
    })
    const file = await stranger.api(
      endpointUrl('downloadOfferDocument', { params: { id, documentId: docId } }),
    )
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)
    expect(JSON.stringify(body)).not.toContain(storagePath)

    // the catalogue's page is one statement with the photos and the viewer's unlocks (docs/decisions/1770): the photo
    // as the detail shows it (no name), and "unlocked" for the investor who unlocked it only
    const teaserIn = async (client: Client | null) => {
      const res = client ? await client.api(endpointUrl('listOffers')) : await anon(endpointUrl('listOffers'))
      expect(res.status).toBe(200)
      return offerListResponseSchema.parse(await res.json()).items.find((item) => item.id === id)
    }
    expect(body.offer.photos).toEqual([expect.objectContaining({ width: 64, height: 48, name: null })])
    expect(await teaserIn(stranger)).toMatchObject({
      unlocked: true,
      isOwn: false,
      photos: body.offer.photos,
    })
    expect(await teaserIn(other)).toMatchObject({ unlocked: false, isOwn: false, photos: body.offer.photos })
    expect(await teaserIn(null)).toMatchObject({ unlocked: false, isOwn: false, photos: body.offer.photos })
    expect(await teaserIn(owner)).toMatchObject({ unlocked: false, isOwn: true, photos: body.offer.photos })
  })

  it('unlocks once for 50 credits, a repeat is free, too few credits answer the Czech message', async () => {
    const id = await publishedListing(owner, admin)
    const buyer = await user('USER', 60)
    const first = await buyer.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')
    expect(unlockResponseSchema.parse(await first.json())).toMatchObject({ charged: 50, balance: 10 })
    const again = await buyer.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')
    expect(unlockResponseSchema.parse(await again.json())).toMatchObject({ charged: 0, balance: 10 })
    expect(await balance(buyer.id)).toBe(10)
    const tx = await server.db.query<{ amount: number; reason: string; offer_id: string }>(
      `select amount, reason, offer_id from public.credit_transactions where user_id = $1 and reason = 'LISTING_UNLOCK'`,
      [buyer.id],
    )
    expect(tx.rows.map((r) => [r.amount, Number(r.offer_id)])).toEqual([[-50, id]])

    const other = await publishedListing(owner, admin)
    const poor = await buyer.json(endpointUrl('unlockOffer', { params: { id: other } }), 'POST')
    expect(poor.status).toBe(402)
    expect(await poor.json()).toMatchObject({
      code: 'insufficient_credits',
      message: INSUFFICIENT_CREDITS_MESSAGE,
    })

    expect((await owner.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(409)
    const draft = offerDetailSchema.parse(
      await (await owner.json(endpointUrl('createOffer'), 'POST', LISTING)).json(),
    )
    expect((await buyer.json(endpointUrl('unlockOffer', { params: { id: draft.id } }), 'POST')).status).toBe(
      404,
    )
    expect((await anon(endpointUrl('unlockOffer', { params: { id } }))).status).toBe(404) // GET is not the unlock

    // the unlocked user keeps access after the listing is closed; the owner sees the counts
    expect(
      (await owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'close' }))
        .status,
    ).toBe(200)
    const closed = offerDetailSchema.parse(
      await (await buyer.api(endpointUrl('getOffer', { params: { id } }))).json(),
    )
    expect(closed).toMatchObject({ status: 'CLOSED', privDescription: LISTING.privDescription })
    const mine = offerSummaryListResponseSchema.parse(
      await (await owner.api(`${endpointUrl('listMyOffers')}?statuses=CLOSED`)).json(),
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
        buyer.json(endpointUrl('unlockOffer', { params: { id: r.id } }), 'POST').then(async (res) => {
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
  }, 300_000) // a cap, not a wait: 60 s was not enough on a machine six times slower than usual

  it('enforces the lifecycle: owner edits, admin approves or rejects with a reason, history records all', async () => {
    const stranger = await user('VERIFIED')
    const plain = await user('USER')
    const created = await owner.json(endpointUrl('createOffer'), 'POST', {
      ...LISTING,
      kind: 'SERVICE',
      category: 'LEGAL',
    })
    const id = offerDetailSchema.parse(await created.json()).id

    expect((await plain.json(endpointUrl('createOffer'), 'POST', LISTING)).status).toBe(403)
    expect(
      (await owner.json(endpointUrl('createOffer'), 'POST', { ...LISTING, category: 'LEGAL' })).status,
    ).toBe(400)
    expect((await owner.json(endpointUrl('createOffer'), 'POST', { ...LISTING, pubName: '' })).status).toBe(
      400,
    )

    expect((await owner.json(endpointUrl('submitOffer', { params: { id } }), 'POST', {})).status).toBe(200)
    // the owner cannot approve their own offer, nobody else may edit it
    const selfApprove = await owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', {
      action: 'approve',
    })
    expect(selfApprove.status).toBe(403)
    expect(((await selfApprove.json()) as { message: string }).message).toContain('administrátor')
    expect(
      (await stranger.json(endpointUrl('updateOffer', { params: { id } }), 'PATCH', { pubName: 'Cizí' }))
        .status,
    ).toBe(404)
    const noReason = await admin.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', {
      action: 'reject',
    })
    expect(noReason.status).toBe(400)
    expect(((await noReason.json()) as { message: string }).message).toBe('Uveďte prosím důvod zamítnutí.')
    const rejected = await admin.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', {
      action: 'reject',
      reason: 'Doplňte prosím ceník.',
    })
    expect(await rejected.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Doplňte prosím ceník.',
    })

    const edited = await owner.json(endpointUrl('updateOffer', { params: { id } }), 'PATCH', {
      pubDescription: 'Ceník na vyžádání.',
    })
    expect(offerDetailSchema.parse(await edited.json())).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Doplňte prosím ceník.',
    })
    expect((await owner.json(endpointUrl('submitOffer', { params: { id } }), 'POST', {})).status).toBe(200)
    expect(
      (await admin.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'approve' }))
        .status,
    ).toBe(200)

    // a published service: every signed-in user sees all of it, a stranger still cannot change it
    const seen = offerDetailSchema.parse(
      await (await plain.api(endpointUrl('getOffer', { params: { id } }))).json(),
    )
    expect(seen).toMatchObject({ privDescription: LISTING.privDescription, street: LISTING.street })
    const visitor = offerDetailSchema.parse(
      await (await anon(endpointUrl('getOffer', { params: { id } }))).json(),
    )
    expect(visitor).toMatchObject({ street: LISTING.street, postcode: '76001' })
    expect(visitor).not.toHaveProperty('privDescription')
    expect(
      (await stranger.json(endpointUrl('updateOffer', { params: { id } }), 'PATCH', { pubName: 'Cizí' }))
        .status,
    ).toBe(403)
    expect(
      (await stranger.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'pause' }))
        .status,
    ).toBe(403)
    expect((await plain.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(409)

    // editing a published offer sends it back to moderation; it disappears for others
    const back = await owner.json(endpointUrl('updateOffer', { params: { id } }), 'PATCH', { pubPrice: 1500 })
    expect(offerDetailSchema.parse(await back.json()).status).toBe('PENDING')
    expect((await plain.api(endpointUrl('getOffer', { params: { id } }))).status).toBe(404)
    const queue = offerSummaryListResponseSchema.parse(
      await (await admin.api(`${endpointUrl('adminListOffers')}?statuses=PENDING&kind=SERVICE`)).json(),
    )
    expect(queue.items.map((o) => o.id)).toContain(id)
    expect(queue.items.find((o) => o.id === id)?.owner?.id).toBe(owner.id)
    expect(
      (await admin.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'approve' }))
        .status,
    ).toBe(200)
    expect(
      (await owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'resume' }))
        .status,
    ).toBe(409)
    expect(
      (await owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'pause' }))
        .status,
    ).toBe(200)
    expect(
      (await owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'resume' }))
        .status,
    ).toBe(200)

    // reviews: one per user, the owner may not review
    expect(
      (
        await plain.json(endpointUrl('upsertMyReview', { params: { id } }), 'PUT', {
          stars: 4,
          body: 'Rychlé jednání.',
        })
      ).status,
    ).toBe(200)
    expect(
      (await plain.json(endpointUrl('upsertMyReview', { params: { id } }), 'PUT', { stars: 5 })).status,
    ).toBe(200)
    expect(
      (await owner.json(endpointUrl('upsertMyReview', { params: { id } }), 'PUT', { stars: 5 })).status,
    ).toBe(403)
    const reviews = reviewListResponseSchema.parse(
      await (await anon(endpointUrl('listReviews', { params: { id } }))).json(),
    )
    expect(reviews).toMatchObject({ count: 1, average: 5, canReview: false })

    const history = offerHistoryResponseSchema.parse(
      await (await owner.api(endpointUrl('offerHistory', { params: { id } }))).json(),
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
    expect((await stranger.api(endpointUrl('offerHistory', { params: { id } }))).status).toBe(404)
    expect((await plain.api(endpointUrl('adminListOffers'))).status).toBe(404)
  })

  it('refuses a renamed .exe, an image over 3 MB and a 31st photo with clear Czech messages; /img transforms', async () => {
    const created = await owner.json(endpointUrl('createOffer'), 'POST', LISTING)
    const id = offerDetailSchema.parse(await created.json()).id
    const path = endpointUrl('uploadOfferPhoto', { params: { id } })

    const exe = new Uint8Array(4096)
    exe.set([0x4d, 0x5a, 0x90, 0x00])
    const renamed = await upload(
      owner,
      endpointUrl('uploadOfferDocument', { params: { id } }),
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
      endpointUrl('uploadOfferDocument', { params: { id } }),
      'setup.exe',
      exe,
      'application/x-msdownload',
    )
    expect(exeName.status).toBe(400)
    expect(((await exeName.json()) as { message: string }).message).toContain('nepodporovaný formát')

    // documents may be up to 20 MB (the API's body limit of 1 MB does not apply to uploads), not more
    const text = new Uint8Array(5 * 1024 * 1024).fill(0x61)
    const large = await upload(
      owner,
      endpointUrl('uploadOfferDocument', { params: { id } }),
      'rozpocet.txt',
      text,
      'text/plain',
    )
    expect(large.status).toBe(201)
    const huge = await declaredUpload(
      owner,
      endpointUrl('uploadOfferDocument', { params: { id } }),
      21 * 1024 * 1024,
    )
    expect(huge.status).toBe(413)
    expect(huge.message).toMatch(/příliš velký.*20 MB/)

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

    // the draft's photo: its owner sees it through /img, a visitor does not (docs/security.md "/img")
    const thumb = `/img?src=${encodeURIComponent(photo.url)}&w=72&h=72&format=webp&q=75&fit=cover`
    expect((await anon(thumb)).status).toBe(404)
    const img = await owner.api(thumb)
    expect(img.status).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/webp')
    expect(img.headers.get('cache-control')).toMatch(/^private/)
    const meta = await sharp(new Uint8Array(await img.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp' })
    const cached = await owner.api(thumb)
    expect(cached.status).toBe(200)
    const jpeg = await owner.api(`/img?src=${encodeURIComponent(photo.url)}&w=72&format=jpeg`)
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    for (const bad of [
      `src=${encodeURIComponent(photo.url)}&w=0`,
      `src=${encodeURIComponent(photo.url)}&w=99999`,
      `src=${encodeURIComponent(photo.url)}&w=10&format=gif`,
      `src=${encodeURIComponent(photo.url)}&w=10&fit=stretch`,
      `src=${encodeURIComponent(photo.url)}&w=10&q=0`,
      `src=${encodeURIComponent(photo.url)}&w=73`,
      `src=${encodeURIComponent(photo.url)}&w=72&h=71`,
      `src=${encodeURIComponent(photo.url)}&w=72&q=74`,
      `src=${encodeURIComponent(photo.url)}&w=72&format=avif`,
      'src=listing-documents/1/x.pdf&w=10',
      'src=listing-images/../listing-documents/x.pdf&w=10',
    ]) {
      const res = await anon(`/img?${bad}`)
      expect(res.status, bad).toBe(400)
      expect(((await res.json()) as { message: string }).message).toMatch(/[ěščřžýáíéůú]|Obrázek/)
    }
    expect((await anon('/img?src=listing-images/1/none.png&w=72')).status).toBe(404)

    const teaser = offerTeaserSchema.parse(
      await (await owner.api(endpointUrl('getOfferTeaser', { params: { id } }))).json(),
    )
    expect(teaser.photos).toHaveLength(30)
    // a removed photo is gone from /img as well, cached renditions included
    const first30 = teaser.photos.find((p) => p.url === photo.url)
    expect(
      (
        await owner.json(
          endpointUrl('deleteOfferPhoto', { params: { id, photoId: String(first30?.id) } }),
          'DELETE',
        )
      ).status,
    ).toBe(200)
    expect((await owner.api(thumb)).status).toBe(404)
  })

  it('seeds the demo marketplace once: 42 listings in all 14 regions, 15 services, photos and PDFs', async () => {
    await ensureDemoData(server.db)
    const storage = memoryStorage()
    expect(await ensureDemoOffers(server.db, storage)).toBe(57)
    const demoEmails = [...DEMO_ACCOUNTS, ...DEMO_PROVIDERS].map((p) => p.email)
    const demo = await server.db.query<{ kind: string; status: string; region: string; n: number }>(
      `select o.kind, o.status, o.region, count(*)::int as n from public.offers o
       join public.profiles p on p.id = o.owner_id where p.email = any($1::text[])
       group by 1, 2, 3`,
      [demoEmails],
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
    // each service belongs to its own verified provider, whose card names a firm with a valid IČO and a phone
    const providers = await server.db.query<{
      pub_name: string
      role: string
      company_name: string | null
      ico: string | null
      phone: string | null
      email: string
    }>(
      `select o.pub_name, p.role, p.company_name, p.ico, p.phone, p.email from public.offers o
       join public.profiles p on p.id = o.owner_id where o.kind = 'SERVICE' and p.email = any($1::text[])`,
      [demoEmails],
    )
    expect(new Set(providers.rows.map((r) => r.email)).size).toBe(15)
    for (const r of providers.rows) {
      expect(r.role).toBe('VERIFIED')
      expect(r.email).toMatch(/@example\.cz$/)
      expect(r.phone).toMatch(/^\+420\d{9}$/)
      expect(isValidIco(r.ico as string), `${r.company_name} ${r.ico}`).toBe(true)
      expect(r.company_name).toBeTruthy()
    }

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
    // seeded through the services: the history is the product's own, and the youngest offer is listed first
    const newest = await server.db.query<{ id: string; pub_name: string }>(
      `select id, pub_name from public.offers where status = 'PUBLISHED' and kind = 'LISTING'
       order by published_at desc limit 1`,
    )
    expect(newest.rows[0]?.pub_name).toBe('Činžovní dům, Praha')
    const history = await server.db.query<{ action: string }>(
      'select action from public.offer_history where offer_id = $1 order by id',
      [newest.rows[0]?.id],
    )
    expect(history.rows.map((r) => r.action)).toEqual(['create', 'edit', 'edit', 'submit', 'approve'])
    expect(await ensureDemoOffers(server.db, storage)).toBe(0)
  }, 600_000) // the demo seed draws its photos and PDFs: over a minute on a loaded machine, over 180 s on a very slow one
})
