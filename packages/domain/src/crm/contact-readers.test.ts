import { describe, expect, it } from 'vitest'
import { classifyHeader, csvCard, mapHeader } from './contact-csv.ts'
import { parseProperty, readVcard } from './contact-vcard.ts'
import type { ColdCall, Contact } from './crm.schema.ts'
import { callAgenda, contactIdentityKeys, filterContacts } from './crm.ts'

/* The edges of the CSV and vCard readers and of the shared CRM rules that the fixtures do not reach. */

describe('classifyHeader: Google numbered columns', () => {
  it('tells the parts of a phone, an address and an organisation', () => {
    expect(classifyHeader('Phone 1 - Value')).toEqual({ kind: 'phone', group: 'phone 1' })
    expect(classifyHeader('Phone 1 - Extension')).toEqual({ kind: 'noise' })
    expect(classifyHeader('Address 1 - Neighborhood')).toEqual({ kind: 'unknown' })
    expect(classifyHeader('Organization 1 - Title')).toEqual({ kind: 'jobTitle' })
    expect(classifyHeader('Organization 1 - Department')).toEqual({ kind: 'department' })
    expect(classifyHeader('Organization 1 - Type')).toEqual({ kind: 'noise' })
    expect(classifyHeader('Organization 1 - Yomi Name')).toEqual({ kind: 'noise' })
    expect(classifyHeader('Organization 1 - Symbol')).toEqual({ kind: 'unknown' })
  })
})

describe('csvCard: cells and labels', () => {
  it('reads a record shorter than its header and names a column without a header cell', () => {
    const header = ['Name', 'E-mail 1 - Type', 'E-mail 1 - Value']
    const columns = [...mapHeader(header), { kind: 'unknown' as const }]
    const long = 'x'.repeat(100)
    const card = csvCard(2, header, columns, ['Jana', '', 'jana@example.cz', long])
    expect(card.emails).toEqual([expect.objectContaining({ value: 'jana@example.cz', primary: false })])
    expect(card.issues).toEqual([
      expect.objectContaining({ field: 'Sloupec 4', value: `${'x'.repeat(79)}…`, skipped: true }),
    ])
    // the type cell is missing altogether: no label, nothing primary
    const short = csvCard(3, header, mapHeader(header), ['Petr'])
    expect(short.emails).toEqual([])
  })

  it("marks only the first of a cell's values primary when its type starts with *", () => {
    const header = ['Name', 'E-mail 1 - Type', 'E-mail 1 - Value', 'Phone 1 - Type', 'Phone 1 - Value']
    const card = csvCard(2, header, mapHeader(header), [
      'Jana',
      '* Work ::: Home',
      'a@example.cz ::: b@example.cz',
      '* Mobile ::: Work',
      '777 111 222 ::: 222 333 444',
    ])
    expect(card.emails.map((e) => [e.value, e.type, e.primary])).toEqual([
      ['a@example.cz', 'work', true],
      ['b@example.cz', 'home', false],
    ])
    expect(card.phones.map((p) => [p.type, p.primary])).toEqual([
      ['mobile', true],
      ['work', false],
    ])
  })

  it('keeps the primary mark of a formatted-only and of a structured-only address', () => {
    const header = [
      'Name',
      'Address 1 - Type',
      'Address 1 - Formatted',
      'Address 2 - Type',
      'Address 2 - Street',
      'Address 2 - City',
    ]
    const card = csvCard(2, header, mapHeader(header), [
      'Jana',
      '* Home',
      'Údolní 5, 602 00 Brno',
      '* Work',
      'Na Příkopě 1',
      'Praha',
    ])
    expect(card.addresses).toEqual([
      expect.objectContaining({ street: 'Údolní 5', city: 'Brno', type: 'home', primary: true }),
      expect.objectContaining({ street: 'Na Příkopě 1', city: 'Praha', type: 'work', primary: true }),
    ])
  })
})

describe('readVcard: edges', () => {
  it('decodes RFC 6868 carets in a parameter', () => {
    const p = parseProperty(`ADR;LABEL="a^^b^'c^'^nd":;;Ulice 1;Praha;;;`)
    expect(p?.params.get('LABEL')).toEqual([`a^b"c"\nd`])
  })

  it('names a nickname beside a name, and takes it as the name when there is none', () => {
    const [named, nameless] = readVcard(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'FN:Jana Dvořáková',
        'NICKNAME:Janička',
        'END:VCARD',
        'BEGIN:VCARD',
        'VERSION:3.0',
        'NICKNAME:Pepa',
        'TEL:777 111 222',
        'END:VCARD',
      ].join('\r\n'),
    )
    expect(named?.issues).toEqual([
      expect.objectContaining({ value: 'Janička', reason: 'Přezdívku v kontaktech neukládáme.' }),
    ])
    expect(nameless?.nickname).toBe('Pepa')
    expect(nameless?.issues).toEqual([])
  })

  it('reads an address with missing parts and quoted-printable without a charset', () => {
    const [card] = readVcard(
      [
        'BEGIN:VCARD',
        'VERSION:2.1',
        'N:Novák;Jan',
        'ADR;HOME:;;;Praha',
        'NOTE;ENCODING=QUOTED-PRINTABLE:=C5=BElu=C5=A5ou=C4=8Dk=C3=BD',
        'END:VCARD',
      ].join('\r\n'),
    )
    expect(card?.addresses).toEqual([
      expect.objectContaining({ street: undefined, city: 'Praha', postcode: undefined, type: 'home' }),
    ])
    expect(card?.note).toBe('žluťoučký')
  })
})

const contact = (name: string, extra: Partial<Contact> = {}): Contact =>
  ({
    id: name,
    name,
    company: null,
    email: null,
    phone: null,
    tags: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  }) as Contact

describe('crm rules: edges', () => {
  it('sorts by company with contacts of no company by name among themselves', () => {
    const sorted = filterContacts(
      [contact('Zdeněk'), contact('Adam'), contact('Bára', { company: 'ACME' })],
      { sort: 'company' },
    )
    expect(sorted.map((c) => c.name)).toEqual(['Bára', 'Adam', 'Zdeněk'])
  })

  it('tells the younger from the elder, but not Ing. from no title; no name gives no phone key', () => {
    const keys = (name: string | undefined) => contactIdentityKeys({ name, phone: '777 111 222' })
    expect(keys('Ing. Jan Novák')).toEqual(keys('Jan Novák'))
    expect(keys('Jan Novák ml.')).not.toEqual(keys('Jan Novák st.'))
    expect(keys(undefined)).toEqual([])
  })

  it('orders calls of one day with and without a time', () => {
    const call = (id: string, nextCallTime: string | null): ColdCall => ({
      id,
      contact: { id, name: id, phone: null, email: null, phones: [], company: null, tags: [] },
      status: 'CALL_BACK',
      nextCallOn: '2026-11-24',
      nextCallTime,
      logs: [],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    })
    const agenda = callAgenda([call('b', '10:00'), call('a', null)], '2026-11-25')
    expect(agenda.overdue.map((c) => c.id)).toEqual(['a', 'b'])
  })
})
