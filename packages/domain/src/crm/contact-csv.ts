import { pluralCs } from '../czech-format/plural.ts'
import {
  type ContactImportIssue,
  emptyCard,
  parseAddressText,
  phoneTypeFromLabel,
  placeTypeFromLabel,
  type RawAddress,
  type RawCard,
} from './contact-card.ts'
import type { ContactPhoneType, ContactPlaceType } from './crm.schema.ts'
import { foldForSearch } from './crm.ts'

/*
 * CSV address books (issue 30): Google Contacts (numbered "E-mail 1 - Value" columns, several values in one cell
 * joined by " ::: "), Outlook in English and Czech (every phone, e-mail and address column), Thunderbird ("Primary
 * Email", "Mobile Number", "Work Address2"), our own export and the spreadsheets Czech users head by hand. Columns
 * are recognised by the words of their header, so a variant spelling of a known column still lands in its field.
 */

export interface CsvRecord {
  line: number
  cells: string[]
  /** A quote opened and never closed before the end of the file. */
  unclosed: boolean
}

/** The delimiter used most outside quotes on the first line: ';' Czech Excel, ',' Google and Outlook, tab. */
export function detectDelimiter(text: string): string {
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
export function parseCsv(text: string, delimiter: string): CsvRecord[] {
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

type NamePart = 'full' | 'display' | 'given' | 'middle' | 'family' | 'prefix' | 'suffix' | 'nickname'
type AddressPart = 'street' | 'city' | 'postcode' | 'region' | 'country' | 'formatted'
type Simple = 'company' | 'department' | 'jobTitle' | 'ico' | 'note' | 'tags' | 'photo'

/** What one column holds; `group` ties the columns of one value together (Google's "Phone 2 - Type" and "- Value"). */
export type CsvColumn =
  | { kind: 'name'; part: NamePart }
  | { kind: 'email' | 'phone'; group: string; label?: string; primary?: boolean }
  | { kind: 'emailType' | 'phoneType' | 'addressType'; group: string }
  | { kind: 'address'; group: string; part: AddressPart; label?: string }
  | { kind: Simple }
  /** Known to carry nothing worth keeping (Outlook's "Sensitivity", "E-mail Type" = SMTP, Google's Yomi names). */
  | { kind: 'noise' }
  | { kind: 'unknown' }

const NAMES: Readonly<Record<string, NamePart>> = {
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
  surname: 'family',
  title: 'prefix', // Outlook's "Title" is "Ing.", "Mr.": the job is "Job Title"
  titul: 'prefix',
  'titul pred jmenem': 'prefix',
  osloveni: 'prefix',
  'name prefix': 'prefix',
  prefix: 'prefix',
  suffix: 'suffix',
  'name suffix': 'suffix',
  'titul za jmenem': 'suffix',
  'prijmeni 2': 'suffix',
  nickname: 'nickname',
  prezdivka: 'nickname',
}

const SIMPLE: Readonly<Record<string, Simple>> = {
  firma: 'company',
  spolecnost: 'company',
  company: 'company',
  organizace: 'company',
  organization: 'company',
  'organization name': 'company',
  'nazev firmy': 'company',
  department: 'department',
  oddeleni: 'department',
  'organization department': 'department',
  'job title': 'jobTitle',
  funkce: 'jobTitle',
  pozice: 'jobTitle',
  'pracovni pozice': 'jobTitle',
  'organization title': 'jobTitle',
  ico: 'ico',
  ic: 'ico',
  poznamka: 'note',
  poznamky: 'note',
  note: 'note',
  notes: 'note',
  stitky: 'tags',
  kategorie: 'tags',
  categories: 'tags',
  labels: 'tags',
  'group membership': 'tags',
  photo: 'photo',
  foto: 'photo',
  fotografie: 'photo',
}

const NOISE =
  /^(.* )?(yomi|phonetic|initials|inicialy|file as|zobrazit jako|sensitivity|citlivost|priority|priorita|private|gender|pohlavi|e mail \d? ?(type|display name)|e mail (typ|zobrazovane jmeno)|typ e mailu( \d)?|zobrazovane jmeno e mailu( \d)?|screen name)( .*)?$/
/** Values Outlook writes into empty columns ("0.0.00" for no birthday, "Normal", "False"). */
const NOISE_VALUE = /^(0[./-]0[./-]0{1,4}|normal|normalni|false|nepravda|unspecified|nezadano|ne|no)$/i

const WORK_WORDS = /\b(business|work|zamestnani|prace|pracovni|firemni|company)\b/
const HOME_WORDS = /\b(home|domu|domaci|soukrome|soukromy)\b/
const OTHER_WORDS = /\b(other|jina|jiny|jine|ostatni|dalsi|secondary)\b/
const placeOf = (h: string): ContactPlaceType | undefined =>
  WORK_WORDS.test(h) ? 'work' : HOME_WORDS.test(h) ? 'home' : OTHER_WORDS.test(h) ? 'other' : undefined

const headerKey = (cell: string) =>
  foldForSearch(cell)
    .replace(/([a-z])(\d)/g, '$1 $2') // Thunderbird's "Home Address2"
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const GOOGLE =
  /^(e mail|email|phone|address|organization|website|im|relation|event|custom field|external id) (\d+) (.+)$/

function classifyGoogle(thing: string, n: string, part: string): CsvColumn {
  const group = `${thing} ${n}`
  const typeCell = part === 'type' || part === 'label'
  if (thing === 'e mail' || thing === 'email') {
    if (typeCell) return { kind: 'emailType', group }
    // Google's "E-mail 2 - Value", Outlook's "E-mail 2 Address"
    if (part === 'value' || part === 'address') return { kind: 'email', group }
    return { kind: 'noise' }
  }
  if (thing === 'phone') {
    if (typeCell) return { kind: 'phoneType', group }
    return part === 'value' ? { kind: 'phone', group } : { kind: 'noise' }
  }
  if (thing === 'address') {
    if (typeCell) return { kind: 'addressType', group }
    const parts: Record<string, AddressPart> = {
      formatted: 'formatted',
      street: 'street',
      'extended address': 'street',
      'po box': 'street',
      city: 'city',
      region: 'region',
      'postal code': 'postcode',
      country: 'country',
    }
    const p = parts[part]
    return p ? { kind: 'address', group, part: p } : { kind: 'unknown' }
  }
  if (thing === 'organization') {
    if (part === 'name') return { kind: 'company' }
    if (part === 'title') return { kind: 'jobTitle' }
    if (part === 'department') return { kind: 'department' }
    return typeCell || part === 'yomi name' ? { kind: 'noise' } : { kind: 'unknown' }
  }
  return typeCell ? { kind: 'noise' } : { kind: 'unknown' }
}

/** The field of one header cell. */
export function classifyHeader(cell: string): CsvColumn {
  const h = headerKey(cell)
  const google = GOOGLE.exec(h)
  if (google) return classifyGoogle(google[1] as string, google[2] as string, google[3] as string)
  const name = NAMES[h]
  if (name) return { kind: 'name', part: name }
  const simple = SIMPLE[h]
  if (simple) return { kind: simple }
  if (NOISE.test(h)) return { kind: 'noise' }
  if (/\b(e mail|email|mail|e mailova)\b/.test(h)) {
    return { kind: 'email', group: h, label: h, primary: /\b(primary|primarni|hlavni)\b/.test(h) }
  }
  if (
    /\b(phone|telefon|tel|mobil|mobile|mobilni|cell|fax|pager|callback|isdn|telex|radio|tty|zpetne volani)\b/.test(
      h,
    )
  ) {
    const primary = /\b(primary|primarni|hlavni telefon)\b/.test(h) && !/company|spolecnost/.test(h)
    return { kind: 'phone', group: h, label: h, primary }
  }
  const place = placeOf(h) ?? 'main'
  const part: AddressPart | null = /\b(postal code|zip|zipcode|psc|postcode)\b/.test(h)
    ? 'postcode'
    : /\b(city|mesto|obec)\b/.test(h)
      ? 'city'
      : /\b(country|zeme)\b/.test(h)
        ? 'country'
        : /\b(state|region|kraj|oblast)\b/.test(h)
          ? 'region'
          : /\b(street|ulice|po box|p o box|postovni prihradka)\b/.test(h)
            ? 'street'
            : /\b(address|adresa)\b/.test(h)
              ? place === 'main'
                ? 'formatted'
                : 'street'
              : null
  if (part) return { kind: 'address', group: place, part, label: place === 'main' ? undefined : place }
  return { kind: 'unknown' }
}

/** The field of each column; in a Czech sheet headed "Jméno; Příjmení" the "Jméno" is the first name. */
export function mapHeader(cells: readonly string[]): CsvColumn[] {
  const columns = cells.map(classifyHeader)
  if (!columns.some((c) => c.kind === 'name' && c.part === 'family')) return columns
  return columns.map((c, i) =>
    c.kind === 'name' && c.part === 'full' && headerKey(cells[i] as string) === 'jmeno'
      ? { kind: 'name', part: 'given' }
      : c,
  )
}

const recognised = (c: CsvColumn) => c.kind !== 'unknown' && c.kind !== 'noise'

/** Google joins values of one label in a cell: "a@x.cz ::: b@y.cz". */
const splitMulti = (value: string) =>
  value
    .split(/\s+:::\s+/)
    .map((v) => v.trim())
    .filter(Boolean)

/** Google writes system groups as "* myContacts"; categories are separated by ',', ';' or Google's ' ::: '. */
export function splitTags(value: string): string[] {
  return value
    .split(/\s*(?::::|[,;])\s*/)
    .map((t) => t.trim())
    .filter((t) => t && !t.startsWith('*'))
}

/** Google's type cell: "* Work" is the primary value's label. */
function labelsOf(cell: string | undefined): { labels: string[]; primary: boolean } {
  const labels = splitMulti(cell ?? '')
  const primary = labels.some((l) => l.startsWith('*'))
  return { labels: labels.map((l) => l.replace(/^\*\s*/, '')), primary }
}

function placeLabelOf(group: string, label: string | undefined): ContactPlaceType | undefined {
  return placeTypeFromLabel(label) ?? placeOf(group)
}
function phoneLabelOf(label: string | undefined): ContactPhoneType | undefined {
  return phoneTypeFromLabel(label)
}

/** One record into a card: every e-mail, phone and address column, the rest named in the preview if filled. */
export function csvCard(
  line: number,
  header: readonly string[],
  columns: readonly CsvColumn[],
  cells: readonly string[],
): RawCard {
  const card = emptyCard(line)
  const names = new Map<NamePart, string>()
  const typeCells = new Map<string, string>()
  columns.forEach((c, i) => {
    if (c.kind === 'emailType' || c.kind === 'phoneType' || c.kind === 'addressType')
      typeCells.set(`${c.kind}:${c.group}`, cells[i] ?? '')
  })
  const addresses = new Map<string, Partial<Record<AddressPart, string[][]>> & { label?: string }>()
  const simple = new Map<Simple, string[]>()
  for (const [i, column] of columns.entries()) {
    // Our export prefixes a cell starting with = + - @ with an apostrophe so Excel never runs it; undo that.
    const value = (cells[i] ?? '').trim().replace(/^'(?=[=+\-@])/, '')
    if (!value) continue
    const field = header[i]?.trim() || `Sloupec ${i + 1}`
    switch (column.kind) {
      case 'name':
        if (!names.has(column.part)) names.set(column.part, value)
        break
      case 'email': {
        const { labels, primary } = labelsOf(typeCells.get(`emailType:${column.group}`))
        for (const [k, v] of splitMulti(value).entries()) {
          card.emails.push({
            value: v,
            field,
            type: placeLabelOf(column.group, labels[k] ?? labels[0] ?? column.label),
            primary: column.primary || (primary && k === 0),
          })
        }
        break
      }
      case 'phone': {
        const { labels, primary } = labelsOf(typeCells.get(`phoneType:${column.group}`))
        for (const [k, v] of splitMulti(value).entries()) {
          card.phones.push({
            value: v,
            field,
            type: phoneLabelOf(labels[k] ?? labels[0] ?? column.label),
            primary: column.primary || (primary && k === 0),
          })
        }
        break
      }
      case 'address': {
        const a = addresses.get(column.group) ?? {}
        // one list per column: Google's " ::: " are more addresses, Outlook's "Street 2" is another line of one
        a[column.part] = [...(a[column.part] ?? []), splitMulti(value)]
        a.label ??= column.label
        addresses.set(column.group, a)
        break
      }
      case 'emailType':
      case 'phoneType':
      case 'addressType':
      case 'noise':
        break
      case 'photo':
        card.issues.push({ line, field, reason: 'Fotky kontaktů neimportujeme.', skipped: true })
        break
      case 'unknown':
        if (!NOISE_VALUE.test(value)) {
          card.issues.push({
            line,
            field,
            value: value.length > 80 ? `${value.slice(0, 79)}…` : value,
            reason: 'Tento sloupec v kontaktech neukládáme.',
            skipped: true,
          })
        }
        break
      default:
        simple.set(column.kind, [...(simple.get(column.kind) ?? []), value])
    }
  }
  for (const [group, a] of addresses) {
    const { labels, primary } = labelsOf(typeCells.get(`addressType:${group}`))
    const count = Math.max(
      ...(['street', 'city', 'postcode', 'region', 'country', 'formatted'] as const).flatMap(
        (p) => a[p]?.map((column) => column.length) ?? [0],
      ),
    )
    const field = `Adresa${group === 'main' ? '' : ` (${group})`}`
    const at = (part: AddressPart, k: number) =>
      a[part]
        ?.map((column) => column[k])
        .filter(Boolean)
        .join('\n') || undefined
    for (let k = 0; k < count; k++) {
      const type = placeLabelOf(group, labels[k] ?? labels[0] ?? a.label)
      // Outlook's "Street 2", "Street 3" and Google's "PO Box" and "Extended Address" are more lines of the street.
      const parts: Omit<RawAddress, 'field'> = {
        street: at('street', k),
        city: at('city', k),
        postcode: at('postcode', k),
        region: at('region', k),
        country: at('country', k),
      }
      const structured = Object.values(parts).some(Boolean)
      const formatted = at('formatted', k)
      // Google's formatted cell repeats its parts; a sheet's own "Adresa" beside "Ulice" is another address (first).
      if (formatted && (!structured || !/\d$/.test(group)))
        card.addresses.push({ ...parseAddressText(formatted), type, primary: primary && k === 0, field })
      if (structured)
        card.addresses.push({ ...parts, type, primary: primary && k === 0 && !formatted, field })
    }
  }
  const get = (kind: Simple) => simple.get(kind)?.join(', ')
  card.fullName = names.get('full') ?? undefined
  card.given = names.get('given')
  card.middle = names.get('middle')
  card.family = names.get('family')
  card.prefix = names.get('prefix')
  card.suffix = names.get('suffix')
  card.nickname = names.get('nickname') ?? names.get('display')
  if (!card.fullName && !card.given && !card.family && names.get('display'))
    card.fullName = names.get('display')
  card.company = get('company')
  card.department = get('department')
  card.jobTitle = get('jobTitle')
  card.ico = get('ico')
  card.note = simple.get('note')?.join('\n\n')
  card.tags = splitTags(simple.get('tags')?.join(',') ?? '')
  return card
}

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_LIKE = /^\+?[\d\s()./-]{6,}$/

/**
 * A CSV without a header row: its columns are told by their content. A column of e-mails is e-mail, of numbers is
 * phone; text columns before the first of those are the name, later text columns are named in the preview.
 */
export function guessColumns(records: readonly CsvRecord[]): CsvColumn[] {
  const width = Math.max(...records.map((r) => r.cells.length))
  const columns: CsvColumn[] = []
  let seenContact = false
  let nameParts = 0
  for (let i = 0; i < width; i++) {
    const values = records.map((r) => r.cells[i]?.trim() ?? '').filter(Boolean)
    const share = (re: RegExp) => values.filter((v) => re.test(v)).length / Math.max(1, values.length)
    if (values.length && share(EMAIL_LIKE) >= 0.5) {
      columns.push({ kind: 'email', group: `column ${i}` })
      seenContact = true
    } else if (values.length && share(PHONE_LIKE) >= 0.5) {
      columns.push({ kind: 'phone', group: `column ${i}` })
      seenContact = true
    } else if (!seenContact && nameParts < 3) {
      columns.push({ kind: 'name', part: (['given', 'middle', 'family'] as const)[nameParts++] as NamePart })
    } else columns.push({ kind: 'unknown' })
  }
  // one text column before the e-mail is the whole name; two are first and last name
  if (nameParts === 1) columns[columns.findIndex((c) => c.kind === 'name')] = { kind: 'name', part: 'full' }
  if (nameParts === 2)
    columns[columns.findIndex((c) => c.kind === 'name' && c.part === 'middle')] = {
      kind: 'name',
      part: 'family',
    }
  return columns
}

export interface CsvRead {
  cards: RawCard[]
  errors: Array<{ line: number; message: string }>
  /** Notices about the whole file (no header row). */
  notices: ContactImportIssue[]
  recognised: boolean
}

const CELL_FORMS = ['buňku', 'buňky', 'buněk'] as const

export function readCsv(text: string): CsvRead {
  const records = parseCsv(text, detectDelimiter(text.replace(/^[\r\n]+/, '')))
  const [first, ...rest] = records
  if (!first) return { cards: [], errors: [], notices: [], recognised: false }
  let header = first.cells
  let columns = mapHeader(header)
  let data = rest
  const notices: ContactImportIssue[] = []
  // A first row of values (an e-mail, a phone number) is data, whatever words it contains.
  const valuesInFirst = first.cells.some((c) => EMAIL_LIKE.test(c.trim()) || PHONE_LIKE.test(c.trim()))
  if (valuesInFirst || !columns.some(recognised)) {
    columns = guessColumns(records)
    if (!columns.some((c) => c.kind === 'email' || c.kind === 'phone'))
      return { cards: [], errors: [], notices: [], recognised: false }
    header = columns.map((_, i) => `Sloupec ${i + 1}`)
    data = records
    notices.push({
      line: first.line,
      field: 'Hlavička',
      reason: 'Soubor nemá řádek s názvy sloupců; sloupce jsme poznali podle obsahu.',
      skipped: false,
    })
  }
  const cards: RawCard[] = []
  const errors: CsvRead['errors'] = []
  for (const record of data) {
    // Missing cells at the end are empty; extra filled cells mean a column slipped (an unquoted comma in a name).
    const extraFilled = record.cells.slice(columns.length).some((c) => c.trim())
    if (record.unclosed) {
      errors.push({
        line: record.line,
        message: 'Uvozovky otevřené na tomto řádku se až do konce souboru nezavřely.',
      })
    } else if (extraFilled) {
      const count = record.cells.length
      errors.push({
        line: record.line,
        message: `Řádek má ${count} ${pluralCs(count, CELL_FORMS)}, ale hlavička ${columns.length}; údaje by se posunuly do jiných sloupců.`,
      })
    } else cards.push(csvCard(record.line, header, columns, record.cells))
  }
  return { cards, errors, notices, recognised: true }
}
