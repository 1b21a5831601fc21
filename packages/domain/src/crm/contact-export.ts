import type { Contact } from '../contract/user-data.schema.ts'

/*
 * Exports of the address book (issue 20): vCard 3.0, which Outlook, Google Contacts and phones all read, and a CSV
 * that Czech Excel opens as it is (UTF-8 with a BOM, semicolons, CRLF).
 */

const CRLF = '\r\n'

/** RFC 6350/2426 text escaping: backslash, comma, semicolon, newline. */
const vText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n')

/** The UTF-8 size of one character (code point). */
function utf8Length(ch: string): number {
  const code = ch.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/** Folds a content line at 75 octets (UTF-8), never inside a character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const ch of line) {
    const bytes = utf8Length(ch)
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += ch
    size += bytes
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** "Jana Dvořáková" → family "Dvořáková", given "Jana" (the last word is the family name, as Czech names go). */
function nameParts(name: string): { given: string; family: string } {
  const words = name.trim().split(/\s+/)
  if (words.length < 2) return { given: '', family: words[0] ?? '' }
  return { given: words.slice(0, -1).join(' '), family: words.at(-1) ?? '' }
}

export function contactsToVcard(contacts: readonly Contact[]): string {
  const cards = contacts.map((c) => {
    const { given, family } = nameParts(c.name)
    const lines = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      `FN:${vText(c.name)}`,
      `N:${vText(family)};${vText(given)};;;`,
      c.company ? `ORG:${vText(c.company)}` : null,
      c.email ? `EMAIL;TYPE=INTERNET:${vText(c.email)}` : null,
      c.phone ? `TEL;TYPE=VOICE:${vText(c.phone)}` : null,
      c.address ? `ADR:;;${vText(c.address)};;;;` : null,
      c.tags.length ? `CATEGORIES:${c.tags.map(vText).join(',')}` : null,
      c.note ? `NOTE:${vText(c.note)}` : null,
      // No standard vCard property holds a company id; X-ICO lets our own import read the IČO back.
      c.ico ? `X-ICO:${vText(c.ico)}` : null,
      `UID:${c.id}`,
      'END:VCARD',
    ]
    return lines
      .filter((l): l is string => l !== null)
      .map(foldLine)
      .join(CRLF)
  })
  return cards.length ? `${cards.join(CRLF)}${CRLF}` : ''
}

/**
 * A CSV cell: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula (a phone
 * number such as +420 … stays as it is).
 */
function csvCell(value: string): string {
  const phone = /^\+[\d\s()-]+$/.test(value)
  const safe = !phone && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The import (contact-import.ts) reads these names back, so an export can be imported again as it is. */
export const CONTACT_CSV_HEADER = [
  'Jméno',
  'Firma',
  'IČO',
  'E-mail',
  'Telefon',
  'Adresa',
  'Štítky',
  'Poznámka',
] as const

export function contactsToCsv(contacts: readonly Contact[]): string {
  const rows = [
    [...CONTACT_CSV_HEADER],
    ...contacts.map((c) => [
      c.name,
      c.company ?? '',
      c.ico ?? '',
      c.email ?? '',
      c.phone ?? '',
      c.address ?? '',
      c.tags.join(', '),
      c.note,
    ]),
  ]
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join(CRLF)}${CRLF}`
}
