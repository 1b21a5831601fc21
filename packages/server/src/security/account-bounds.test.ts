import { deflateSync } from 'node:zlib'
import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { MAX_UNPUBLISHED_OFFERS, UNPUBLISHED_LIMIT_REACHED } from '@rg/domain/offers'
import { profileSchema } from '@rg/domain/profile'
import { IMAGE_TOO_LARGE_MESSAGE, userDocumentListResponseSchema } from '@rg/domain/uploads'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { WorkGate } from '../images/gate.ts'
import { IMAGE_BUSY_MESSAGE } from '../images/transform.ts'

/*
 * Bounded work per account (docs/decisions/1230-account-bounds.md): one storage quota over the document store and
 * the files of one's offers, a cap on unpublished offers, and avatars under the pixel limit and the image-work gate.
 */
const QUOTA = 64 * 1024

const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Uint8Array) => {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}
/** A valid PNG of a few dozen bytes whose header claims width × height (the pixel data is never there). */
export function pngClaiming(width: number, height: number): Uint8Array {
  const ihdr = new Uint8Array(13)
  new DataView(ihdr.buffer).setUint32(0, width)
  new DataView(ihdr.buffer).setUint32(4, height)
  ihdr.set([8, 2], 8)
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array(deflateSync(new Uint8Array(64)))),
    chunk('IEND', new Uint8Array()),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

const pdfOf = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  return bytes
}

describe.each(backends)('bounds per account on $name', (backend) => {
  let server: TestServer
  let admin: ApiUser
  const gate = new WorkGate(1, 0, 1_000)

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { documentQuotaBytes: QUOTA }, imageGate: gate })
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const send = (who: ApiUser, path: string, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData()
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
    return who.api(path, { method: 'POST', body: form })
  }

  it('refuses an avatar of 16000×16000 pixels from its header, in Czech', async () => {
    const user = await apiUser(server, 'USER')
    const bomb = pngClaiming(16_000, 16_000)
    expect((await sharp(bomb).metadata()).width).toBe(16_000)
    const res = await send(user, endpointUrl('uploadAvatar'), bomb, 'obří.png', 'image/png')
    expect(res.status).toBe(400)
    expect(apiErrorSchema.parse(await res.json()).message).toBe(IMAGE_TOO_LARGE_MESSAGE)
    const profile = profileSchema.parse(await (await user.api(endpointUrl('getProfile'))).json())
    expect(profile.avatarUrl).toBeNull()
  })

  it('resizes avatars through the image-work gate: a full gate answers 503 in Czech, a free one stores it', async () => {
    const user = await apiUser(server, 'USER')
    const png = new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer(),
    )
    let release = () => {}
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)))
    try {
      const busy = await send(user, endpointUrl('uploadAvatar'), png, 'já.png', 'image/png')
      expect(busy.status).toBe(503)
      expect(apiErrorSchema.parse(await busy.json()).message).toBe(IMAGE_BUSY_MESSAGE)
    } finally {
      release()
      await held
    }
    const stored = await send(user, endpointUrl('uploadAvatar'), png, 'já.png', 'image/png')
    expect(stored.status).toBe(200)
  })

  it('counts offer documents and photos in the storage quota, in Czech when it is full', async () => {
    const owner = await apiUser(server, 'VERIFIED')
    const draft = await draftListing(owner)
    const offerDoc = (size: number, name: string) =>
      send(
        owner,
        endpointUrl('uploadOfferDocument', { params: { id: draft } }),
        pdfOf(size),
        name,
        'application/pdf',
      )
    expect((await offerDoc(40 * 1024, 'posudek.pdf')).status).toBe(201)
    // the offer's document is in the account's used bytes, which the document store's quota bar shows
    const listed = userDocumentListResponseSchema.parse(
      await (await owner.api(endpointUrl('listDocuments'))).json(),
    )
    expect(listed).toMatchObject({ usedBytes: 40 * 1024, quotaBytes: QUOTA })

    const over = await offerDoc(30 * 1024, 'znalecký posudek.pdf')
    expect(over.status).toBe(413)
    expect(apiErrorSchema.parse(await over.json()).message).toMatch(
      /^Soubor \(30\skB\) se do úložiště nevejde: zbývá 24\skB z 64\skB/,
    )
    // a second draft is no way around it, nor is the document store
    const second = await draftListing(owner)
    const elsewhere = await send(
      owner,
      endpointUrl('uploadOfferDocument', { params: { id: second } }),
      pdfOf(30 * 1024),
      'smlouva.pdf',
      'application/pdf',
    )
    expect(elsewhere.status).toBe(413)
    const stored = await send(
      owner,
      endpointUrl('uploadDocument'),
      pdfOf(30 * 1024),
      'a.pdf',
      'application/pdf',
    )
    expect(stored.status).toBe(413)
    // photos count too
    const photo = new Uint8Array(30 * 1024)
    photo.set(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    )
    const photoOver = await send(
      owner,
      endpointUrl('uploadOfferPhoto', { params: { id: second } }),
      photo,
      'dům.png',
      'image/png',
    )
    expect(photoOver.status).toBe(413)
    // nothing refused was stored
    const rows = await server.db.query<{ n: number }>(
      `select (select count(*) from public.offer_documents d join public.offers o on o.id = d.offer_id
                where o.owner_id = $1)::int
            + (select count(*) from public.offer_photos p join public.offers o on o.id = p.offer_id
                where o.owner_id = $1)::int
            + (select count(*) from public.user_documents where user_id = $1)::int as n`,
      [owner.id],
    )
    expect(rows.rows[0]?.n).toBe(1)
  })

  it(`refuses the ${MAX_UNPUBLISHED_OFFERS + 1}st unpublished offer in Czech, even sent in parallel`, async () => {
    const owner = await apiUser(server, 'VERIFIED')
    // drafts, pending and rejected ones count alike
    const pending = await draftListing(owner, {}, true)
    const rejected = await draftListing(owner, {}, true)
    const rejection = await admin.json(endpointUrl('transitionOffer', { params: { id: rejected } }), 'POST', {
      action: 'reject',
      reason: 'Doplňte prosím fotografie.',
    })
    expect(rejection.status).toBe(200)
    const create = () =>
      owner.json(endpointUrl('createOffer'), 'POST', {
        kind: 'LISTING',
        category: 'REAL_ESTATE',
        pubName: 'Byt',
      })
    const answers = await Promise.all(Array.from({ length: MAX_UNPUBLISHED_OFFERS + 3 }, create))
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_UNPUBLISHED_OFFERS - 2)
    const refused = answers.filter((r) => r.status !== 201)
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409, 409])
    expect(apiErrorSchema.parse(await refused[0]?.json())).toEqual(UNPUBLISHED_LIMIT_REACHED.error)
    // a published offer no longer counts: the approval frees a place
    const approved = await admin.json(endpointUrl('transitionOffer', { params: { id: pending } }), 'POST', {
      action: 'approve',
    })
    expect(approved.status).toBe(200)
    expect((await create()).status).toBe(201)
    expect((await create()).status).toBe(409)
  })
})
