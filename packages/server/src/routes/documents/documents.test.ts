import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { offerDetailSchema } from '@rg/domain/offers'
import { userDocumentListResponseSchema, userDocumentSchema } from '@rg/domain/uploads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { asUser } from '../../db/as-user.ts'

/* The private document store: checked files, a quota, rename, download, attach to an own offer, nobody else's. */
const QUOTA = 64 * 1024
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

describe.each(backends)('document store on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let stranger: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { documentQuotaBytes: QUOTA } })
    owner = await apiUser(server, 'VERIFIED')
    stranger = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const upload = (who: ApiUser, bytes: Uint8Array, name: string, type: string, tags: string[] = []) => {
    const form = new FormData()
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
    for (const tag of tags) form.append('tags', tag)
    return who.api(endpointUrl('uploadDocument'), { method: 'POST', body: form })
  }
  const list = async (who: ApiUser) =>
    userDocumentListResponseSchema.parse(await (await who.api(endpointUrl('listDocuments'))).json())

  it('stores, renames, downloads, attaches and deletes the owner’s documents, within the quota', async () => {
    const first = await upload(owner, PDF, 'Smlouva o dílo.pdf', 'application/pdf')
    expect(first.status).toBe(201)
    const contract = userDocumentSchema.parse(await first.json())
    const notes = await upload(
      owner,
      new TextEncoder().encode('Poznámky k jednání'),
      'poznámky.txt',
      'text/plain',
    )
    expect(notes.status).toBe(201)
    const memo = userDocumentSchema.parse(await notes.json())

    const listed = await list(owner)
    expect(listed.items.map((d) => d.name).sort()).toEqual(['Smlouva o dílo.pdf', 'poznámky.txt'])
    expect(listed).toMatchObject({ usedBytes: PDF.byteLength + memo.sizeBytes, quotaBytes: QUOTA })

    // a rename keeps the extension; an empty or slashed name is a Czech 400
    const renamed = await owner.json(
      endpointUrl('updateDocument', { params: { id: contract.id } }),
      'PATCH',
      {
        name: 'Smlouva – podepsaná',
      },
    )
    expect(userDocumentSchema.parse(await renamed.json()).name).toBe('Smlouva – podepsaná.pdf')
    for (const name of ['', '   ', 'a/b', 'x'.repeat(201)]) {
      const bad = await owner.json(endpointUrl('updateDocument', { params: { id: contract.id } }), 'PATCH', {
        name,
      })
      expect(bad.status).toBe(400)
      expect(apiErrorSchema.parse(await bad.json()).message).toMatch(/[ěščřžýáíéůú]/i)
    }

    const download = await owner.api(endpointUrl('downloadDocument', { params: { id: contract.id } }))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Smlouva%20%E2%80%93%20podepsan%C3%A1.pdf",
    )
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)

    const draft = await draftListing(owner)
    const attached = await owner.json(
      endpointUrl('attachStoredDocument', { params: { id: draft } }),
      'POST',
      {
        documentId: contract.id,
      },
    )
    expect(attached.status).toBe(201)
    const offer = offerDetailSchema.parse(
      await (await owner.api(endpointUrl('getOffer', { params: { id: draft } }))).json(),
    )
    expect((offer.documents ?? []).map((d) => d.name)).toEqual(['Smlouva – podepsaná.pdf'])

    expect(
      (await owner.api(endpointUrl('deleteDocument', { params: { id: memo.id } }), { method: 'DELETE' }))
        .status,
    ).toBe(200)
    expect((await list(owner)).items.map((d) => d.id)).toEqual([contract.id])
    // the attached copy stays on the offer
    expect((await owner.api(offer.documents?.[0]?.url ?? '')).status).toBe(200)
  })

  it('tags documents on upload and later, refuses bad tags in Czech, and the database holds the same bounds', async () => {
    const tagged = await upload(owner, PDF, 'Kupní smlouva.pdf', 'application/pdf', [
      'smlouvy',
      ' Zlín ',
      'SMLOUVY',
    ])
    expect(tagged.status).toBe(201)
    const doc = userDocumentSchema.parse(await tagged.json())
    // trimmed, and one spelling per tag whatever its case
    expect(doc.tags).toEqual(['smlouvy', 'Zlín'])
    expect((await list(owner)).items.find((d) => d.id === doc.id)?.tags).toEqual(['smlouvy', 'Zlín'])

    const byId = { params: { id: doc.id } }
    const retagged = await owner.json(endpointUrl('updateDocument', byId), 'PATCH', {
      tags: ['posudky', 'Brno'],
    })
    expect(retagged.status).toBe(200)
    // tags alone leave the name, a name alone leaves the tags
    expect(userDocumentSchema.parse(await retagged.json())).toMatchObject({
      name: 'Kupní smlouva.pdf',
      tags: ['posudky', 'Brno'],
    })
    const renamed = await owner.json(endpointUrl('updateDocument', byId), 'PATCH', { name: 'Smlouva Brno' })
    expect(userDocumentSchema.parse(await renamed.json())).toMatchObject({
      name: 'Smlouva Brno.pdf',
      tags: ['posudky', 'Brno'],
    })

    for (const [tags, message] of [
      [['x'.repeat(41)], 'Štítek je příliš dlouhý (nejvýše 40 znaků).'],
      [Array.from({ length: 21 }, (_, i) => `t${i}`), 'Dokument může mít nejvýše 20 štítků.'],
      [['  '], 'Štítek nesmí být prázdný.'],
    ] as const) {
      const bad = await owner.json(endpointUrl('updateDocument', byId), 'PATCH', { tags })
      expect(bad.status).toBe(400)
      expect(JSON.stringify(await bad.json())).toContain(message)
      const refusedUpload = await upload(owner, PDF, 'Jiná.pdf', 'application/pdf', [...tags])
      expect(refusedUpload.status).toBe(400)
      expect(apiErrorSchema.parse(await refusedUpload.json()).message).toBe(message)
    }
    const empty = await owner.json(endpointUrl('updateDocument', byId), 'PATCH', {})
    expect(empty.status).toBe(400)
    // nothing refused was stored or changed
    const after = await list(owner)
    expect(after.items.filter((d) => d.name === 'Jiná.pdf')).toEqual([])
    expect(after.items.find((d) => d.id === doc.id)?.tags).toEqual(['posudky', 'Brno'])

    // the database refuses what the contract refuses, whoever writes
    for (const tags of [Array.from({ length: 21 }, (_, i) => `t${i}`), ['x'.repeat(41)], ['']])
      await expect(
        server.db.query('update public.user_documents set tags = $2 where id = $1', [doc.id, tags]),
      ).rejects.toThrow(/check/i)

    const gone = await owner.api(endpointUrl('deleteDocument', byId), { method: 'DELETE' })
    expect(gone.status).toBe(200)
  })

  it('refuses a forbidden type by its content and a file over the quota, in Czech', async () => {
    const fake = await upload(
      owner,
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
      'faktura.pdf',
      'application/pdf',
    )
    expect(fake.status).toBe(400)
    expect(apiErrorSchema.parse(await fake.json()).message).toMatch(/faktura\.pdf/)
    const big = new Uint8Array(QUOTA)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))
    const over = await upload(owner, big, 'velký.pdf', 'application/pdf')
    expect(over.status).toBe(413)
    expect(apiErrorSchema.parse(await over.json()).message).toMatch(/se do úložiště nevejde/)
    const unverified = await apiUser(server, 'USER')
    expect((await upload(unverified, PDF, 'a.pdf', 'application/pdf')).status).toBe(403)
  })

  it('shows nobody else any of the owner’s documents, admins included', async () => {
    const [doc] = (await list(owner)).items
    if (!doc) throw new Error('no document')
    for (const who of [stranger, admin]) {
      expect((await list(who)).items).toEqual([])
      const params = { params: { id: doc.id } }
      expect((await who.api(endpointUrl('downloadDocument', params))).status).toBe(404)
      expect((await who.json(endpointUrl('updateDocument', params), 'PATCH', { name: 'moje' })).status).toBe(
        404,
      )
      expect((await who.api(endpointUrl('deleteDocument', params), { method: 'DELETE' })).status).toBe(404)
    }
    const strangersDraft = await draftListing(stranger)
    const attach = await stranger.json(
      endpointUrl('attachStoredDocument', { params: { id: strangersDraft } }),
      'POST',
      {
        documentId: doc.id,
      },
    )
    expect(attach.status).toBe(404)
    expect((await list(owner)).items).toHaveLength(1)

    // the database itself hides the row from anyone else: reading finds nothing, writing touches nothing
    for (const who of [stranger, admin]) {
      const claims = { role: 'authenticated' as const, sub: who.id }
      const seen = await asUser(server.db, claims, async (tx) => ({
        rows: (await tx.query('select id, name from public.user_documents')).rows,
        byId: (await tx.query('select id from public.user_documents where id = $1', [doc.id])).rows,
        renamed: (
          await tx.query(`update public.user_documents set name = 'cizí.pdf' where id = $1 returning id`, [
            doc.id,
          ])
        ).rows,
        deleted: (await tx.query('delete from public.user_documents where id = $1 returning id', [doc.id]))
          .rows,
        used: (await tx.query<{ n: string | null }>('select sum(size_bytes) as n from public.user_documents'))
          .rows[0]?.n,
      }))
      expect(seen).toEqual({ rows: [], byId: [], renamed: [], deleted: [], used: null })
    }
    expect((await list(owner)).items.map((d) => d.name)).toEqual([doc.name])
  })
})

/* The 20 MB limit of one document, on the upload endpoint itself (with the default quota, so only the size refuses). */
describe.each(backends)('document upload size limit on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'VERIFIED')
  })
  afterAll(() => server?.close())

  const pdfOf = (size: number) => {
    const bytes = new Uint8Array(size)
    bytes.set(PDF)
    return bytes
  }
  const send = (bytes: Uint8Array, name: string) => {
    const form = new FormData()
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }))
    return owner.api(endpointUrl('uploadDocument'), { method: 'POST', body: form })
  }

  it('takes a file of exactly 20 MB and refuses one byte more, or a body past the limit, in Czech', async () => {
    const limit = 20 * 1024 * 1024
    const exact = await send(pdfOf(limit), 'Přesně dvacet.pdf')
    expect(exact.status).toBe(201)
    expect(userDocumentSchema.parse(await exact.json()).sizeBytes).toBe(limit)

    const over = await send(pdfOf(limit + 1), 'O bajt víc.pdf')
    expect(over.status).toBe(413)
    expect(apiErrorSchema.parse(await over.json()).message).toBe(
      'Soubor „O bajt víc.pdf“ je příliš velký. Maximální velikost je 20 MB.',
    )
    // far past the limit the body is cut off before it is read, with the same Czech message
    const huge = await send(pdfOf(limit + 2 * 1024 * 1024), 'Archiv.pdf')
    expect(huge.status).toBe(413)
    expect(apiErrorSchema.parse(await huge.json()).message).toBe(
      'Soubor je příliš velký. Maximální velikost je 20 MB.',
    )

    const listed = userDocumentListResponseSchema.parse(
      await (await owner.api(endpointUrl('listDocuments'))).json(),
    )
    expect(listed.items.map((d) => d.name)).toEqual(['Přesně dvacet.pdf'])
    expect(listed.usedBytes).toBe(limit)
  })
})
