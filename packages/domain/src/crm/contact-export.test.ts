import { describe, expect, it } from 'vitest'
import {
  CONTACT_CSV_HEADER,
  contactsToCsv,
  contactsToVcard,
  foldLine,
  splitPersonName,
} from './contact-export.ts'
import type { Contact } from './crm.schema.ts'

const contact = (over: Partial<Contact> = {}): Contact => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Jana Dvořáková',
  jobTitle: null,
  emails: [{ type: 'other', value: 'jana@example.cz', primary: true }],
  phones: [{ type: 'other', value: '+420 777 123 456', primary: true }],
  addresses: [],
  email: 'jana@example.cz',
  phone: '+420 777 123 456',
  company: 'Dvořák; syn & spol., s.r.o.',
  ico: null,
  address: null,
  note: '',
  tags: ['investor', 'Brno'],
  offerIds: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...over,
})

describe('vCard export', () => {
  it('writes one vCard 3.0 per contact with escaped text and CRLF lines', () => {
    const card = contactsToVcard([contact()])
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Jana Dvořáková',
      'N:Dvořáková;Jana;;;',
      'ORG:Dvořák\\; syn & spol.\\, s.r.o.',
      'EMAIL;TYPE=INTERNET,PREF:jana@example.cz',
      'TEL;TYPE=VOICE,PREF:+420 777 123 456',
      'CATEGORIES:investor,Brno',
      'UID:00000000-0000-4000-8000-000000000001',
      'END:VCARD',
      '',
    ])
  })

  it('writes the address, the note and the IČO (X-ICO) when filled', () => {
    const card = contactsToVcard([
      contact({
        ico: '27082440',
        addresses: [
          {
            type: 'work',
            street: 'Údolní 5; dvůr',
            city: 'Brno',
            postcode: '602 00',
            region: null,
            country: 'Česko',
            primary: true,
          },
          {
            type: 'other',
            street: null,
            city: 'Praha',
            postcode: null,
            region: null,
            country: null,
            primary: false,
          },
        ],
        note: 'Volat ráno\nnebo večer',
        tags: [],
      }),
    ])
    expect(card).toContain('\r\nADR;TYPE=WORK,PREF:;;Údolní 5\\; dvůr;Brno;;602 00;Česko\r\n')
    expect(card).toContain('\r\nADR;TYPE=OTHER:;;;Praha;;;\r\n')
    expect(card).toContain('\r\nNOTE:Volat ráno\\nnebo večer\r\n')
    expect(card).toContain('\r\nX-ICO:27082440\r\n')
  })

  it('leaves out empty fields, handles a one-word name and no contacts', () => {
    const card = contactsToVcard([
      contact({ name: 'Notář', emails: [], phones: [], company: null, tags: [] }),
    ])
    expect(card).toContain('N:Notář;;;;')
    expect(card).not.toMatch(/EMAIL|TEL|ORG|CATEGORIES|ADR|NOTE|X-ICO/)
    expect(contactsToVcard([])).toBe('')
  })

  it('writes every e-mail and phone typed, the job title, and academic titles outside the first name', () => {
    const card = contactsToVcard([
      contact({
        name: 'doc. Ing. Jana Dvořáková, Ph.D.',
        jobTitle: 'Ředitelka',
        emails: [
          { type: 'work', value: 'jana@firma.cz', primary: false },
          { type: 'home', value: 'jana@doma.cz', primary: true },
        ],
        phones: [
          { type: 'mobile', value: '777 111 222', primary: true },
          { type: 'work', value: '222 333 444', primary: false },
          { type: 'home', value: '555 666 777', primary: false },
          { type: 'other', value: '888 999 000', primary: false },
        ],
      }),
    ])
    const lines = card.split('\r\n')
    expect(lines).toContain('N:Dvořáková;Jana;;doc. Ing.;Ph.D.')
    expect(lines).toContain('TITLE:Ředitelka')
    expect(lines).toContain('EMAIL;TYPE=INTERNET,WORK:jana@firma.cz')
    expect(lines).toContain('EMAIL;TYPE=INTERNET,HOME,PREF:jana@doma.cz')
    expect(lines).toContain('TEL;TYPE=CELL,PREF:777 111 222')
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:222 333 444')
    expect(lines).toContain('TEL;TYPE=HOME,VOICE:555 666 777')
    expect(lines).toContain('TEL;TYPE=VOICE:888 999 000')
  })

  it('splits names into titles, first and family name', () => {
    expect(splitPersonName('Ing. Jana Marie Dvořáková, Ph.D., MBA')).toEqual({
      prefix: 'Ing.',
      given: 'Jana Marie',
      family: 'Dvořáková',
      suffix: 'Ph.D., MBA',
    })
    expect(splitPersonName('Jan Novák ml.')).toEqual({
      prefix: '',
      given: 'Jan',
      family: 'Novák',
      suffix: 'ml.',
    })
    expect(splitPersonName('Ing.')).toEqual({ prefix: '', given: '', family: 'Ing.', suffix: '' })
    expect(splitPersonName('')).toEqual({ prefix: '', given: '', family: '', suffix: '' })
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `NOTE:${'ž'.repeat(60)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const [i, part] of parts.entries()) {
      expect(encodeURIComponent(part).replace(/%[0-9A-F]{2}/g, '.').length).toBeLessThanOrEqual(75)
      if (i > 0) expect(part.startsWith(' ')).toBe(true)
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line)
  })
})

describe('CSV export', () => {
  const head = (n = { e: 1, p: 1, a: 1 }) =>
    [
      ...CONTACT_CSV_HEADER,
      ...Array.from({ length: n.e }, (_, i) => [`E-mail ${i + 1} - Type`, `E-mail ${i + 1} - Value`]).flat(),
      ...Array.from({ length: n.p }, (_, i) => [`Phone ${i + 1} - Type`, `Phone ${i + 1} - Value`]).flat(),
      ...Array.from({ length: n.a }, (_, i) =>
        ['Type', 'Street', 'City', 'Postal Code', 'Region', 'Country'].map((p) => `Address ${i + 1} - ${p}`),
      ).flat(),
      'Štítky',
      'Poznámka',
    ].join(';')

  it('starts with a BOM, uses semicolons and quotes what needs it', () => {
    const csv = contactsToCsv([contact(), contact({ name: '=HYPERLINK("x")', company: null, tags: [] })])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe(head())
    expect(lines[1]).toBe(
      'Jana Dvořáková;;Jana;Dvořáková;;"Dvořák; syn & spol., s.r.o.";;;* Jiný;jana@example.cz;* Jiný;+420 777 123 456;;;;;;;investor, Brno;',
    )
    // a formula is never run by the spreadsheet
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""x"")";;;"'=HYPERLINK(""x"")";;;;;* Jiný;jana@example.cz;* Jiný;+420 777 123 456;;;;;;;;`,
    )
  })

  it('writes the IČO, every address in its parts and a note with line breaks', () => {
    const csv = contactsToCsv([
      contact({
        name: 'Ing. Jana Dvořáková, Ph.D.',
        jobTitle: 'Ředitelka',
        ico: '27082440',
        emails: [],
        phones: [
          { type: 'mobile', value: '777 111 222', primary: true },
          { type: 'work', value: '222 333 444', primary: false },
        ],
        addresses: [
          {
            type: 'home',
            street: 'Údolní 5',
            city: 'Brno',
            postcode: '602 00',
            region: null,
            country: 'Česko',
            primary: true,
          },
        ],
        note: 'Volat ráno\nnebo večer',
        tags: [],
      }),
    ])
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe(head({ e: 1, p: 2, a: 1 }))
    expect(lines[1]).toBe(
      'Ing. Jana Dvořáková, Ph.D.;Ing.;Jana;Dvořáková;Ph.D.;"Dvořák; syn & spol., s.r.o.";Ředitelka;27082440;;;* Mobil;777 111 222;Práce;222 333 444;* Domů;Údolní 5;Brno;602 00;;Česko;;"Volat ráno\nnebo večer"',
    )
  })
})
