import { CONTACT_PHONE_TYPE_LABELS, CONTACT_PLACE_TYPE_LABELS, type Contact } from './crm.schema.ts'

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

/**
 * "Ing. Jana Dvořáková, Ph.D." → prefix "Ing.", given "Jana", family "Dvořáková", suffix "Ph.D.": titles before the
 * name (words ending with a dot) and after it (behind a comma, or "ml."/"st." at the end) are not a first name. The
 * last word is the family name, as Czech names go.
 */
export function splitPersonName(name: string): {
  prefix: string
  given: string
  family: string
  suffix: string
} {
  const comma = name.indexOf(',')
  const suffixes = comma >= 0 ? [name.slice(comma + 1).trim()] : []
  const words = (comma >= 0 ? name.slice(0, comma) : name).trim().split(/\s+/).filter(Boolean)
  const titled = (w: string) => /^\p{L}+\.(\p{L}+\.)*$/u.test(w)
  const prefixes: string[] = []
  while (words.length > 1 && titled(words[0] as string)) prefixes.push(words.shift() as string)
  while (words.length > 1 && titled(words.at(-1) as string)) suffixes.unshift(words.pop() as string)
  const family = words.length ? (words.pop() as string) : ''
  return {
    prefix: prefixes.join(' '),
    given: words.join(' '),
    family,
    suffix: suffixes.filter(Boolean).join(', '),
  }
}

const VCARD_PHONE_TYPES = { mobile: 'CELL', work: 'WORK,VOICE', home: 'HOME,VOICE', other: 'VOICE' } as const
const VCARD_PLACE_TYPES = { work: 'WORK', home: 'HOME', other: 'OTHER' } as const
const pref = (item: { primary: boolean }) => (item.primary ? ',PREF' : '')

export function contactsToVcard(contacts: readonly Contact[]): string {
  const cards = contacts.map((c) => {
    const { prefix, given, family, suffix } = splitPersonName(c.name)
    const lines = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      `FN:${vText(c.name)}`,
      `N:${[family, given, '', prefix, suffix].map(vText).join(';')}`,
      c.company ? `ORG:${vText(c.company)}` : null,
      c.jobTitle ? `TITLE:${vText(c.jobTitle)}` : null,
      ...c.emails.map(
        (e) =>
          `EMAIL;TYPE=INTERNET${e.type === 'other' ? '' : `,${VCARD_PLACE_TYPES[e.type]}`}${pref(e)}:${vText(e.value)}`,
      ),
      ...c.phones.map((t) => `TEL;TYPE=${VCARD_PHONE_TYPES[t.type]}${pref(t)}:${vText(t.value)}`),
      ...c.addresses.map(
        (a) =>
          `ADR;TYPE=${VCARD_PLACE_TYPES[a.type]}${pref(a)}:;;${[
            a.street,
            a.city,
            a.region,
            a.postcode,
            a.country,
          ]
            .map((part) => vText(part ?? ''))
            .join(';')}`,
      ),
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
export function csvCell(value: string): string {
  const phone = /^\+[\d\s()-]+$/.test(value)
  const safe = !phone && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * The import (contact-import.ts) reads these names back, so an export can be imported again as it is. The e-mails,
 * phones and addresses follow in Google Contacts' numbered columns ("E-mail 2 - Value"), as many as the contact with
 * the most of them needs; a primary value's type starts with "* " as in Google's own export.
 */
export const CONTACT_CSV_HEADER = [
  'Celé jméno',
  'Titul před jménem',
  'Křestní jméno',
  'Příjmení',
  'Titul za jménem',
  'Firma',
  'Pozice',
  'IČO',
] as const
const CONTACT_CSV_TAIL = ['Štítky', 'Poznámka'] as const
const ADDRESS_PARTS = [
  ['Street', 'street'],
  ['City', 'city'],
  ['Postal Code', 'postcode'],
  ['Region', 'region'],
  ['Country', 'country'],
] as const

export function contactsToCsv(contacts: readonly Contact[]): string {
  const most = (count: (c: Contact) => number) => Math.max(1, ...contacts.map(count))
  const emails = most((c) => c.emails.length)
  const phones = most((c) => c.phones.length)
  const addresses = most((c) => c.addresses.length)
  const range = (n: number) => Array.from({ length: n }, (_, i) => i)
  const type = (item: { primary: boolean } | undefined, label: string | undefined) =>
    item ? `${item.primary ? '* ' : ''}${label}` : ''
  const header = [
    ...CONTACT_CSV_HEADER,
    ...range(emails).flatMap((i) => [`E-mail ${i + 1} - Type`, `E-mail ${i + 1} - Value`]),
    ...range(phones).flatMap((i) => [`Phone ${i + 1} - Type`, `Phone ${i + 1} - Value`]),
    ...range(addresses).flatMap((i) => [
      `Address ${i + 1} - Type`,
      ...ADDRESS_PARTS.map(([label]) => `Address ${i + 1} - ${label}`),
    ]),
    ...CONTACT_CSV_TAIL,
  ]
  const rows = [
    header,
    ...contacts.map((c) => {
      const name = splitPersonName(c.name)
      return [
        c.name,
        name.prefix,
        name.given,
        name.family,
        name.suffix,
        c.company ?? '',
        c.jobTitle ?? '',
        c.ico ?? '',
        ...range(emails).flatMap((i) => {
          const e = c.emails[i]
          return [type(e, e && CONTACT_PLACE_TYPE_LABELS[e.type]), e?.value ?? '']
        }),
        ...range(phones).flatMap((i) => {
          const t = c.phones[i]
          return [type(t, t && CONTACT_PHONE_TYPE_LABELS[t.type]), t?.value ?? '']
        }),
        ...range(addresses).flatMap((i) => {
          const a = c.addresses[i]
          return [
            type(a, a && CONTACT_PLACE_TYPE_LABELS[a.type]),
            ...ADDRESS_PARTS.map(([, part]) => a?.[part] ?? ''),
          ]
        }),
        c.tags.join(', '),
        c.note,
      ]
    }),
  ]
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join(CRLF)}${CRLF}`
}
