import { addDays, pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import {
  CONTACT_IMPORT_MAX,
  callLogSchema,
  callMatchesDue,
  coldCallListResponseSchema,
  coldCallSchema,
  contactDetailSchema,
  contactImportResponseSchema,
  contactListResponseSchema,
  contactSchema,
} from '@rg/domain/crm'
import { apiErrorSchema } from '@rg/domain/fields'
import { noteSchema } from '@rg/domain/notes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { asUser } from '../../db/as-user.ts'

describe.each(backends)('contacts and cold calls on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let other: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'USER')
    other = await apiUser(server, 'USER')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const create = async (u: ApiUser, body: Record<string, unknown>) => {
    const r = await u.json(endpointUrl('createContact'), 'POST', body)
    expect(r.status).toBe(201)
    return contactSchema.parse(await r.json())
  }

  it('creates, lists, edits and deletes the user’s own contacts', async () => {
    const jana = await create(owner, {
      name: 'Jana Dvořáková',
      email: 'jana@example.cz',
      phone: '+421 900 123 456',
      company: 'Dvořák s.r.o.',
      tags: ['investor', 'Investor', ' banka '],
    })
    expect(jana).toMatchObject({ name: 'Jana Dvořáková', tags: ['investor', 'banka'], offerIds: [] })
    await create(owner, { name: 'Adam Šťastný' })

    const list = contactListResponseSchema.parse(await (await owner.api(endpointUrl('listContacts'))).json())
    expect(list.items.map((c) => c.name)).toEqual(['Adam Šťastný', 'Jana Dvořáková'])

    const edited = await owner.json(endpointUrl('updateContact', { params: { id: jana.id } }), 'PATCH', {
      phone: '',
      tags: ['developer'],
    })
    expect(edited.status).toBe(200)
    expect(contactSchema.parse(await edited.json())).toMatchObject({
      name: 'Jana Dvořáková',
      phone: null,
      company: 'Dvořák s.r.o.',
      tags: ['developer'],
    })

    const gone = await owner.json(endpointUrl('deleteContact', { params: { id: jana.id } }), 'DELETE')
    expect(gone.status).toBe(200)
    const again = await owner.api(endpointUrl('getContact', { params: { id: jana.id } }))
    expect(again.status).toBe(404)
    expect(apiErrorSchema.parse(await again.json()).message).toBe('Kontakt nebyl nalezen.')
  })

  it('answers bad input with a Czech 400 and an unknown offer link with a Czech 400', async () => {
    const empty = await owner.json(endpointUrl('createContact'), 'POST', { name: '  ' })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(await empty.json())).toContain('Vyplňte jméno kontaktu.')
    const badMail = await owner.json(endpointUrl('createContact'), 'POST', { name: 'X', email: 'nee' })
    expect(badMail.status).toBe(400)
    const offer = await owner.json(endpointUrl('createContact'), 'POST', { name: 'X', offerIds: [987654321] })
    expect(offer.status).toBe(400)
    expect(apiErrorSchema.parse(await offer.json()).code).toBe('offer_not_found')
  })

  it('lists a contact’s linked offers on its detail: name, kind, whose, only those still visible, in order', async () => {
    const seller = await apiUser(server, 'VERIFIED')
    const dum = await publishedListing(seller, admin, { pubName: 'Propojený dům v Brně' })
    const pozemek = await publishedListing(seller, admin, { pubName: 'Propojený pozemek' })
    const own = await draftListing(seller, { pubName: 'Můj rozpracovaný záměr' })

    const linked = await create(owner, { name: 'Majitel Domu', offerIds: [pozemek, dum] })
    const read = async (u: ApiUser, id: string) => {
      const r = await u.api(endpointUrl('getContact', { params: { id } }))
      expect(r.status).toBe(200)
      return contactDetailSchema.parse(await r.json())
    }
    expect((await read(owner, linked.id)).offers).toEqual([
      { id: pozemek, kind: 'LISTING', name: 'Propojený pozemek', own: false },
      { id: dum, kind: 'LISTING', name: 'Propojený dům v Brně', own: false },
    ])
    // the seller's own draft: visible to the seller only, and marked as theirs
    const mine = await create(seller, { name: 'Právník', offerIds: [own, dum] })
    expect((await read(seller, mine.id)).offers).toEqual([
      { id: own, kind: 'LISTING', name: 'Můj rozpracovaný záměr', own: true },
      { id: dum, kind: 'LISTING', name: 'Propojený dům v Brně', own: true },
    ])

    // a paused offer (not unlocked by this user) drops out of the detail; the link itself stays
    const paused = await seller.json(endpointUrl('transitionOffer', { params: { id: pozemek } }), 'POST', {
      action: 'pause',
    })
    expect(paused.status).toBe(200)
    const after = await read(owner, linked.id)
    expect(after.offers.map((o) => o.id)).toEqual([dum])
    expect(after.offerIds).toEqual([pozemek, dum])
  })

  it('keeps a call list with status, next call date and a log of calls', async () => {
    const petr = await create(owner, { name: 'Petr Novák', phone: '777 111 222' })
    const added = await owner.json(endpointUrl('createColdCall'), 'POST', { contactId: petr.id })
    expect(added.status).toBe(201)
    const call = coldCallSchema.parse(await added.json())
    expect(call).toMatchObject({ status: 'NEW', nextCallOn: null, logs: [], contact: { name: 'Petr Novák' } })
    const twice = await owner.json(endpointUrl('createColdCall'), 'POST', { contactId: petr.id })
    expect(twice.status).toBe(409)

    const logged = await owner.json(endpointUrl('logCall', { params: { id: call.id } }), 'POST', {
      outcome: 'NO_ANSWER',
      note: 'Zkusit odpoledne',
    })
    expect(logged.status).toBe(201)
    expect(callLogSchema.parse(await logged.json())).toMatchObject({ outcome: 'NO_ANSWER' })

    const updated = await owner.json(endpointUrl('updateColdCall', { params: { id: call.id } }), 'PATCH', {
      status: 'CALL_BACK',
      nextCallOn: '2000-01-03',
    })
    expect(coldCallSchema.parse(await updated.json())).toMatchObject({
      status: 'CALL_BACK',
      nextCallOn: '2000-01-03',
      logs: [{ outcome: 'NO_ANSWER', note: 'Zkusit odpoledne' }],
    })
    // a status change alone keeps the date
    const status = await owner.json(endpointUrl('updateColdCall', { params: { id: call.id } }), 'PATCH', {
      status: 'INTERESTED',
    })
    expect(coldCallSchema.parse(await status.json()).nextCallOn).toBe('2000-01-03')

    const due = coldCallListResponseSchema.parse(
      await (await owner.api(endpointUrl('listColdCalls', { query: { due: 'true' } }))).json(),
    )
    expect(due.items.map((c) => c.id)).toContain(call.id)
    const done = coldCallListResponseSchema.parse(
      await (await owner.api(endpointUrl('listColdCalls', { query: { statuses: 'DONE' } }))).json(),
    )
    expect(done.items).toEqual([])

    const badStatus = await owner.json(endpointUrl('updateColdCall', { params: { id: call.id } }), 'PATCH', {
      status: 'MAYBE',
    })
    expect(badStatus.status).toBe(400)
    expect(JSON.stringify(await badStatus.json())).toContain('Neznámý stav hovoru.')
  })

  it('imports contacts once: an e-mail, or a name and phone, already in the book or earlier in the file is skipped', async () => {
    const u = await apiUser(server, 'USER')
    await create(u, { name: 'Stávající Kontakt', email: 'Stavajici@Example.cz', phone: '+420 602 111 222' })
    const send = (contacts: unknown[]) => u.json(endpointUrl('importContacts'), 'POST', { contacts })
    const rows = [
      {
        name: 'Nová Osoba',
        email: 'nova@example.cz',
        ico: '27082440',
        address: 'Vídeňská 1, Brno',
        note: 'Z veletrhu',
      },
      { name: 'Stejný E-mail', email: 'stavajici@example.cz' },
      { name: 'Stávající kontakt', phone: '00420602111222' },
      // the same phone under another name is another person (a switchboard, a family's landline)
      { name: 'Jiná Osoba', phone: '+420602111222' },
      { name: 'Opakovaná', email: 'nova@example.cz' },
      { name: 'Bez Spojení', tags: ['import'] },
    ]
    const first = await send(rows)
    expect(first.status).toBe(200)
    expect(contactImportResponseSchema.parse(await first.json())).toEqual({
      created: 3,
      duplicates: 3,
      merged: 0,
      kept: 0,
      refused: 0,
    })
    const again = await send(rows)
    expect(contactImportResponseSchema.parse(await again.json())).toEqual({
      created: 1,
      duplicates: 5,
      merged: 0,
      kept: 0,
      refused: 0,
    })

    const list = contactListResponseSchema.parse(await (await u.api(endpointUrl('listContacts'))).json())
    expect(list.items.find((c) => c.name === 'Nová Osoba')).toMatchObject({
      ico: '27082440',
      address: 'Vídeňská 1, Brno',
      note: 'Z veletrhu',
    })
    // a contact without e-mail or phone cannot be recognised again, so a second import adds it once more
    expect(list.items.filter((c) => c.name === 'Bez Spojení')).toHaveLength(2)
    const note = await u.api(
      endpointUrl('getNote', {
        query: { kind: 'CONTACT', targetId: list.items.find((c) => c.name === 'Nová Osoba')?.id ?? '' },
      }),
    )
    expect(noteSchema.parse(await note.json()).body).toBe('Z veletrhu')

    const badIco = await send([{ name: 'Chybné IČO', ico: '12345678' }])
    expect(badIco.status).toBe(400)
    expect(JSON.stringify(await badIco.json())).toContain('IČO musí mít 8 číslic a platný kontrolní součet.')
    const tooMany = await send(Array.from({ length: CONTACT_IMPORT_MAX + 1 }, (_, i) => ({ name: `K${i}` })))
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(await tooMany.json())).toContain('Najednou lze importovat nejvýše')
    const after = contactListResponseSchema.parse(await (await u.api(endpointUrl('listContacts'))).json())
    expect(after.items).toHaveLength(list.items.length)
  })

  it('sorts the call list by the next call: by day, on one day those without a time first, unplanned last', async () => {
    const u = await apiUser(server, 'USER')
    const plan = async (name: string, body: Record<string, unknown> | null) => {
      const contact = await create(u, { name })
      const added = await u.json(endpointUrl('createColdCall'), 'POST', { contactId: contact.id })
      const call = coldCallSchema.parse(await added.json())
      if (body) {
        const planned = await u.json(
          endpointUrl('updateColdCall', { params: { id: call.id } }),
          'PATCH',
          body,
        )
        expect(planned.status).toBe(200)
      }
      return call.id
    }
    // created in an order that is none of the expected ones
    await plan('Zdeněk Bez Termínu', null)
    await plan('Adam Bez Termínu', null)
    await plan('Cyril Pátek Deset', { nextCallOn: '2030-01-04', nextCallTime: '10:00' })
    await plan('Dana Pátek Devět', { nextCallOn: '2030-01-04', nextCallTime: '9:00' })
    await plan('Bára Pátek Kdykoli', { nextCallOn: '2030-01-04' })
    await plan('Eva Čtvrtek', { nextCallOn: '2030-01-03', nextCallTime: '16:00' })
    await plan('Filip Pondělí', { nextCallOn: '2030-01-07' })
    const list = coldCallListResponseSchema.parse(await (await u.api(endpointUrl('listColdCalls'))).json())
    expect(list.items.map((c) => c.contact.name)).toEqual([
      'Eva Čtvrtek',
      'Bára Pátek Kdykoli',
      'Dana Pátek Devět',
      'Cyril Pátek Deset',
      'Filip Pondělí',
      'Adam Bez Termínu',
      'Zdeněk Bez Termínu',
    ])
  })

  it('never counts a finished call (DONE, NOT_INTERESTED) as due, as the list’s “Po termínu” and “Dnes”', async () => {
    const u = await apiUser(server, 'USER')
    const today = pragueDate(new Date())
    const plan = async (name: string, status: string, nextCallOn: string | null) => {
      const contact = await create(u, { name })
      const call = coldCallSchema.parse(
        await (await u.json(endpointUrl('createColdCall'), 'POST', { contactId: contact.id })).json(),
      )
      const planned = await u.json(endpointUrl('updateColdCall', { params: { id: call.id } }), 'PATCH', {
        status,
        nextCallOn,
      })
      return coldCallSchema.parse(await planned.json())
    }
    const calls = [
      await plan('Po termínu otevřený', 'CALL_BACK', '2020-03-02'),
      await plan('Dnes otevřený', 'NEW', today),
      await plan('Po termínu vyřízený', 'DONE', '2020-03-02'),
      await plan('Dnes bez zájmu', 'NOT_INTERESTED', today),
      await plan('Zítra', 'INTERESTED', addDays(today, 1)),
      await plan('Bez termínu', 'NEW', null),
    ]
    const due = coldCallListResponseSchema.parse(
      await (await u.api(endpointUrl('listColdCalls', { query: { due: 'true' } }))).json(),
    )
    expect(due.items.map((c) => c.contact.name)).toEqual(['Po termínu otevřený', 'Dnes otevřený'])
    // the same calls as the client's filters pick from the whole list
    expect(
      calls
        .filter((c) => callMatchesDue(c, 'overdue', today) || callMatchesDue(c, 'today', today))
        .map((c) => c.contact.name),
    ).toEqual(due.items.map((c) => c.contact.name))
    // with a status filter the finished ones are still not due
    const doneDue = coldCallListResponseSchema.parse(
      await (await u.api(endpointUrl('listColdCalls', { query: { due: 'true', statuses: 'DONE' } }))).json(),
    )
    expect(doneDue.items).toEqual([])
  })

  it('logs a call and plans the next one with its time in one request', async () => {
    const eva = await create(owner, { name: 'Eva Plánovaná', phone: '777 333 444', tags: ['banka'] })
    const call = coldCallSchema.parse(
      await (await owner.json(endpointUrl('createColdCall'), 'POST', { contactId: eva.id })).json(),
    )
    expect(call.contact.tags).toEqual(['banka'])
    const logged = await owner.json(endpointUrl('logCall', { params: { id: call.id } }), 'POST', {
      outcome: 'REACHED',
      status: 'CALL_BACK',
      nextCallOn: '2030-05-06',
      nextCallTime: '9:30',
    })
    expect(logged.status).toBe(201)
    const list = coldCallListResponseSchema.parse(
      await (await owner.api(endpointUrl('listColdCalls'))).json(),
    )
    expect(list.items.find((c) => c.id === call.id)).toMatchObject({
      status: 'CALL_BACK',
      nextCallOn: '2030-05-06',
      nextCallTime: '09:30',
      logs: [{ outcome: 'REACHED' }],
    })
    const cleared = await owner.json(endpointUrl('updateColdCall', { params: { id: call.id } }), 'PATCH', {
      nextCallOn: null,
    })
    expect(coldCallSchema.parse(await cleared.json())).toMatchObject({ nextCallOn: null, nextCallTime: null })
    const badTime = await owner.json(endpointUrl('updateColdCall', { params: { id: call.id } }), 'PATCH', {
      nextCallTime: '25:00',
    })
    expect(badTime.status).toBe(400)
    expect(JSON.stringify(await badTime.json())).toContain('Zadejte čas ve tvaru HH:MM.')
  })

  it('shows a second user, and an admin, none of the first user’s contacts, calls or notes through any endpoint', async () => {
    const secret = await create(owner, {
      name: 'Tajný Kontakt',
      email: 'tajny@example.cz',
      phone: '603 444 555',
    })
    const call = coldCallSchema.parse(
      await (await owner.json(endpointUrl('createColdCall'), 'POST', { contactId: secret.id })).json(),
    )
    const note = await owner.json(endpointUrl('saveNote'), 'PUT', {
      kind: 'CONTACT',
      targetId: secret.id,
      body: 'Důvěrné',
    })
    expect(note.status).toBe(200)
    expect(noteSchema.parse(await note.json()).body).toBe('Důvěrné')

    for (const intruder of [other, admin]) {
      const contacts = contactListResponseSchema.parse(
        await (await intruder.api(endpointUrl('listContacts'))).json(),
      )
      expect(contacts.items.map((c) => c.id)).not.toContain(secret.id)
      const calls = coldCallListResponseSchema.parse(
        await (await intruder.api(endpointUrl('listColdCalls'))).json(),
      )
      expect(calls.items.map((c) => c.id)).not.toContain(call.id)

      const byId = { params: { id: secret.id } }
      const callId = { params: { id: call.id } }
      const attempts = [
        await intruder.api(endpointUrl('getContact', byId)),
        await intruder.json(endpointUrl('updateContact', byId), 'PATCH', { name: 'Převzato' }),
        await intruder.json(endpointUrl('deleteContact', byId), 'DELETE'),
        await intruder.json(endpointUrl('createColdCall'), 'POST', { contactId: secret.id }),
        await intruder.json(endpointUrl('updateColdCall', callId), 'PATCH', { status: 'DONE' }),
        await intruder.json(endpointUrl('deleteColdCall', callId), 'DELETE'),
        await intruder.json(endpointUrl('logCall', callId), 'POST', { outcome: 'REACHED' }),
        await intruder.api(endpointUrl('getNote', { query: { kind: 'CONTACT', targetId: secret.id } })),
        await intruder.json(endpointUrl('saveNote'), 'PUT', {
          kind: 'CONTACT',
          targetId: secret.id,
          body: 'x',
        }),
      ]
      expect(attempts.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404])
      for (const r of attempts) expect(JSON.stringify(await r.json())).not.toContain('Důvěrné')

      // an import with the first user's e-mail and phone is not told they exist: nothing is a duplicate, all are added
      const imported = await intruder.json(endpointUrl('importContacts'), 'POST', {
        contacts: [
          { name: 'Zkouška E-mailu', email: 'TAJNY@example.cz' },
          { name: 'Zkouška Telefonu', phone: '+420 603 444 555' },
        ],
      })
      expect(imported.status).toBe(200)
      expect(contactImportResponseSchema.parse(await imported.json())).toEqual({
        created: 2,
        duplicates: 0,
        merged: 0,
        kept: 0,
        refused: 0,
      })
    }

    // nothing changed, and the database itself hides the rows from another user
    const mine = contactSchema.parse(
      await (await owner.api(endpointUrl('getContact', { params: { id: secret.id } }))).json(),
    )
    expect(mine.name).toBe('Tajný Kontakt')
    // the intruders' imports went to their own books only
    const book = contactListResponseSchema.parse(await (await owner.api(endpointUrl('listContacts'))).json())
    expect(book.items.map((c) => c.name)).not.toContain('Zkouška E-mailu')
    expect(book.items.filter((c) => c.email === 'tajny@example.cz')).toHaveLength(1)
    const calls = coldCallListResponseSchema.parse(
      await (await owner.api(endpointUrl('listColdCalls'))).json(),
    )
    expect(calls.items.find((c) => c.id === call.id)).toMatchObject({ status: 'NEW', logs: [] })
    const claims = { role: 'authenticated' as const, sub: other.id }
    // (the second user's own rows are only the two contacts of their import above)
    const seen = await asUser(server.db, claims, async (tx) => [
      ...(await tx.query('select name from public.contacts order by name')).rows,
      ...(await tx.query('select id from public.cold_calls')).rows,
      ...(await tx.query('select id from public.call_logs')).rows,
      ...(await tx.query('select id from public.notes')).rows,
    ])
    expect(seen).toEqual([{ name: 'Zkouška E-mailu' }, { name: 'Zkouška Telefonu' }])
  })
})
