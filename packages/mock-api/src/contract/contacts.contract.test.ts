import {
  CONTACTS_CAP_MESSAGE,
  CONTACTS_PER_ACCOUNT_MAX,
  contactDetailSchema,
  contactImportResponseSchema,
  contactListResponseSchema,
  contactSchema,
  contactsRefusedMessage,
} from '@rg/domain/crm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from './client.ts'
import { mockTarget, serverTarget, TARGET_START_HOOK_MS, type Target } from './targets.ts'

/*
 * The address book's lists (issue 30) on the mock API and the real server alike: several typed e-mails, phones and
 * addresses with one primary, the shorthand that edits the primary one, the search by any e-mail or phone without
 * diacritics, and the keyset pages of GET /api/contacts.
 */
describe.each([
  ['mock API', mockTarget],
  ['real server', serverTarget],
])('contract: contacts on the %s', (_, make) => {
  const target: Target = make()
  const c = contractClient(target)
  beforeAll(() => target.start(), TARGET_START_HOOK_MS)
  afterAll(() => target.stop(), 20_000)

  it('keeps the lists with one primary and edits the primary one with a shorthand', async () => {
    const created = await c.call(
      'createContact',
      {
        body: {
          name: 'Ing. Kontraktní Seznamová',
          jobTitle: 'Jednatelka',
          emails: [
            { type: 'work', value: 'seznam@firma.example.cz' },
            { type: 'home', value: 'seznam@doma.example.cz', primary: true },
          ],
          phones: [{ type: 'mobile', value: '+420 777 000 999' }],
          addresses: [{ type: 'work', street: 'Údolní 5', city: 'Brno', postcode: '602 00' }],
        },
      },
      'fresh',
    )
    expect(created.status).toBe(201)
    const contact = contactSchema.parse(created.body)
    expect(contact).toMatchObject({
      email: 'seznam@doma.example.cz',
      phone: '+420 777 000 999',
      address: 'Údolní 5, 602 00 Brno',
      emails: [{ primary: false }, { primary: true }],
      addresses: [{ type: 'work', street: 'Údolní 5', city: 'Brno', postcode: '602 00', country: null }],
    })
    const edited = await c.call(
      'updateContact',
      { params: { id: contact.id }, body: { email: 'nova@doma.example.cz', phones: [] } },
      'fresh',
    )
    expect(edited.status).toBe(200)
    const detail = contactDetailSchema.parse(
      (await c.call('getContact', { params: { id: contact.id } }, 'fresh')).body,
    )
    expect(detail.emails).toEqual([
      { type: 'home', value: 'nova@doma.example.cz', primary: true },
      { type: 'work', value: 'seznam@firma.example.cz', primary: false },
    ])
    expect(detail.phones).toEqual([])
    const both = await c.call(
      'updateContact',
      { params: { id: contact.id }, body: { phone: '1', phones: [] } },
      'fresh',
    )
    expect(both.status).toBe(400)
  })

  it('finds by any e-mail or phone without diacritics and pages the list by a cursor', async () => {
    const imported = await c.call(
      'importContacts',
      {
        body: {
          contacts: [
            {
              name: 'Řehoř Žlutý',
              emails: [{ value: 'rehor@prvni.example.cz' }, { value: 'zluty@druhy.example.cz' }],
              phones: [{ value: '+420 603 111 222' }, { type: 'work', value: '222 444 666' }],
            },
            ...Array.from({ length: 5 }, (_, i) => ({ name: `Stránkovaný ${i}` })),
          ],
        },
      },
      'fresh',
    )
    expect(contactImportResponseSchema.parse(imported.body)).toMatchObject({ created: 6, refused: 0 })
    const list = async (query: Record<string, string | number>) => {
      const reply = await c.call('listContacts', { query: query as never }, 'fresh')
      expect(reply.status).toBe(200)
      return contactListResponseSchema.parse(reply.body)
    }
    for (const q of ['rehor zluty', 'druhy.example', '222444666', '603 111'])
      expect(
        (await list({ q })).items.map((x) => x.name),
        q,
      ).toEqual(['Řehoř Žlutý'])
    const names: string[] = []
    let cursor: string | null = null
    do {
      const page = await list({ q: 'strankovany', limit: 2, ...(cursor ? { cursor } : {}) })
      names.push(...page.items.map((x) => x.name))
      cursor = page.nextCursor
    } while (cursor)
    expect(names).toEqual(Array.from({ length: 5 }, (_, i) => `Stránkovaný ${i}`))
    const bad = await c.call('listContacts', { query: { cursor: 'nesmysl' } as never }, 'fresh')
    expect(bad.status).toBe(400)
  })

  it('applies the user’s choice per duplicate: merge, skip, keep both, and a default for the rest', async () => {
    const first = await c.call(
      'importContacts',
      {
        body: {
          contacts: [
            {
              name: 'Slučovaná První',
              company: 'Původní s.r.o.',
              emails: [{ type: 'work', value: 'slucovana@prvni.example.cz', primary: true }],
            },
            { name: 'Přeskočený Druhý', email: 'preskoceny@druhy.example.cz' },
            { name: 'Dvojitý Třetí', email: 'dvojity@treti.example.cz' },
          ],
        },
      },
      'fresh',
    )
    expect(first.status).toBe(200)
    const again = await c.call(
      'importContacts',
      {
        body: {
          contacts: [
            {
              name: 'Slučovaná P.',
              company: 'Jiná a.s.',
              jobTitle: 'Ředitelka',
              emails: [
                { value: 'SLUCOVANA@prvni.example.cz' },
                { type: 'home', value: 'doma@prvni.example.cz' },
              ],
              phones: [{ type: 'mobile', value: '+420 777 321 654' }],
              note: 'Ze souboru.',
            },
            { name: 'Přeskočený Druhý', email: 'preskoceny@druhy.example.cz', company: 'Nová firma' },
            { name: 'Dvojitý Třetí', email: 'dvojity@treti.example.cz' },
          ],
          onDuplicate: 'skip',
          duplicateChoices: [
            { index: 0, action: 'merge' },
            { index: 2, action: 'keep' },
          ],
        },
      },
      'fresh',
    )
    expect(contactImportResponseSchema.parse(again.body)).toEqual({
      created: 1,
      duplicates: 1,
      merged: 1,
      kept: 1,
      refused: 0,
    })
    const found = async (q: string) =>
      contactListResponseSchema.parse((await c.call('listContacts', { query: { q } }, 'fresh')).body).items
    const [merged, ...others] = await found('slucovana')
    expect(others).toEqual([])
    // existing single values win, lists are united, the note comes along
    expect(merged).toMatchObject({
      name: 'Slučovaná První',
      company: 'Původní s.r.o.',
      jobTitle: 'Ředitelka',
      email: 'slucovana@prvni.example.cz',
      phone: '+420 777 321 654',
      note: 'Ze souboru.',
    })
    expect(merged?.emails.map((e) => e.value)).toEqual([
      'slucovana@prvni.example.cz',
      'doma@prvni.example.cz',
    ])
    expect((await found('preskoceny')).map((x) => x.company)).toEqual([null])
    expect(await found('dvojity')).toHaveLength(2)
    for (const body of [
      { contacts: [{ name: 'X' }], onDuplicate: 'prepsat' },
      { contacts: [{ name: 'X' }], duplicateChoices: [{ index: 1, action: 'merge' }] },
      { contacts: [{ name: 'X' }], duplicateChoices: [{ index: 0, action: 'smazat' }] },
    ]) {
      const bad = await c.call('importContacts', { body: body as never }, 'fresh')
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect((bad.body as { message: string }).message).toMatch(/duplicit/)
    }
  })
})

/*
 * The account's cap on the mock API (the server's own test fills 19 998 rows with SQL: contact-lists.test.ts): the
 * import saves what fits and names the rest, then a Czech 409.
 */
describe('contract: the contacts cap on the mock API', () => {
  const target: Target = mockTarget()
  const c = contractClient(target)
  beforeAll(() => target.start(), TARGET_START_HOOK_MS)
  afterAll(() => target.stop(), 20_000)

  it(`holds at most ${CONTACTS_PER_ACCOUNT_MAX} contacts`, async () => {
    const batch = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `Hromadný ${from + i}` }))
    const filled = await c.call(
      'importContacts',
      { body: { contacts: batch(0, CONTACTS_PER_ACCOUNT_MAX - 1) } },
      'fresh',
    )
    expect(contactImportResponseSchema.parse(filled.body)).toMatchObject({
      created: CONTACTS_PER_ACCOUNT_MAX - 1,
    })
    const past = await c.call('importContacts', { body: { contacts: batch(100_000, 3) } }, 'fresh')
    expect(contactImportResponseSchema.parse(past.body)).toEqual({
      created: 1,
      duplicates: 0,
      merged: 0,
      kept: 0,
      refused: 2,
      message: contactsRefusedMessage(2),
    })
    const full = await c.call('createContact', { body: { name: 'Ještě jeden' } }, 'fresh')
    expect(full.status).toBe(409)
    expect(full.body).toEqual({ code: 'contacts_cap', message: CONTACTS_CAP_MESSAGE })
    const page = contactListResponseSchema.parse(
      (await c.call('listContacts', { query: { limit: 1 } }, 'fresh')).body,
    )
    expect(page.total).toBe(CONTACTS_PER_ACCOUNT_MAX)
  })
})
