import { formatNumber } from '../czech-format/money.ts'
import {
  type ContactImportIssue,
  finishCard,
  type ImportedContact,
  type RawCard,
  toContactInput,
} from './contact-card.ts'
import { readCsv } from './contact-csv.ts'
import { type ContactFileEncoding, decodeContactFile } from './contact-file-text.ts'
import { readVcard } from './contact-vcard.ts'
import { CONTACT_IMPORT_MAX, type ContactInput } from './crm.schema.ts'
import { type ContactIdentity, contactIdentityKeys } from './crm.ts'

/*
 * Import of an address book (issues 20 and 30): the CSV that Google Contacts, Outlook, Thunderbird or Czech Excel
 * save, or vCard files from phones and mail programs. Everything here is a preview: nothing is saved until the user
 * confirms, and the server decides duplicates again with the same contactIdentityKeys. Nothing is lost silently:
 * every value left out is named with its line and a Czech reason, and a contact with one bad value is imported
 * without it.
 */

export type { ContactImportIssue, ImportedContact } from './contact-card.ts'

export interface ContactImportRow {
  /** 1-based line of the CSV record's first line or of the vCard's BEGIN line ("Řádek 7: …"). */
  line: number
  /** What the address book's API takes: the whole card. */
  contact: ContactInput
  /** Everything read: every e-mail, phone and address with its kind. */
  card: ImportedContact
  /** What of this contact is left out or changed, and why. */
  issues: ContactImportIssue[]
}

export interface ContactImportError {
  line: number
  /** Czech, for the person importing. */
  message: string
}

/** What the file will add: the preview states these numbers before anything is saved. */
export interface ContactImportSummary {
  contacts: number
  emails: number
  phones: number
  addresses: number
  /** Values left out (invalid, unsupported, photos); notices of changed values are not counted here. */
  skipped: number
}

export interface ContactImportPreview {
  format: 'csv' | 'vcard'
  encoding: ContactFileEncoding
  rows: ContactImportRow[]
  /** Whole rows that cannot be read (a slipped column, an unclosed quote, an empty card). */
  errors: ContactImportError[]
  /** Everything left out or changed, of the file and of its rows, in file order. */
  issues: ContactImportIssue[]
  summary: ContactImportSummary
  /** Set when the whole file is refused (not a contact file, too big); rows and errors are then empty. */
  fileError?: string
}

/** The largest file the preview reads: 20 000 contacts of a Google export, or of a UTF-16 Outlook one. */
export const CONTACT_IMPORT_MAX_BYTES = 25 * 1024 * 1024

export const NOT_A_CONTACT_FILE_MESSAGE =
  'Soubor není CSV ani vCard, který umíme přečíst. Uložte kontakty jako CSV nebo vCard (.vcf).'

export function summarize(rows: readonly ContactImportRow[], issues: readonly ContactImportIssue[]) {
  return {
    contacts: rows.length,
    emails: rows.reduce((n, r) => n + r.card.emails.length, 0),
    phones: rows.reduce((n, r) => n + r.card.phones.length, 0),
    addresses: rows.reduce((n, r) => n + r.card.addresses.length, 0),
    skipped: issues.filter((i) => i.skipped).length,
  }
}

function finish(cards: readonly RawCard[]) {
  const rows: ContactImportRow[] = []
  const errors: ContactImportError[] = []
  for (const raw of cards) {
    const done = finishCard(raw)
    if (!done) {
      errors.push({
        line: raw.line,
        message:
          raw.issues.length > 0
            ? 'Kontakt nemá jméno, e-mail ani telefon; nic z něj neumíme uložit.'
            : 'Kontakt je prázdný.',
      })
      continue
    }
    rows.push({
      line: raw.line,
      contact: toContactInput(done.contact),
      card: done.contact,
      issues: done.issues,
    })
  }
  return { rows, errors }
}

const refused = (
  format: ContactImportPreview['format'],
  encoding: ContactFileEncoding,
  fileError: string,
): ContactImportPreview => ({
  format,
  encoding,
  rows: [],
  errors: [],
  issues: [],
  summary: { contacts: 0, emails: 0, phones: 0, addresses: 0, skipped: 0 },
  fileError,
})

/**
 * Reads a contact file into a preview: CSV (UTF-8 with or without a BOM, UTF-16, Windows-1250; ';' ',' or tab; RFC
 * 4180 quoting; with or without a header row) or vCard 2.1/3.0/4.0. The file is recognised by its content, the name
 * only breaks the tie for an unreadable one.
 */
export function parseContactFile(bytes: Uint8Array, fileName: string): ContactImportPreview {
  const guessed: ContactImportPreview['format'] = /\.(vcf|vcard)$/i.test(fileName) ? 'vcard' : 'csv'
  if (bytes.byteLength > CONTACT_IMPORT_MAX_BYTES) {
    return refused(
      guessed,
      'utf-8',
      `Soubor je příliš velký (nejvýše ${CONTACT_IMPORT_MAX_BYTES / 1024 / 1024} MB). Rozdělte ho na menší části.`,
    )
  }
  const { text, encoding } = decodeContactFile(bytes)
  const vcard = /^\s*BEGIN:VCARD\s*$/im.test(text)
  let cards: RawCard[]
  let readErrors: ContactImportError[] = []
  let notices: ContactImportIssue[] = []
  if (vcard) cards = readVcard(text)
  else {
    const csv = readCsv(text)
    // Content that is neither format is named after the file, so a broken .vcf is not called a CSV.
    if (!csv.recognised) return refused(guessed, encoding, NOT_A_CONTACT_FILE_MESSAGE)
    cards = csv.cards
    readErrors = csv.errors
    notices = csv.notices
  }
  const format = vcard ? 'vcard' : 'csv'
  const { rows, errors } = finish(cards)
  if (rows.length > CONTACT_IMPORT_MAX) {
    return refused(
      format,
      encoding,
      `Soubor obsahuje ${formatNumber(rows.length)} kontaktů, najednou lze importovat nejvýše ${formatNumber(CONTACT_IMPORT_MAX)}. Rozdělte ho na menší části.`,
    )
  }
  const allErrors = [...readErrors, ...errors].sort((a, b) => a.line - b.line)
  if (rows.length === 0 && allErrors.length === 0)
    return refused(format, encoding, 'V souboru není žádný kontakt.')
  const issues = [...notices, ...rows.flatMap((r) => r.issues)]
  return { format, encoding, rows, errors: allErrors, issues, summary: summarize(rows, issues) }
}

export interface ContactImportDuplicate<T extends ContactIdentity = ContactIdentity>
  extends ContactImportRow {
  /** Czech: why the row is a duplicate. */
  reason: string
  /** The contact of the address book it repeats, or the earlier row of the same file (its line). */
  match: { existing: T } | { line: number }
}

export interface ContactImportPlan<T extends ContactIdentity = ContactIdentity> {
  /** Rows that are nobody's duplicate: created whatever the user chooses for the duplicates. */
  toCreate: ContactImportRow[]
  /** Rows that repeat a contact: the user chooses merge, skip or keep both (docs/decisions/1323). */
  duplicates: ContactImportDuplicate<T>[]
}

const identityOf = (row: ContactImportRow): ContactIdentity => ({
  name: row.card.name,
  emails: row.card.emails,
  phones: row.card.phones,
})

/**
 * Which rows are new and which repeat a contact: a row sharing an e-mail, or its name and a phone, with the address
 * book (contactIdentityKeys), or with an earlier row of the same file. The server applies the same rule
 * (applyContactImport), so the preview's groups are what the choices act on.
 */
export function planContactImport<T extends ContactIdentity>(
  existing: readonly T[],
  rows: readonly ContactImportRow[],
): ContactImportPlan<T> {
  const known = new Map<string, { existing: T } | { line: number }>()
  for (const contact of existing)
    for (const key of contactIdentityKeys(contact)) if (!known.has(key)) known.set(key, { existing: contact })
  const plan: ContactImportPlan<T> = { toCreate: [], duplicates: [] }
  for (const row of rows) {
    const keys = contactIdentityKeys(identityOf(row))
    const hit = keys.find((key) => known.has(key))
    const match = hit === undefined ? undefined : known.get(hit)
    if (hit === undefined || !match) {
      plan.toCreate.push(row)
      for (const key of keys) known.set(key, { line: row.line })
      continue
    }
    const reason =
      'existing' in match
        ? hit.startsWith('e:')
          ? 'Stejný e-mail už v kontaktech je.'
          : 'Kontakt se stejným jménem a telefonem už v kontaktech je.'
        : `Opakuje se v souboru (řádek ${match.line}).`
    plan.duplicates.push({ ...row, reason, match })
  }
  return plan
}
