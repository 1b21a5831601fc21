import { describe, expect, it } from 'vitest'
import type { Contact } from '../contract/user-data.schema.ts'
import { CONTACT_CSV_HEADER, contactsToCsv, contactsToVcard, foldLine } from './contact-export.ts'

const contact = (over: Partial<Contact> = {}): Contact => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Jana Dvořáková',
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
      'EMAIL;TYPE=INTERNET:jana@example.cz',
      'TEL;TYPE=VOICE:+420 777 123 456',
      'CATEGORIES:investor,Brno',
      'UID:00000000-0000-4000-8000-000000000001',
      'END:VCARD',
      '',
    ])
  })

  it('writes the address, the note and the IČO (X-ICO) when filled', () => {
    const card = contactsToVcard([
      contact({ ico: '27082440', address: 'Údolní 5; Brno', note: 'Volat ráno\nnebo večer', tags: [] }),
    ])
    expect(card).toContain('\r\nADR:;;Údolní 5\\; Brno;;;;\r\n')
    expect(card).toContain('\r\nNOTE:Volat ráno\\nnebo večer\r\n')
    expect(card).toContain('\r\nX-ICO:27082440\r\n')
  })

  it('leaves out empty fields, handles a one-word name and no contacts', () => {
    const card = contactsToVcard([
      contact({ name: 'Notář', email: null, phone: null, company: null, tags: [] }),
    ])
    expect(card).toContain('N:Notář;;;;')
    expect(card).not.toMatch(/EMAIL|TEL|ORG|CATEGORIES|ADR|NOTE|X-ICO/)
    expect(contactsToVcard([])).toBe('')
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
  it('starts with a BOM, uses semicolons and quotes what needs it', () => {
    const csv = contactsToCsv([contact(), contact({ name: '=HYPERLINK("x")', company: null, tags: [] })])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe(CONTACT_CSV_HEADER.join(';'))
    expect(lines[1]).toBe(
      'Jana Dvořáková;"Dvořák; syn & spol., s.r.o.";;jana@example.cz;+420 777 123 456;;investor, Brno;',
    )
    // a formula is never run by the spreadsheet
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")";;;jana@example.cz;+420 777 123 456;;;`)
  })

  it('writes the IČO, the address and a note with line breaks', () => {
    const csv = contactsToCsv([
      contact({ ico: '27082440', address: 'Údolní 5, Brno', note: 'Volat ráno\nnebo večer', tags: [] }),
    ])
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      'Jana Dvořáková;"Dvořák; syn & spol., s.r.o.";27082440;jana@example.cz;+420 777 123 456;Údolní 5, Brno;;"Volat ráno\nnebo večer"',
    )
  })
})
