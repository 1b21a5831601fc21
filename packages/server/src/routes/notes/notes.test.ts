import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { NOTE_NOT_ALLOWED_MESSAGE, noteSchema } from '@rg/domain/notes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { asUser } from '../../db/as-user.ts'

describe.each(backends)('notepad (getNote, saveNote) on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser
  let reader: ApiUser
  let stranger: ApiUser
  let listing: number

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
    reader = await apiUser(server, 'USER', 100)
    stranger = await apiUser(server, 'USER', 100)
    listing = await publishedListing(owner, admin)
    expect((await reader.json(endpointUrl('unlockOffer', { params: { id: listing } }), 'POST')).status).toBe(
      200,
    )
  })
  afterAll(() => server?.close())

  const get = (u: ApiUser, id: number | string, kind = 'LISTING') =>
    u.api(`${endpointUrl('getNote')}?kind=${kind}&targetId=${id}`)
  const put = (u: ApiUser, id: number | string, body: unknown, kind = 'LISTING') =>
    u.json(endpointUrl('saveNote'), 'PUT', { kind, targetId: String(id), body })

  it('keeps one private note per user and listing: empty until saved, replaced on each save', async () => {
    const empty = noteSchema.parse(await (await get(reader, listing)).json())
    expect(empty).toEqual({ kind: 'LISTING', targetId: String(listing), body: '', updatedAt: null })

    const first = await put(reader, listing, 'Zavolat v pondělí kvůli prohlídce.')
    expect(first.status).toBe(200)
    expect(noteSchema.parse(await first.json())).toMatchObject({ body: 'Zavolat v pondělí kvůli prohlídce.' })
    const second = noteSchema.parse(await (await put(reader, listing, 'Prohlídka domluvena.')).json())
    expect(second.updatedAt).not.toBeNull()
    expect(noteSchema.parse(await (await get(reader, listing)).json()).body).toBe('Prohlídka domluvena.')
    const rows = await server.db.query('select 1 from public.notes where user_id = $1', [reader.id])
    expect(rows.rows).toHaveLength(1)

    // the owner and an admin keep notes of their own on the same listing; nobody reads anyone else's
    expect((await put(owner, listing, 'Moje poznámka vlastníka')).status).toBe(200)
    expect((await put(admin, listing, 'Poznámka administrátora')).status).toBe(200)
    expect(noteSchema.parse(await (await get(owner, listing)).json()).body).toBe('Moje poznámka vlastníka')
    expect(noteSchema.parse(await (await get(admin, listing)).json()).body).toBe('Poznámka administrátora')
    expect(noteSchema.parse(await (await get(reader, listing)).json()).body).toBe('Prohlídka domluvena.')
  })

  it('refuses a user who has not unlocked the listing with a Czech 403, and RLS hides the others’ notes', async () => {
    await put(reader, listing, 'Tajná poznámka čtenáře')
    const read = await get(stranger, listing)
    expect(read.status).toBe(403)
    expect(apiErrorSchema.parse(await read.json())).toEqual({
      code: 'note_not_allowed',
      message: NOTE_NOT_ALLOWED_MESSAGE,
    })
    const write = await put(stranger, listing, 'pokus')
    expect(write.status).toBe(403)
    expect(apiErrorSchema.parse(await write.json()).message).toBe(NOTE_NOT_ALLOWED_MESSAGE)

    // in the database itself: another user sees no row, and may not write a note there either
    const claims = { role: 'authenticated' as const, sub: stranger.id }
    const seen = await asUser(server.db, claims, (tx) => tx.query('select body from public.notes'))
    expect(seen.rows).toEqual([])
    await expect(
      asUser(server.db, claims, (tx) =>
        tx.query(`insert into public.notes (user_id, kind, offer_id, body) values ($1, 'LISTING', $2, 'x')`, [
          stranger.id,
          listing,
        ]),
      ),
    ).rejects.toMatchObject({ code: '42501' })
    // nor can a user write a note in someone else's name
    await expect(
      asUser(server.db, claims, (tx) =>
        tx.query(`insert into public.notes (user_id, kind, offer_id, body) values ($1, 'LISTING', $2, 'x')`, [
          reader.id,
          listing,
        ]),
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('answers 404 for a draft of someone else and for a service 403; 401 to a visitor', async () => {
    const draft = await draftListing(owner)
    const hidden = await get(reader, draft)
    expect(hidden.status).toBe(404)
    expect(apiErrorSchema.parse(await hidden.json()).message).toBe('Nabídka nebyla nalezena.')
    // the owner keeps a note on their own draft
    expect((await put(owner, draft, 'Doplnit fotky')).status).toBe(200)

    const service = await publishedListing(owner, admin, {
      kind: 'SERVICE',
      category: 'LEGAL',
      pubName: 'Právní služby',
    })
    expect((await put(reader, service, 'x')).status).toBe(403)

    const visitor = await fetch(`${server.url}${endpointUrl('getNote')}?kind=LISTING&targetId=${listing}`)
    expect(visitor.status).toBe(401)
  })

  it('refuses bad input with Czech 400s, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'LISTING', targetId: String(listing), body: 'x'.repeat(20_001) }, 'Poznámka je příliš dlouhá'],
      [{ kind: 'LISTING', targetId: String(listing), body: 'a\u0000b' }, 'nepovolené znaky'],
      [{ kind: 'LISTING', targetId: 'abc', body: '' }, 'Neplatné číslo nabídky.'],
      [{ kind: 'OFFER', targetId: '1', body: '' }, 'Neznámý druh poznámky.'],
      [{ kind: 'LISTING', targetId: String(listing) }, 'Poznámka musí být text.'],
    ]
    for (const [body, message] of cases) {
      const res = await reader.json(endpointUrl('saveNote'), 'PUT', body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(apiErrorSchema.parse(await res.json()).message).toContain(message)
    }
    const badJson = await reader.api(endpointUrl('getNote'), {
      method: 'PUT',
      body: '{',
      headers: { 'content-type': 'application/json' },
    })
    expect(badJson.status).toBe(400)
    const noQuery = await reader.api(endpointUrl('getNote'))
    expect(noQuery.status).toBe(400)
    expect(apiErrorSchema.parse(await noQuery.json()).message).toMatch(/./)
    expect((await get(reader, '99999999')).status).toBe(404)
    expect((await get(reader, 'not-a-uuid', 'CONTACT')).status).toBe(404)
  })

  it('keeps a note on the user’s own contact, and nobody else’s', async () => {
    const contact = (
      await server.db.query<{ id: string }>(
        `insert into public.contacts (user_id, name) values ($1, 'Petr Novák') returning id`,
        [reader.id],
      )
    ).rows[0]?.id as string
    expect((await put(reader, contact, 'Volat po 17. hodině', 'CONTACT')).status).toBe(200)
    expect(noteSchema.parse(await (await get(reader, contact, 'CONTACT')).json()).body).toBe(
      'Volat po 17. hodině',
    )
    const other = await put(stranger, contact, 'x', 'CONTACT')
    expect(other.status).toBe(404)
    expect(apiErrorSchema.parse(await other.json()).message).toBe('Kontakt nebyl nalezen.')
  })
  it('keeps an admin’s private note about a user; anyone else is told the user does not exist', async () => {
    expect((await put(admin, reader.id, 'Volal kvůli fakturaci, vyřešeno.', 'USER')).status).toBe(200)
    expect(noteSchema.parse(await (await get(admin, reader.id, 'USER')).json()).body).toBe(
      'Volal kvůli fakturaci, vyřešeno.',
    )
    // another admin keeps their own note: the first admin's text is not theirs to read
    const second = await apiUser(server, 'ADMIN')
    expect(noteSchema.parse(await (await get(second, reader.id, 'USER')).json()).body).toBe('')
    for (const [who, target] of [
      [reader, reader.id],
      [stranger, reader.id],
      [admin, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await put(who, target, 'x', 'USER')
      expect(refused.status).toBe(404)
      expect(apiErrorSchema.parse(await refused.json()).message).toBe('Uživatel nebyl nalezen.')
    }
    // the database refuses it too, whatever the service checks
    await expect(
      asUser(server.db, { sub: stranger.id, role: 'authenticated' as const }, (tx) =>
        tx.query(`insert into public.notes (user_id, kind, subject_id, body) values ($1, 'USER', $2, 'x')`, [
          stranger.id,
          reader.id,
        ]),
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })
})
