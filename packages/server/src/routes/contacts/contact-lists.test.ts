import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONTACT_IMPORT_MAX_BODY_BYTES, endpointUrl } from '@rg/domain/contract'
import {
  CONTACTS_CAP_MESSAGE,
  CONTACTS_PER_ACCOUNT_MAX,
  coldCallSchema,
  contactDetailSchema,
  contactImportResponseSchema,
  contactListResponseSchema,
  contactSchema,
  contactsRefusedMessage,
} from '@rg/domain/crm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { insertUser } from '../../../test/users.ts'
import { migrate, migrationsDir } from '../../db/migrate.ts'

/* Issue 30: a contact's lists of e-mails, phones and addresses, the search over them, pages and the account's cap. */
describe.each(backends)('contact lists, search, pages and cap on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'USER')
  })
  afterAll(() => server?.close())

  const list = async (u: ApiUser, query: Record<string, string | number> = {}) => {
    const r = await u.api(endpointUrl('listContacts', { query }))
    expect(r.status).toBe(200)
    return contactListResponseSchema.parse(await r.json())
  }

  it('keeps several typed e-mails, phones and addresses with one primary, and edits them', async () => {
    const created = await owner.json(endpointUrl('createContact'), 'POST', {
      name: 'Ing. Jana Dvořáková, Ph.D.',
      jobTitle: 'Ředitelka',
      emails: [
        { type: 'work', value: 'jana@firma.cz' },
        { type: 'home', value: 'jana@doma.cz', primary: true },
      ],
      phones: [
        { type: 'work', value: '+420 222 333 444' },
        { type: 'mobile', value: '+420 777 123 456', primary: true },
      ],
      addresses: [{ type: 'work', street: 'Údolní 5', city: 'Brno', postcode: '602 00', country: 'Česko' }],
    })
    expect(created.status).toBe(201)
    const jana = contactSchema.parse(await created.json())
    expect(jana).toMatchObject({
      jobTitle: 'Ředitelka',
      email: 'jana@doma.cz',
      phone: '+420 777 123 456',
      address: 'Údolní 5, 602 00 Brno, Česko',
      emails: [
        { type: 'work', value: 'jana@firma.cz', primary: false },
        { type: 'home', value: 'jana@doma.cz', primary: true },
      ],
      addresses: [{ type: 'work', street: 'Údolní 5', region: null, primary: true }],
    })

    // the shorthand edits the primary value and keeps its kind; a list sent replaces the old one
    const url = endpointUrl('updateContact', { params: { id: jana.id } })
    const shorthand = contactSchema.parse(
      await (await owner.json(url, 'PATCH', { phone: '603 000 111' })).json(),
    )
    expect(shorthand.phones).toEqual([
      { type: 'mobile', value: '603 000 111', primary: true },
      { type: 'work', value: '+420 222 333 444', primary: false },
    ])
    const replaced = await owner.json(url, 'PATCH', {
      emails: [{ type: 'work', value: 'jana@firma.cz' }],
      addresses: [],
    })
    expect(replaced.status).toBe(200)
    const detail = contactDetailSchema.parse(
      await (await owner.api(endpointUrl('getContact', { params: { id: jana.id } }))).json(),
    )
    expect(detail.emails).toEqual([{ type: 'work', value: 'jana@firma.cz', primary: true }])
    expect(detail.addresses).toEqual([])
    expect(detail.phones).toHaveLength(2)

    const both = await owner.json(url, 'PATCH', { email: 'a@b.cz', emails: [] })
    expect(both.status).toBe(400)
    const tooMany = await owner.json(url, 'PATCH', {
      addresses: Array.from({ length: 6 }, (_, i) => ({ city: `Město ${i}` })),
    })
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(await tooMany.json())).toContain('Kontakt může mít nejvýše 5 adres.')

    // the call view has every number to try
    const call = await owner.json(endpointUrl('createColdCall'), 'POST', { contactId: jana.id })
    expect(coldCallSchema.parse(await call.json()).contact).toMatchObject({
      phone: '603 000 111',
      email: 'jana@firma.cz',
      phones: [{ value: '603 000 111' }, { value: '+420 222 333 444' }],
    })
  })

  it('finds a contact by any e-mail or phone, without diacritics, and pages by name', async () => {
    const u = await apiUser(server, 'USER')
    const imported = await u.json(endpointUrl('importContacts'), 'POST', {
      contacts: [
        {
          name: 'Čeněk Šťastný',
          company: 'Účetní s.r.o.',
          emails: [{ value: 'cenek@prvni.cz' }, { value: 'stastny@druhy.cz' }],
          phones: [{ value: '+420 777 111 222' }, { type: 'work', value: '222 999 888' }],
        },
        ...Array.from({ length: 9 }, (_, i) => ({ name: `Kontakt ${i}`, tags: ['dávka'] })),
      ],
    })
    expect(contactImportResponseSchema.parse(await imported.json())).toEqual({
      created: 10,
      duplicates: 0,
      merged: 0,
      kept: 0,
      refused: 0,
    })
    for (const q of ['cenek stastny', 'ÚČETNÍ', 'druhy.cz', '222999888', '999 888', '777111222'])
      expect(
        (await list(u, { q })).items.map((c) => c.name),
        q,
      ).toEqual(['Čeněk Šťastný'])
    expect((await list(u, { q: 'davka' })).items).toHaveLength(9)
    expect((await list(u, { q: '100%_' })).items).toEqual([])

    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page = await list(u, { limit: 4, ...(cursor ? { cursor } : {}) })
      expect(page.total).toBe(10)
      seen.push(...page.items.map((c) => c.name))
      cursor = page.nextCursor
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toHaveLength(10)
    expect(new Set(seen).size).toBe(10)
    expect(seen).toEqual((await list(u, { limit: 500 })).items.map((c) => c.name))

    const bad = await u.api(endpointUrl('listContacts', { query: { cursor: 'nesmysl' } }))
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('Neplatné pokračování seznamu kontaktů.')
    const big = await u.api(endpointUrl('listContacts', { query: { limit: 501 } }))
    expect(big.status).toBe(400)
  })

  it(`holds at most ${CONTACTS_PER_ACCOUNT_MAX} contacts: the import saves what fits and names the rest, then a Czech 409`, async () => {
    const u = await apiUser(server, 'USER')
    await server.db.query(
      `insert into public.contacts (user_id, name) select $1, 'Hromadný ' || i from generate_series(1, $2::int) as i`,
      [u.id, CONTACTS_PER_ACCOUNT_MAX - 2],
    )
    // The insert holds the in-process server's event loop for seconds on a loaded machine, so the keep-alive socket
    // of the last request may be closing just as the next one reuses it: a GET first (retried by fetch when its
    // socket is reset) leaves the POST a fresh connection.
    expect((await list(u, { limit: 1 })).total).toBe(CONTACTS_PER_ACCOUNT_MAX - 2)
    const send = (contacts: unknown[]) => u.json(endpointUrl('importContacts'), 'POST', { contacts })
    const partly = await send([
      { name: 'První', email: 'prvni@example.cz' },
      { name: 'Druhý', email: 'druhy@example.cz' },
      { name: 'Třetí', email: 'treti@example.cz' },
      { name: 'Čtvrtý', email: 'ctvrty@example.cz' },
    ])
    expect(partly.status).toBe(200)
    expect(contactImportResponseSchema.parse(await partly.json())).toEqual({
      created: 2,
      duplicates: 0,
      merged: 0,
      kept: 0,
      refused: 2,
      message: contactsRefusedMessage(2),
    })
    expect(contactsRefusedMessage(2)).toContain('2 nové kontakty ze souboru nebyly uloženy')
    // a duplicate is still a duplicate at the cap, not a refusal
    const dup = await send([{ name: 'První', email: 'prvni@example.cz' }])
    expect(contactImportResponseSchema.parse(await dup.json())).toMatchObject({ created: 0, duplicates: 1 })
    const full = await send([{ name: 'Pátý', email: 'paty@example.cz' }])
    expect(full.status).toBe(409)
    expect(await full.json()).toMatchObject({ code: 'contacts_cap', message: CONTACTS_CAP_MESSAGE })
    // a merge adds no contact, so it is saved at the cap too (docs/decisions/1323)
    const merge = await u.json(endpointUrl('importContacts'), 'POST', {
      contacts: [
        { name: 'První', email: 'prvni@example.cz', phone: '+420 777 000 111' },
        { name: 'Šestý', email: 'sesty@example.cz' },
      ],
      onDuplicate: 'merge',
    })
    expect(contactImportResponseSchema.parse(await merge.json())).toMatchObject({
      created: 0,
      merged: 1,
      refused: 1,
    })
    const merged = await list(u, { q: 'prvni@example.cz' })
    expect(merged.items.map((c) => c.phone)).toEqual(['+420 777 000 111'])
    const one = await u.json(endpointUrl('createContact'), 'POST', { name: 'Ještě jeden' })
    expect(one.status).toBe(409)
    expect((await list(u, { limit: 1 })).total).toBe(CONTACTS_PER_ACCOUNT_MAX)
  })
})

describe.each(backends)('the contact import body on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  it('takes an import body past the 1 MB /api limit and refuses one past 32 MB with a Czech 413', async () => {
    const u = await apiUser(server, 'USER')
    const note = 'Poznámka '.repeat(100)
    // 3 000 contacts with a 900-character note: about 3 MB, valid, and three times the limit of every other endpoint
    const contacts = Array.from({ length: 3000 }, (_, i) => ({ name: `Velký ${i}`, note }))
    const big = await u.json(endpointUrl('importContacts'), 'POST', { contacts })
    expect(big.status).toBe(200)
    expect(contactImportResponseSchema.parse(await big.json())).toMatchObject({ created: 3000 })
    const tooBig = await u.api(endpointUrl('importContacts'), {
      method: 'POST',
      body: JSON.stringify({ contacts: [{ name: 'x', note: 'x'.repeat(CONTACT_IMPORT_MAX_BODY_BYTES) }] }),
    })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toMatchObject({
      code: 'too_large',
      message: expect.stringContaining('nejvýše 32 MB'),
    })
    const create = await u.json(endpointUrl('createContact'), 'POST', {
      name: 'Dlouhý',
      note: 'x'.repeat(1_100_000),
    })
    expect(create.status).toBe(413)
  })
})

describe.each(backends)('the contact lists migration on $name', (backend) => {
  it('moves every existing e-mail, phone and address into the lists without loss', async () => {
    const { db, drop } = await backend.open()
    const before = mkdtempSync(path.join(tmpdir(), 'rg-migrations-'))
    try {
      for (const file of readdirSync(migrationsDir).filter((f) => f < '20261127100000'))
        cpSync(path.join(migrationsDir, file), path.join(before, file))
      await migrate(db, before)
      const { sub } = await insertUser(db, `migrace-${Date.now()}@example.cz`, 'USER')
      await db.query(
        `insert into public.contacts (user_id, name, email, phone, address) values
           ($1, 'Plný', 'plny@example.cz', '+420 777 123 456', 'Údolní 5, 602 00 Brno'),
           ($1, 'Prázdný', null, '  ', null),
           ($1, 'Volná adresa', null, 'linka 12', 'za kostelem; u lípy')`,
        [sub],
      )
      const applied = await migrate(db)
      expect(applied).toContain('20261127100000_contact_lists.sql')
      const { rows } = await db.query<{
        name: string
        emails: unknown
        phones: unknown
        addresses: unknown
        search: string
      }>('select name, emails, phones, addresses, search from public.contacts order by name')
      const parsed = rows.map((r) => ({
        ...r,
        emails: typeof r.emails === 'string' ? JSON.parse(r.emails) : r.emails,
        phones: typeof r.phones === 'string' ? JSON.parse(r.phones) : r.phones,
        addresses: typeof r.addresses === 'string' ? JSON.parse(r.addresses) : r.addresses,
      }))
      expect(parsed.find((r) => r.name === 'Plný')).toMatchObject({
        emails: [{ type: 'other', value: 'plny@example.cz', primary: true }],
        phones: [{ type: 'other', value: '+420 777 123 456', primary: true }],
        addresses: [{ type: 'other', street: 'Údolní 5, 602 00 Brno', city: null, primary: true }],
        search: expect.stringContaining('420777123456'),
      })
      expect(parsed.find((r) => r.name === 'Prázdný')).toMatchObject({
        emails: [],
        phones: [],
        addresses: [],
      })
      expect(parsed.find((r) => r.name === 'Volná adresa')).toMatchObject({
        phones: [{ value: 'linka 12' }],
        addresses: [{ street: 'za kostelem; u lípy' }],
        search: expect.stringContaining('volna adresa'),
      })
    } finally {
      rmSync(before, { recursive: true, force: true })
      await drop()
    }
  })
})
