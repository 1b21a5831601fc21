import {
  CONTACT_IMPORT_MAX,
  type Contact,
  type ContactInput,
  contactInputSchema,
} from '../contract/user-data.schema.ts'
import { formatNumber } from '../czech-format/money.ts'
import { pluralCs } from '../czech-format/plural.ts'
import { contactIdentityKeys, foldForSearch, uniqueTags } from './crm.ts'

/*
 * Import of an address book (issue 20): the CSV that Czech Excel, Outlook or Google Contacts save, or vCard files from
 * phones and mail programs. Everything here is a preview: nothing is saved until the user confirms, and the server
 * decides duplicates again with the same contactIdentityKeys.
 */

export interface ContactImportRow {
  /** 1-based line of the CSV record's first line or of the vCard's BEGIN line ("Řádek 7: …"). */
  line: number
  contact: ContactInput
}

export interface ContactImportError {
  line: number
  /** Czech, for the person importing. */
  message: string
}

export interface ContactImportPreview {
  format: 'csv' | 'vcard'
  encoding: 'utf-8' | 'windows-1250'
  rows: ContactImportRow[]
  errors: ContactImportError[]
  /** Set when the whole file is refused (not a contact file, too big); rows and errors are then empty. */
  fileError?: string
}

/** The largest file the preview reads; an address book of 2 000 contacts is far smaller. */
export const CONTACT_IMPORT_MAX_BYTES = 5 * 1024 * 1024

export const NOT_A_CONTACT_FILE_MESSAGE =
  'Soubor není CSV ani vCard, který umíme přečíst. Uložte kontakty jako CSV (s hlavičkou) nebo vCard (.vcf).'

/** UTF-8 (the BOM is dropped by TextDecoder); bytes that are not UTF-8 are what Czech Excel saves: Windows-1250. */
function decode(bytes: Uint8Array): { text: string; encoding: ContactImportPreview['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('windows-1250').decode(bytes), encoding: 'windows-1250' }
  }
}

/** The draft of one contact before the schema checks it; empty values are left out. */
interface Draft {
  name?: string
  email?: string
  phone?: string
  company?: string
  ico?: string
  address?: string
  note?: string
  tags?: string[]
}

/** Google writes system groups as "* myContacts"; categories are separated by ',', ';' or Google's ' ::: '. */
function splitTags(value: string): string[] {
  return uniqueTags(
    value
      .split(/\s*(?::::|[,;])\s*/)
      .map((t) => t.trim())
      .filter((t) => t && !t.startsWith('*')),
  )
}

function validate(line: number, draft: Draft): ContactImportRow | ContactImportError {
  const input: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(draft)) {
    if (typeof value === 'string' ? value.trim() : value?.length) input[key] = value
  }
  // The IČO is often written in groups ("270 82 440"); the register knows only the eight digits.
  if (typeof input.ico === 'string') input.ico = input.ico.replace(/\s+/g, '')
  const parsed = contactInputSchema.safeParse(input)
  if (parsed.success) return { line, contact: parsed.data }
  return { line, message: parsed.error.issues[0]?.message ?? 'Kontakt nelze přečíst.' }
}

/* ------------------------------------------------------------------ CSV */

interface CsvRecord {
  line: number
  cells: string[]
  /** A quote opened and never closed before the end of the file. */
  unclosed: boolean
}

/** The delimiter used most outside quotes on the first line: ';' Czech Excel, ',' Google and Outlook, tab. */
function detectDelimiter(text: string): string {
  let quoted = false
  const counts = new Map<string, number>([
    [';', 0],
    ['\t', 0],
    [',', 0],
  ])
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) as number) + 1)
  }
  let best = ';'
  for (const [delimiter, count] of counts) if (count > (counts.get(best) as number)) best = delimiter
  return best
}

/** RFC 4180: quoted fields with "" for a quote and line breaks inside quotes; CRLF, LF or CR between records. */
function parseCsv(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let line = 1
  let start = 1
  let cells: string[] = []
  let cell = ''
  let quoted = false
  const endRecord = (unclosed: boolean) => {
    cells.push(cell)
    // Empty lines and rows of bare delimiters (Excel leaves them under a table) carry nothing.
    if (cells.some((c) => c.trim())) records.push({ line: start, cells, unclosed })
    cells = []
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++
        cell += ch
      }
    } else if (ch === '"' && cell === '') quoted = true
    else if (ch === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      endRecord(false)
      line++
      start = line
    } else cell += ch
  }
  endRecord(quoted)
  return records
}

type CsvField =
  | 'full'
  | 'display'
  | 'given'
  | 'middle'
  | 'family'
  | 'company'
  | 'ico'
  | 'email'
  | 'phone'
  | 'address'
  | 'street'
  | 'city'
  | 'zip'
  | 'note'
  | 'tags'

/**
 * Header names after folding (lower case, no diacritics, anything but letters and digits as one space): our own
 * export, what Czech spreadsheets are typically headed with, Outlook (English and Czech) and Google Contacts.
 */
const HEADER_FIELDS: Readonly<Record<string, CsvField>> = {
  jmeno: 'full', // "Jméno" alone is the whole name; beside "Příjmení" it is the first name (see mapHeader)
  'cele jmeno': 'full',
  'jmeno a prijmeni': 'full',
  name: 'full',
  'full name': 'full',
  'display name': 'full',
  'zobrazovane jmeno': 'full',
  nazev: 'display',
  'krestni jmeno': 'given',
  'first name': 'given',
  'given name': 'given',
  'middle name': 'middle',
  'additional name': 'middle',
  'druhe jmeno': 'middle',
  prijmeni: 'family',
  'last name': 'family',
  'family name': 'family',
  firma: 'company',
  spolecnost: 'company',
  company: 'company',
  organizace: 'company',
  'organization name': 'company',
  'organization 1 name': 'company',
  ico: 'ico',
  ic: 'ico',
  email: 'email',
  'e mail': 'email',
  'e mail address': 'email',
  'email address': 'email',
  'e mailova adresa': 'email',
  'e mail 1 value': 'email',
  telefon: 'phone',
  phone: 'phone',
  mobil: 'phone',
  'mobilni telefon': 'phone',
  'telefon do zamestnani': 'phone',
  'telefon domu': 'phone',
  'mobile phone': 'phone',
  'business phone': 'phone',
  'home phone': 'phone',
  'phone 1 value': 'phone',
  adresa: 'address',
  address: 'address',
  ulice: 'street',
  'business street': 'street',
  'home street': 'street',
  'address 1 street': 'street',
  mesto: 'city',
  obec: 'city',
  'business city': 'city',
  'home city': 'city',
  'address 1 city': 'city',
  psc: 'zip',
  'business postal code': 'zip',
  'home postal code': 'zip',
  'address 1 postal code': 'zip',
  poznamka: 'note',
  poznamky: 'note',
  note: 'note',
  notes: 'note',
  stitky: 'tags',
  kategorie: 'tags',
  categories: 'tags',
  labels: 'tags',
  'group membership': 'tags',
}

const headerKey = (cell: string) =>
  foldForSearch(cell)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The field of each column (null: a column we do not import). */
function mapHeader(cells: readonly string[]): (CsvField | null)[] {
  const fields = cells.map((c) => HEADER_FIELDS[headerKey(c)] ?? null)
  if (fields.includes('family')) {
    // Czech spreadsheets headed "Jméno; Příjmení" split the name: "Jméno" is then the first name.
    return fields.map((f, i) => (f === 'full' && headerKey(cells[i] as string) === 'jmeno' ? 'given' : f))
  }
  return fields
}

function csvDraft(fields: readonly (CsvField | null)[], cells: readonly string[]): Draft {
  const values = new Map<CsvField, string>()
  for (const [i, field] of fields.entries()) {
    // Our export prefixes a cell starting with = + - @ with an apostrophe so Excel never runs it; undo that.
    const value = (cells[i] ?? '').trim().replace(/^'(?=[=+\-@])/, '')
    // Several columns may feed one field (Outlook's three phones): the first filled one wins.
    if (field && value && !values.has(field)) values.set(field, value)
  }
  const get = (field: CsvField) => values.get(field) ?? ''
  const joined = [get('given'), get('middle'), get('family')].filter(Boolean).join(' ')
  const place = [get('zip'), get('city')].filter(Boolean).join(' ')
  return {
    name: get('full') || joined || get('display'),
    company: get('company'),
    ico: get('ico'),
    email: get('email'),
    phone: get('phone'),
    address: get('address') || [get('street'), place].filter(Boolean).join(', '),
    note: get('note'),
    tags: splitTags(get('tags')),
  }
}

const CELL_FORMS = ['buňku', 'buňky', 'buněk'] as const

function readCsv(text: string): Omit<ContactImportPreview, 'encoding'> {
  const records = parseCsv(text, detectDelimiter(text.replace(/^[\r\n]+/, '')))
  const [header, ...data] = records
  const fields = header ? mapHeader(header.cells) : []
  if (!fields.some(Boolean))
    return { format: 'csv', rows: [], errors: [], fileError: NOT_A_CONTACT_FILE_MESSAGE }
  const rows: ContactImportRow[] = []
  const errors: ContactImportError[] = []
  for (const record of data) {
    const count = record.cells.length
    // A trailing delimiter (empty extra cells) is harmless; missing or extra filled cells shift every column.
    const extraFilled = record.cells.slice(fields.length).some((c) => c.trim())
    if (record.unclosed) {
      errors.push({
        line: record.line,
        message: 'Uvozovky otevřené na tomto řádku se až do konce souboru nezavřely.',
      })
    } else if (count < fields.length || extraFilled) {
      errors.push({
        line: record.line,
        message: `Řádek má ${count} ${pluralCs(count, CELL_FORMS)}, ale hlavička ${fields.length}.`,
      })
    } else {
      const result = validate(record.line, csvDraft(fields, record.cells))
      if ('contact' in result) rows.push(result)
      else errors.push(result)
    }
  }
  return { format: 'csv', rows, errors }
}

/* ---------------------------------------------------------------- vCard */

interface VcardProperty {
  name: string
  params: Map<string, string>
  value: string
}

/** The logical lines with their first physical line: folded lines unfolded, 2.1 quoted-printable soft breaks joined. */
function unfold(text: string): Array<{ line: number; text: string }> {
  const physical = text.split(/\r\n|\n|\r/)
  const logical: Array<{ line: number; text: string }> = []
  for (const [i, raw] of physical.entries()) {
    const last = logical.at(-1)
    // A quoted-printable soft break ("=" at the end) goes first: the next line's leading space is then content.
    if (last && /QUOTED-PRINTABLE/i.test(last.text.split(':', 1)[0] as string) && last.text.endsWith('=')) {
      last.text = last.text.slice(0, -1) + raw
    } else if (last && (raw.startsWith(' ') || raw.startsWith('\t'))) last.text += raw.slice(1)
    else logical.push({ line: i + 1, text: raw })
  }
  return logical
}

function parseProperty(text: string): VcardProperty | null {
  const colon = text.indexOf(':')
  if (colon < 0) return null
  const [rawName = '', ...rawParams] = text.slice(0, colon).split(';')
  const params = new Map<string, string>()
  for (const param of rawParams) {
    const eq = param.indexOf('=')
    // vCard 2.1 writes bare parameters: "TEL;CELL:", "NOTE;QUOTED-PRINTABLE:".
    if (eq < 0) params.set(param.toUpperCase() === 'QUOTED-PRINTABLE' ? 'ENCODING' : 'TYPE', param)
    else params.set(param.slice(0, eq).toUpperCase(), param.slice(eq + 1).replace(/^"|"$/g, ''))
  }
  // "item1.EMAIL" (Apple's groups) is an EMAIL.
  const name = rawName.slice(rawName.lastIndexOf('.') + 1).toUpperCase()
  return { name, params, value: text.slice(colon + 1) }
}

/** "=C5=BE" with CHARSET=UTF-8 → "ž"; an unknown charset falls back to UTF-8. */
function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = []
  const encoder = new TextEncoder()
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3)
    if (value[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...encoder.encode(value[i]))
  }
  // an unknown charset label throws; UTF-8 is what phones write then
  const decoder = (() => {
    try {
      return new TextDecoder(charset)
    } catch {
      return new TextDecoder('utf-8')
    }
  })()
  return decoder.decode(new Uint8Array(bytes))
}

/** Splits at unescaped separators, then unescapes each part (\n, \, \; \\). */
function splitEscaped(value: string, separator: ';' | ','): string[] {
  const parts: string[] = []
  let current = ''
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] as string
    if (ch === '\\' && i + 1 < value.length) {
      const next = value[++i] as string
      current += next === 'n' || next === 'N' ? '\n' : next
    } else if (ch === separator) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  parts.push(current)
  return parts.map((p) => p.trim())
}

const text = (value: string) => splitEscaped(value, ';').join(';')

function vcardDraft(properties: readonly VcardProperty[]): Draft {
  const draft: Draft = { tags: [] }
  const first = (name: string) => properties.find((p) => p.name === name && p.value.trim())
  const fn = first('FN')
  if (fn) draft.name = text(fn.value)
  else {
    const n = first('N')
    // N is family;given;additional;prefix;suffix; the Czech order is given additional family.
    const [family = '', given = '', additional = ''] = n ? splitEscaped(n.value, ';') : []
    draft.name = [given, additional, family].filter(Boolean).join(' ')
  }
  const org = first('ORG')
  if (org) draft.company = splitEscaped(org.value, ';').filter(Boolean).join(', ')
  const email = first('EMAIL')
  if (email) draft.email = text(email.value).replace(/^mailto:/i, '')
  const tel = first('TEL')
  if (tel) draft.phone = text(tel.value).replace(/^tel:/i, '')
  const adr = first('ADR')
  if (adr) {
    // post box; extended; street; locality; region; postal code; country → "street, PSČ city, region, country"
    const [box = '', extended = '', street = '', city = '', region = '', zip = '', country = ''] =
      splitEscaped(adr.value, ';')
    const place = [zip, city].filter(Boolean).join(' ')
    draft.address = [box, extended, street, place, region, country].filter(Boolean).join(', ')
  }
  const note = first('NOTE')
  if (note) draft.note = text(note.value)
  const ico = first('X-ICO')
  if (ico) draft.ico = text(ico.value)
  const categories = properties
    .filter((p) => p.name === 'CATEGORIES')
    .flatMap((p) => splitEscaped(p.value, ','))
  draft.tags = uniqueTags(categories)
  return draft
}

function readVcard(content: string): Omit<ContactImportPreview, 'encoding'> {
  const rows: ContactImportRow[] = []
  const errors: ContactImportError[] = []
  let card: { line: number; properties: VcardProperty[] } | null = null
  const finish = () => {
    if (!card) return
    const result = validate(card.line, vcardDraft(card.properties))
    if ('contact' in result) rows.push(result)
    else errors.push(result)
    card = null
  }
  for (const { line, text: logical } of unfold(content)) {
    const property = parseProperty(logical)
    if (!property) continue
    const value = property.value.trim().toUpperCase()
    if (property.name === 'BEGIN' && value === 'VCARD') {
      finish()
      card = { line, properties: [] }
    } else if (property.name === 'END' && value === 'VCARD') finish()
    else if (card) {
      const encoding = property.params.get('ENCODING')?.toUpperCase()
      if (encoding === 'QUOTED-PRINTABLE') {
        property.value = decodeQuotedPrintable(property.value, property.params.get('CHARSET') ?? 'utf-8')
      }
      card.properties.push(property)
    }
  }
  // A card cut off before END:VCARD still counts: what it has is readable.
  finish()
  return { format: 'vcard', rows, errors }
}

/* --------------------------------------------------------------- entry */

/**
 * Reads a contact file into a preview: CSV (UTF-8 or Windows-1250, ';' ',' or tab, RFC 4180 quoting) or vCard
 * 2.1/3.0/4.0. Every row is checked with contactInputSchema; unreadable rows come back with their line and a Czech
 * reason. The file is recognised by its content, the name only breaks the tie for an unreadable one.
 */
export function parseContactFile(bytes: Uint8Array, fileName: string): ContactImportPreview {
  const guessed: ContactImportPreview['format'] = /\.(vcf|vcard)$/i.test(fileName) ? 'vcard' : 'csv'
  if (bytes.byteLength > CONTACT_IMPORT_MAX_BYTES) {
    return {
      format: guessed,
      encoding: 'utf-8',
      rows: [],
      errors: [],
      fileError: `Soubor je příliš velký (nejvýše ${CONTACT_IMPORT_MAX_BYTES / 1024 / 1024} MB). Rozdělte ho na menší části.`,
    }
  }
  const { text: content, encoding } = decode(bytes)
  const result = /^\s*BEGIN:VCARD\s*$/im.test(content) ? readVcard(content) : readCsv(content)
  if (result.rows.length > CONTACT_IMPORT_MAX) {
    return {
      format: result.format,
      encoding,
      rows: [],
      errors: [],
      fileError: `Soubor obsahuje ${formatNumber(result.rows.length)} kontaktů, najednou lze importovat nejvýše ${formatNumber(CONTACT_IMPORT_MAX)}. Rozdělte ho na menší části.`,
    }
  }
  // Content that is neither format is named after the file, so a broken .vcf is not called a CSV.
  if (result.fileError) return { ...result, format: guessed, encoding }
  if (result.rows.length === 0 && result.errors.length === 0) {
    return { ...result, encoding, fileError: 'V souboru není žádný kontakt.' }
  }
  return { ...result, encoding }
}

export interface ContactImportDuplicate extends ContactImportRow {
  /** Czech: why the row is skipped. */
  reason: string
}

export interface ContactImportPlan {
  toCreate: ContactImportRow[]
  duplicates: ContactImportDuplicate[]
}

/**
 * Which rows the import creates and which it skips: a row whose e-mail or phone (contactIdentityKeys) is already in
 * the address book, or in an earlier row of the same file that is itself imported. The server applies the same rule,
 * so the preview's numbers are what happens.
 */
export function planContactImport(
  existing: readonly Pick<Contact, 'email' | 'phone'>[],
  rows: readonly ContactImportRow[],
): ContactImportPlan {
  const known = new Map<string, number | 'existing'>()
  for (const contact of existing) for (const key of contactIdentityKeys(contact)) known.set(key, 'existing')
  const plan: ContactImportPlan = { toCreate: [], duplicates: [] }
  for (const row of rows) {
    const keys = contactIdentityKeys(row.contact)
    const hit = keys.find((key) => known.has(key))
    if (hit === undefined) {
      plan.toCreate.push(row)
      for (const key of keys) known.set(key, row.line)
      continue
    }
    const source = known.get(hit)
    const reason =
      source === 'existing'
        ? hit.startsWith('e:')
          ? 'Stejný e-mail už v kontaktech je.'
          : 'Stejný telefon už v kontaktech je.'
        : `Opakuje se v souboru (řádek ${source}).`
    plan.duplicates.push({ ...row, reason })
  }
  return plan
}
