import { endpointUrl } from '@rg/domain/contract'
import { offerDetailSchema, offerHistoryResponseSchema } from '@rg/domain/offers'
import { userDocumentSchema } from '@rg/domain/uploads'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/*
 * docs/decisions/1350: which changes of a published offer need a new review. A new photo, a new document (uploaded or
 * attached from the document store) send it back to PENDING; reordering and removing photos and removing documents
 * keep it published, and the history records them.
 */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const LISTING = {
  kind: 'LISTING',
  category: 'REAL_ESTATE',
  pubName: 'Byt v Olomouci',
  pubDescription: 'Světlý byt po rekonstrukci.',
  city: 'Olomouc',
  region: 'CZ-71',
}

describe.each(backends)('changes of a published offer on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const upload = (path: string, name: string, bytes: Uint8Array, type: string) => {
    const form = new FormData()
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
    return owner.api(path, { method: 'POST', body: form })
  }
  const png = async (background: string) =>
    new Uint8Array(
      await sharp({ create: { width: 32, height: 24, channels: 3, background } })
        .png()
        .toBuffer(),
    )
  const detail = async (id: number) =>
    offerDetailSchema.parse(await (await owner.api(endpointUrl('getOffer', { params: { id } }))).json())
  const approve = async (id: number) =>
    expect(
      (await admin.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'approve' }))
        .status,
    ).toBe(200)

  it('keeps it published when photos are reordered or removed and documents removed; new files need review', async () => {
    const created = await owner.json(endpointUrl('createOffer'), 'POST', LISTING)
    const id = offerDetailSchema.parse(await created.json()).id
    for (const colour of ['#112233', '#445566', '#778899']) {
      const photo = await upload(
        endpointUrl('uploadOfferPhoto', { params: { id } }),
        `${colour}.png`,
        await png(colour),
        'image/png',
      )
      expect(photo.status).toBe(201)
    }
    const doc = await upload(
      endpointUrl('uploadOfferDocument', { params: { id } }),
      'memorandum.pdf',
      PDF,
      'application/pdf',
    )
    expect(doc.status).toBe(201)
    expect((await owner.json(endpointUrl('submitOffer', { params: { id } }), 'POST', {})).status).toBe(200)
    await approve(id)

    const photos = (await detail(id)).photos.map((p) => p.id)
    const reordered = await owner.json(endpointUrl('reorderOfferPhotos', { params: { id } }), 'PUT', {
      ids: [...photos].reverse(),
    })
    expect(reordered.status).toBe(200)
    expect((await detail(id)).status).toBe('PUBLISHED')
    const removedPhoto = await owner.api(
      endpointUrl('deleteOfferPhoto', { params: { id, photoId: photos[0] as string } }),
      { method: 'DELETE' },
    )
    expect(removedPhoto.status).toBe(200)
    const documentId = ((await doc.json()) as { id: string }).id
    const removedDocument = await owner.api(
      endpointUrl('deleteOfferDocument', { params: { id, documentId } }),
      { method: 'DELETE' },
    )
    expect(removedDocument.status).toBe(200)
    const kept = await detail(id)
    expect(kept).toMatchObject({ status: 'PUBLISHED', documents: [] })
    expect(kept.photos).toHaveLength(2)

    const history = offerHistoryResponseSchema.parse(
      await (await owner.api(endpointUrl('offerHistory', { params: { id } }))).json(),
    )
    const edits = history.items.filter((h) => h.action === 'edit' && h.fromStatus === 'PUBLISHED')
    expect(edits).toHaveLength(3)
    expect(edits.every((h) => h.toStatus === 'PUBLISHED')).toBe(true)

    // a new photo is new content: back to review
    const added = await upload(
      endpointUrl('uploadOfferPhoto', { params: { id } }),
      'nova.png',
      await png('#aabbcc'),
      'image/png',
    )
    expect(added.status).toBe(201)
    expect((await detail(id)).status).toBe('PENDING')
    await approve(id)

    // so is a new document, uploaded or attached from the document store (/portal/documents)
    const again = await upload(
      endpointUrl('uploadOfferDocument', { params: { id } }),
      'vykazy.pdf',
      PDF,
      'application/pdf',
    )
    expect(again.status).toBe(201)
    expect((await detail(id)).status).toBe('PENDING')
    await approve(id)
    const form = new FormData()
    form.append(
      'file',
      new File([PDF as Uint8Array<ArrayBuffer>], 'smlouva.pdf', { type: 'application/pdf' }),
    )
    const stored = userDocumentSchema.parse(
      await (await owner.api(endpointUrl('uploadDocument'), { method: 'POST', body: form })).json(),
    )
    const attached = await owner.json(endpointUrl('attachStoredDocument', { params: { id } }), 'POST', {
      documentId: stored.id,
    })
    expect(attached.status).toBe(201)
    expect((await detail(id)).status).toBe('PENDING')
  })
})
