import { endpointUrl } from '@rg/domain/contract'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { asUser } from '../../db/as-user.ts'
import { memoryStorage } from '../../storage/storage.ts'

// biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers loosely and checks them with expect
type Loose = any
const loose = (value: unknown): Loose => value

/** The owner's own NDA text (docs/decisions/1680-owner-nda-text.md). */
describe.each(backends)("deal room: the owner's own NDA text on $name", (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend, { storage: memoryStorage() })
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const write = (who: ApiUser, id: number, title: string, body: string) =>
    who.json(endpointUrl('setOfferNdaText', { params: { id } }), 'PUT', { title, body })
  const access = async (who: ApiUser, id: number) =>
    loose(await (await who.api(endpointUrl('getOfferAccess', { params: { id } }))).json())

  it('versions the text: an edit is a new version, the same text again is none; bounded with a Czech 400', async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Hotel u jezera' })
    const first = await write(owner, id, 'NDA hotelu', 'Vše o hotelu je důvěrné.')
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ version: 1, title: 'NDA hotelu' })
    const again = await write(owner, id, 'NDA hotelu', 'Vše o hotelu je důvěrné.')
    expect(again.status).toBe(200)
    expect(loose(await again.json()).version).toBe(1)
    expect((await write(owner, id, 'NDA hotelu', 'Vše o hotelu je důvěrné. Tři roky.')).status).toBe(201)

    const tooLong = await write(owner, id, 'NDA hotelu', 'x'.repeat(20_001))
    expect(tooLong.status).toBe(400)
    expect(JSON.stringify(await tooLong.json())).toContain('nejvýše 20000 znaků')
    const empty = await write(owner, id, 'NDA hotelu', '   ')
    expect(empty.status).toBe(400)
    expect(JSON.stringify(await empty.json())).toContain('Napište prosím text dohody.')

    const texts = loose(await (await owner.api(endpointUrl('getOfferNdaText', { params: { id } }))).json())
    expect(texts.versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
    expect(texts.platform).toMatchObject({ source: 'PLATFORM', version: 1 })
    // an admin reads them too
    expect((await admin.api(endpointUrl('getOfferNdaText', { params: { id } }))).status).toBe(200)
  })

  it('another owner neither reads nor writes the versions, also not through RLS directly', async () => {
    const draft = await draftListing(owner, { pubName: 'Koncept vily' })
    expect((await write(owner, draft, 'Vlastní NDA', 'Koncept textu.')).status).toBe(201)
    const other = await apiUser(server, 'VERIFIED')
    expect((await other.api(endpointUrl('getOfferNdaText', { params: { id: draft } }))).status).toBe(404)
    expect((await write(other, draft, 'Cizí NDA', 'Přepsáno.')).status).toBe(404)
    const published = await publishedListing(owner, admin, { pubName: 'Sklad v Kolíně' })
    expect((await other.api(endpointUrl('getOfferNdaText', { params: { id: published } }))).status).toBe(403)
    expect((await write(other, published, 'Cizí NDA', 'Přepsáno.')).status).toBe(403)

    const direct = (sql: string, params: unknown[]) =>
      asUser(server.db, { role: 'authenticated', sub: other.id }, (tx) => tx.query(sql, params))
    expect(
      (await direct('select version from public.offer_nda_texts where offer_id = $1', [draft])).rows,
    ).toEqual([])
    await expect(
      direct(
        `insert into public.offer_nda_texts (offer_id, version, title, body, created_by)
         values ($1, 9, 'Cizí', 'Cizí text', $2)`,
        [published, other.id],
      ),
    ).rejects.toThrow()
    await expect(
      direct('update public.offer_nda_texts set body = $2 where offer_id = $1', [draft, 'x']),
    ).rejects.toThrow()
  })

  it("the investor reads and accepts the owner's current text only; an edit asks again; the PDF keeps the accepted version", async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Penzion pod Sněžkou' })
    expect(
      (
        await owner.json(endpointUrl('setOfferDealTerms', { params: { id } }), 'PUT', {
          requiresNda: true,
          requiresApproval: false,
        })
      ).status,
    ).toBe(200)
    const investor = await apiUser(server, 'USER', 100)
    // no own text yet: the platform's applies
    expect((await access(investor, id)).nda).toMatchObject({ source: 'PLATFORM', version: 1 })

    await write(owner, id, 'NDA penzionu', 'První znění.')
    await write(owner, id, 'NDA penzionu', 'Druhé znění.')
    const shown = await access(investor, id)
    expect(shown.nda).toEqual({ version: 2, source: 'OWNER', title: 'NDA penzionu', body: 'Druhé znění.' })

    // RLS: only the current version, and only while the offer is published and asks for the NDA
    const direct = () =>
      asUser(server.db, { role: 'authenticated', sub: investor.id }, (tx) =>
        tx.query<{ version: number }>('select version from public.offer_nda_texts where offer_id = $1', [id]),
      )
    expect((await direct()).rows).toEqual([{ version: 2 }])

    const accept = (body: unknown) =>
      investor.json(endpointUrl('acceptOfferNda', { params: { id } }), 'POST', body)
    expect((await accept({ version: 1 })).status).toBe(409) // the platform's text does not apply here
    expect((await accept({ version: 1, source: 'OWNER' })).status).toBe(409) // an older own version
    const accepted = await accept({ version: 2, source: 'OWNER' })
    expect(accepted.status).toBe(200)
    const acceptance = loose(await accepted.json())
    expect(acceptance).toMatchObject({ version: 2, source: 'OWNER' })
    const row = (
      await server.db.query(
        'select nda_version, offer_text_version, client_address from public.offer_nda_acceptances where id = $1',
        [acceptance.id],
      )
    ).rows[0]
    expect(row).toMatchObject({ nda_version: null, offer_text_version: 2 })

    // the owner edits: the investor is asked again, the earlier acceptance keeps version 2
    await write(owner, id, 'NDA penzionu', 'Třetí znění.')
    const after = await access(investor, id)
    expect(after.nda).toMatchObject({ version: 3, source: 'OWNER' })
    expect(after.ndaAcceptance).toBeNull()
    const blocked = await investor.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')
    expect(blocked.status).toBe(409)
    const list = loose(await (await owner.api(endpointUrl('listOfferAccess', { params: { id } }))).json())
    expect(list.items[0].ndaAcceptance).toMatchObject({ id: acceptance.id, version: 2, source: 'OWNER' })

    const pdf = await owner.api(endpointUrl('downloadNdaAcceptance', { params: { id: acceptance.id } }))
    expect(pdf.status).toBe(200)
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))
    expect(doc.getTitle()).toBe(`NDA penzionu – nabídka č. ${id}`)

    expect((await accept({ version: 3, source: 'OWNER' })).status).toBe(200)
    expect((await investor.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)

    // the offer leaves the market: its own text is no longer the investor's to read
    expect(
      (await owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'pause' }))
        .status,
    ).toBe(200)
    expect((await direct()).rows).toEqual([])
  })
})
