import { describe, expect, it } from 'vitest'
import {
  applyContactImport,
  importActions,
  type MergeableContact,
  mergeableFromInput,
  mergeContacts,
  type StoredMergeable,
} from './contact-merge.ts'
import {
  CONTACT_MAX_ADDRESSES,
  CONTACT_MAX_EMAILS,
  CONTACT_MAX_PHONES,
  type ContactInput,
  contactImportRequestSchema,
} from './crm.schema.ts'

const base = (over: Partial<MergeableContact> = {}): MergeableContact => ({
  name: 'Jana Dvořáková',
  jobTitle: null,
  company: null,
  ico: null,
  emails: [],
  phones: [],
  addresses: [],
  tags: [],
  offerIds: [],
  note: '',
  ...over,
})
const address = (street: string, primary = false) => ({
  type: 'home' as const,
  street,
  city: 'Praha',
  postcode: '110 00',
  region: null,
  country: null,
  primary,
})

describe('mergeContacts', () => {
  it('unites the lists without repeats, the existing primary staying primary', () => {
    const existing = base({
      emails: [{ type: 'work', value: 'jana@firma.cz', primary: true }],
      phones: [{ type: 'mobile', value: '+420 777 123 456', primary: true }],
      addresses: [address('Dlouhá 1', true)],
      tags: ['investor'],
      offerIds: [1],
    })
    const incoming = base({
      emails: [
        { type: 'home', value: 'JANA@firma.cz', primary: true },
        { type: 'home', value: 'jana@doma.cz', primary: false },
      ],
      phones: [
        { type: 'work', value: '777123456', primary: true },
        { type: 'work', value: '+420 222 333 444', primary: false },
      ],
      addresses: [{ ...address('dlouhá 1'), postcode: '11000' }, address('Krátká 2', true)],
      tags: ['Investor', 'developer'],
      offerIds: [1, 2],
    })
    const { contact, dropped, changed } = mergeContacts(existing, incoming)
    expect(changed).toBe(true)
    expect(contact.emails).toEqual([
      { type: 'work', value: 'jana@firma.cz', primary: true },
      { type: 'home', value: 'jana@doma.cz', primary: false },
    ])
    expect(contact.phones.map((p) => [p.value, p.primary])).toEqual([
      ['+420 777 123 456', true],
      ['+420 222 333 444', false],
    ])
    expect(contact.addresses.map((a) => [a.street, a.primary])).toEqual([
      ['Dlouhá 1', true],
      ['Krátká 2', false],
    ])
    expect(contact.tags).toEqual(['investor', 'developer'])
    expect(contact.offerIds).toEqual([1, 2])
    expect(dropped).toEqual({ emails: 0, phones: 0, addresses: 0, tags: 0, note: false })
  })

  it('keeps the existing single values and fills only the empty ones from the incoming contact', () => {
    const { contact } = mergeContacts(
      base({ name: 'Ing. Jana Dvořáková', company: 'Dvořák s.r.o.', jobTitle: null, ico: null }),
      base({ name: 'Jana Dvorakova', company: 'Jiná a.s.', jobTitle: 'Ředitelka', ico: '27074358' }),
    )
    expect(contact).toMatchObject({
      name: 'Ing. Jana Dvořáková',
      company: 'Dvořák s.r.o.',
      jobTitle: 'Ředitelka',
      ico: '27074358',
    })
  })

  it('takes the incoming primary when the existing list is empty', () => {
    const { contact } = mergeContacts(
      base(),
      base({
        emails: [
          { type: 'home', value: 'a@b.cz', primary: false },
          { type: 'work', value: 'c@d.cz', primary: true },
        ],
      }),
    )
    expect(contact.emails.find((e) => e.primary)?.value).toBe('c@d.cz')
  })

  it('appends a different note, keeps one already contained, and counts what does not fit', () => {
    expect(mergeContacts(base({ note: '' }), base({ note: 'Volat ráno.' })).contact.note).toBe('Volat ráno.')
    expect(mergeContacts(base({ note: 'Volat ráno.' }), base({ note: '' })).contact.note).toBe('Volat ráno.')
    expect(mergeContacts(base({ note: 'Volat ráno. Má psa.' }), base({ note: 'volat rano.' })).changed).toBe(
      false,
    )
    expect(mergeContacts(base({ note: 'Volat ráno.\n' }), base({ note: 'Má psa.' })).contact.note).toBe(
      'Volat ráno.\n\nMá psa.',
    )
    const long = mergeContacts(base({ note: 'x'.repeat(19_990) }), base({ note: 'y'.repeat(20) }))
    expect(long.contact.note).toBe('x'.repeat(19_990))
    expect(long.dropped.note).toBe(true)
  })

  it('stays within the bounds and counts what did not fit', () => {
    const many = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        type: 'other' as const,
        value: `${prefix}${i}@x.cz`,
        primary: !i,
      }))
    const phones = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ type: 'other' as const, value: `${prefix}${i}`, primary: !i }))
    const { contact, dropped } = mergeContacts(
      base({
        emails: many('a', 8),
        phones: phones('777 000 00', 9),
        addresses: [address('A', true)],
        tags: Array.from({ length: 19 }, (_, i) => `t${i}`),
      }),
      base({
        emails: many('b', 4),
        phones: phones('602 000 00', 3),
        addresses: ['B', 'C', 'D', 'E', 'F'].map((s) => address(s)),
        tags: ['n1', 'n2', 'n3'],
      }),
    )
    expect(contact.emails).toHaveLength(CONTACT_MAX_EMAILS)
    expect(contact.phones).toHaveLength(CONTACT_MAX_PHONES)
    expect(contact.addresses).toHaveLength(CONTACT_MAX_ADDRESSES)
    expect(contact.tags).toHaveLength(20)
    expect(dropped).toEqual({ emails: 2, phones: 2, addresses: 1, tags: 2, note: false })
  })

  it('reports no change for a row that adds nothing', () => {
    const existing = base({ emails: [{ type: 'work', value: 'jana@firma.cz', primary: true }], company: 'X' })
    expect(
      mergeContacts(existing, base({ emails: [{ type: 'home', value: 'Jana@Firma.cz', primary: true }] }))
        .changed,
    ).toBe(false)
  })
})

const stored = (id: string, over: Partial<MergeableContact> = {}): StoredMergeable => ({ ...base(over), id })
const row = (over: Partial<ContactInput> = {}): ContactInput => ({ name: 'Jana Dvořáková', ...over })

describe('applyContactImport', () => {
  const book = [
    stored('a', { emails: [{ type: 'work', value: 'jana@firma.cz', primary: true }] }),
    stored('b', {
      name: 'Petr Novák',
      phones: [{ type: 'mobile', value: '+420 731 555 010', primary: true }],
    }),
  ]

  it('creates new rows and applies each duplicate’s action: merge, skip, keep both', () => {
    const rows = [
      row({ name: 'Nová Osoba', email: 'nova@x.cz' }),
      row({ emails: [{ value: 'jana@firma.cz' }, { value: 'jana@doma.cz' }] }),
      row({ name: 'Petr Novák', phone: '731555010', company: 'Novák a syn' }),
      row({ name: 'Jana D.', email: 'JANA@firma.cz' }),
    ]
    const actions = importActions({
      onDuplicate: 'skip',
      duplicateChoices: [
        { index: 1, action: 'merge' },
        { index: 2, action: 'keep' },
      ],
    })
    const outcome = applyContactImport(book, rows, actions)
    expect(outcome).toMatchObject({ merged: 1, skipped: 1, kept: 1 })
    expect(outcome.create.map((c) => [c.name, c.company])).toEqual([
      ['Nová Osoba', null],
      ['Petr Novák', 'Novák a syn'],
    ])
    expect(outcome.update).toHaveLength(1)
    expect(outcome.update[0]?.id).toBe('a')
    expect(outcome.update[0]?.emails.map((e) => e.value)).toEqual(['jana@firma.cz', 'jana@doma.cz'])
  })

  it('merges twice into the same contact, and into an earlier row of the same import', () => {
    const rows = [
      row({ email: 'jana@firma.cz', phone: '+420 777 111 222' }),
      row({ email: 'jana@firma.cz', tags: ['investor'] }),
      row({ name: 'Karel Malý', email: 'karel@x.cz' }),
      row({ name: 'Karel Malý', email: 'karel@x.cz', company: 'Malý s.r.o.' }),
    ]
    const outcome = applyContactImport(book, rows, importActions({ onDuplicate: 'merge' }))
    expect(outcome.merged).toBe(3)
    expect(outcome.update).toHaveLength(1)
    expect(outcome.update[0]).toMatchObject({ id: 'a', tags: ['investor'] })
    expect(outcome.update[0]?.phones.map((p) => p.value)).toEqual(['+420 777 111 222'])
    expect(outcome.create).toEqual([expect.objectContaining({ name: 'Karel Malý', company: 'Malý s.r.o.' })])
  })

  it('merges into the first of two contacts of the book that share an e-mail', () => {
    const twins = [
      stored('first', { emails: [{ type: 'work', value: 'spolecny@x.cz', primary: true }] }),
      stored('second', { emails: [{ type: 'home', value: 'spolecny@x.cz', primary: true }] }),
    ]
    const outcome = applyContactImport(
      twins,
      [row({ email: 'spolecny@x.cz', addresses: [{ street: 'Nová 1', city: 'Brno' }] })],
      importActions({ onDuplicate: 'merge' }),
    )
    expect(outcome.update.map((c) => [c.id, c.addresses.map((a) => [a.street, a.postcode])])).toEqual([
      ['first', [['Nová 1', null]]],
    ])
  })

  it('writes nothing for a merge that adds nothing, and skips by default', () => {
    const same = applyContactImport(
      book,
      [row({ email: 'jana@firma.cz' })],
      importActions({ onDuplicate: 'merge' }),
    )
    expect(same).toMatchObject({ merged: 1, update: [], create: [] })
    const skipped = applyContactImport(book, [row({ email: 'jana@firma.cz' })], importActions({}))
    expect(skipped).toMatchObject({ skipped: 1, merged: 0, create: [] })
  })

  it('decides duplicates by the rows, not by the choices: a kept duplicate’s other e-mail does not make a later row a duplicate', () => {
    const rows = [
      row({ emails: [{ value: 'jana@firma.cz' }, { value: 'druhy@x.cz' }] }),
      row({ name: 'Někdo Jiný', email: 'druhy@x.cz' }),
    ]
    const outcome = applyContactImport(book, rows, importActions({ onDuplicate: 'keep' }))
    expect(outcome).toMatchObject({ kept: 1, merged: 0 })
    expect(outcome.create).toHaveLength(2)
  })

  it('reads an imported row with its lists resolved and its note', () => {
    expect(
      mergeableFromInput(row({ email: 'a@b.cz', note: '  ', tags: ['x', 'X'], offerIds: [3, 3] })),
    ).toMatchObject({
      emails: [{ type: 'other', value: 'a@b.cz', primary: true }],
      note: '',
      tags: ['x'],
      offerIds: [3],
    })
    expect(mergeableFromInput(row({ note: 'Poznámka' })).note).toBe('Poznámka')
  })
})

describe('contactImportRequestSchema duplicate choices', () => {
  const contacts = [row({ email: 'a@b.cz' }), row({ email: 'c@d.cz' })]
  it('takes a default and a choice per row', () => {
    const parsed = contactImportRequestSchema.parse({
      contacts,
      onDuplicate: 'merge',
      duplicateChoices: [{ index: 1, action: 'keep' }],
    })
    expect(parsed.onDuplicate).toBe('merge')
    expect(contactImportRequestSchema.parse({ contacts })).toMatchObject({
      onDuplicate: 'skip',
      duplicateChoices: [],
    })
  })

  it('refuses an unknown action, a row out of range and a row chosen twice, in Czech', () => {
    const problem = (body: unknown) => contactImportRequestSchema.safeParse(body).error?.issues[0]?.message
    expect(problem({ contacts, onDuplicate: 'replace' })).toMatch(/Neznámá volba pro duplicitní kontakt/)
    expect(problem({ contacts, duplicateChoices: [{ index: 0, action: 'overwrite' }] })).toMatch(
      /Neznámá volba/,
    )
    expect(problem({ contacts, duplicateChoices: [{ index: 2, action: 'merge' }] })).toBe(
      'Volba duplicity míří na kontakt 3, v importu jich je jen 2.',
    )
    expect(
      problem({
        contacts,
        duplicateChoices: [
          { index: 1, action: 'merge' },
          { index: 1, action: 'skip' },
        ],
      }),
    ).toBe('Pro kontakt 2 je volba duplicity uvedena dvakrát.')
    expect(problem({ contacts, duplicateChoices: [{ index: -1, action: 'merge' }] })).toMatch(/záporné/)
  })
})
