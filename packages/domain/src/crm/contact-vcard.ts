import { emptyCard, phoneTypeFromLabel, placeTypeFromLabel, type RawCard } from './contact-card.ts'

/*
 * vCard 2.1 (phones: bare parameters, quoted-printable with CHARSET=), 3.0 (Apple, Google, Outlook) and 4.0
 * (RFC 6350: quoted parameter values that may hold ':' ';' ',', RFC 6868 caret escapes, tel: URIs, PREF=1), with
 * Apple's grouped properties (item1.TEL + item1.X-ABLabel). Every e-mail, phone and address of a card is read; the
 * properties the address book cannot hold are named in the preview.
 */

export interface VcardProperty {
  group: string | null
  name: string
  params: Map<string, string[]>
  value: string
}

/** The logical lines with their first physical line: folded lines unfolded, 2.1 quoted-printable soft breaks joined. */
export function unfold(text: string): Array<{ line: number; text: string }> {
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

/** RFC 6868: ^n a line break, ^' a double quote, ^^ a caret. */
const caret = (value: string) =>
  value.replace(/\^(\^|n|N|')/g, (_, c: string) => (c === '^' ? '^' : c === "'" ? '"' : '\n'))

/**
 * "item1.ADR;TYPE=work;LABEL="Mail Drop: TNE QB":;;123 Main Street;…": the value starts at the first colon outside
 * double quotes, so a quoted parameter may hold a colon (RFC 6350's own example).
 */
export function parseProperty(text: string): VcardProperty | null {
  let quoted = false
  let colon = -1
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    else if (ch === ':' && !quoted) {
      colon = i
      break
    }
  }
  if (colon < 0) return null
  const head = text.slice(0, colon)
  const pieces: string[] = []
  let current = ''
  quoted = false
  for (const ch of head) {
    if (ch === '"') quoted = !quoted
    if (ch === ';' && !quoted) {
      pieces.push(current)
      current = ''
    } else current += ch
  }
  pieces.push(current)
  const [rawName = '', ...rawParams] = pieces
  const dot = rawName.lastIndexOf('.')
  const params = new Map<string, string[]>()
  const add = (key: string, values: string[]) => params.set(key, [...(params.get(key) ?? []), ...values])
  for (const param of rawParams) {
    const eq = param.indexOf('=')
    if (eq < 0) {
      // vCard 2.1 writes bare parameters: "TEL;CELL;PREF:", "NOTE;QUOTED-PRINTABLE:".
      const bare = param.trim().toUpperCase()
      if (bare === 'QUOTED-PRINTABLE' || bare === 'BASE64' || bare === '8BIT') add('ENCODING', [bare])
      else add('TYPE', [bare])
      continue
    }
    const key = param.slice(0, eq).trim().toUpperCase()
    // TYPE="work,voice" and TYPE=work,voice are both lists; a quoted LABEL keeps its commas.
    const raw = param.slice(eq + 1)
    const values =
      key === 'TYPE'
        ? raw
            .replace(/"/g, '')
            .split(',')
            .map((v) => v.trim().toUpperCase())
        : [caret(raw.replace(/^"|"$/g, ''))]
    add(key, values)
  }
  return {
    group: dot >= 0 ? rawName.slice(0, dot).toLowerCase() : null,
    name: rawName.slice(dot + 1).toUpperCase(),
    params,
    value: text.slice(colon + 1),
  }
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
export function splitEscaped(value: string, separator: ';' | ','): string[] {
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

/** A text value unescaped whole: "a\; b" and a 2.1 "a; b" both stay "a; b". */
export const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN:])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c)).trim()

/** Properties that carry no data of the person (structure, ids, revision) or that another property repeats. */
const STRUCTURAL = new Set([
  'VERSION',
  'PRODID',
  'REV',
  'UID',
  'KIND',
  'SORT-STRING',
  'CLIENTPIDMAP',
  'X-ABLABEL',
  'X-ABADR',
  'X-ABUID',
  'X-ABSHOWAS',
  'LABEL', // the printed form of an ADR beside it
  'X-EVOLUTION-FILE-AS',
  'X-MS-OL-DEFAULT-POSTAL-ADDRESS',
  'X-PHONETIC-FIRST-NAME',
  'X-PHONETIC-LAST-NAME',
  'X-PHONETIC-MIDDLE-NAME',
  'X-ICO',
  'NAME',
  'PROFILE',
  'SOURCE',
  'MAILER',
])
const PHOTOS = new Set(['PHOTO', 'LOGO', 'X-MS-CARDPICTURE'])

const PROPERTY_LABELS: Readonly<Record<string, string>> = {
  BDAY: 'Narozeniny',
  ANNIVERSARY: 'Výročí',
  URL: 'Webová stránka',
  NICKNAME: 'Přezdívka',
  IMPP: 'Chat',
  ROLE: 'Role',
  GEO: 'Poloha',
  TZ: 'Časové pásmo',
  GENDER: 'Pohlaví',
  RELATED: 'Vztah',
  'X-ABRELATEDNAMES': 'Vztah',
  'X-ANDROID-CUSTOM': 'Údaj z Androidu',
  'X-SKYPE': 'Skype',
  'X-JABBER': 'Jabber',
  SOUND: 'Zvuk',
  KEY: 'Klíč',
}

const types = (p: VcardProperty) => p.params.get('TYPE') ?? []
const isPref = (p: VcardProperty) =>
  types(p).includes('PREF') || (p.params.get('PREF') ?? []).some((v) => v.trim() === '1')

function vcardCard(line: number, properties: readonly VcardProperty[]): RawCard {
  const card = emptyCard(line)
  // Apple's labels: item1.TEL beside item1.X-ABLabel:_$!<Mobile>!$_ (or a custom label like "Chata")
  const labels = new Map<string, string>()
  for (const p of properties) {
    if (p.name === 'X-ABLABEL' && p.group)
      labels.set(p.group, unescapeText(p.value).replace(/^_\$!<|>!\$_$/g, ''))
  }
  const labelOf = (p: VcardProperty) => (p.group ? labels.get(p.group) : undefined)
  const notes: string[] = []
  for (const p of properties) {
    const value = p.value.trim()
    if (!value) continue
    const field = p.group ? `${p.group}.${p.name}` : p.name
    switch (p.name) {
      case 'FN':
        card.fullName ??= unescapeText(value)
        break
      case 'N': {
        // family;given;additional;prefix;suffix
        const [family, given, middle, prefix, suffix] = splitEscaped(value, ';').map((v) =>
          v
            .split(/\s*,\s*/)
            .filter(Boolean)
            .join(' '),
        )
        Object.assign(card, { family, given, middle, prefix, suffix })
        break
      }
      case 'ORG': {
        const [company, ...units] = splitEscaped(value, ';').filter(Boolean)
        card.company ??= company
        if (units.length) card.department ??= units.join(', ')
        break
      }
      case 'TITLE':
        card.jobTitle ??= unescapeText(value)
        break
      case 'EMAIL': {
        const t = types(p)
        card.emails.push({
          value: unescapeText(value),
          field,
          type:
            placeTypeFromLabel(labelOf(p)) ??
            placeTypeFromLabel(t.filter((x) => x !== 'INTERNET' && x !== 'PREF').join(' ')),
          primary: isPref(p),
        })
        break
      }
      case 'TEL': {
        const t = types(p).filter((x) => x !== 'VOICE' && x !== 'PREF' && x !== 'MSG')
        card.phones.push({
          value: unescapeText(value),
          field,
          type: phoneTypeFromLabel(labelOf(p)) ?? phoneTypeFromLabel(t.join(' ')),
          primary: isPref(p),
        })
        break
      }
      case 'ADR': {
        // post box; extended; street; locality; region; postal code; country (a part may list several lines)
        const [box, extended, street, city, region, postcode, country] = splitEscaped(value, ';')
        const lines = (part: string | undefined) => part?.split(/\s*,\s*/).filter(Boolean) ?? []
        const streetLines = [...lines(street), ...lines(extended), ...lines(box)]
        card.addresses.push({
          street: streetLines.join('\n') || undefined,
          city: city || undefined,
          postcode: postcode || undefined,
          region: region || undefined,
          country: country || undefined,
          type:
            placeTypeFromLabel(labelOf(p)) ??
            placeTypeFromLabel(
              types(p)
                .filter(
                  (x) => x !== 'PREF' && x !== 'POSTAL' && x !== 'PARCEL' && x !== 'INTL' && x !== 'DOM',
                )
                .join(' '),
            ),
          primary: isPref(p),
          field,
        })
        break
      }
      case 'NOTE':
        notes.push(unescapeText(value))
        break
      case 'CATEGORIES':
        card.tags.push(...splitEscaped(value, ','))
        break
      case 'X-ICO':
        card.ico ??= unescapeText(value)
        break
      case 'NICKNAME':
        card.nickname ??= unescapeText(value)
        if (card.fullName || card.given || card.family) {
          card.issues.push({
            line,
            field,
            value: unescapeText(value),
            reason: 'Přezdívku v kontaktech neukládáme.',
            skipped: true,
          })
        }
        break
      default:
        if (STRUCTURAL.has(p.name) || (p.name.startsWith('X-') && value.length > 200)) break
        if (PHOTOS.has(p.name)) {
          card.issues.push({ line, field, reason: 'Fotky kontaktů neimportujeme.', skipped: true })
          break
        }
        card.issues.push({
          line,
          field: PROPERTY_LABELS[p.name] ? `${PROPERTY_LABELS[p.name]} (${p.name})` : field,
          value: unescapeText(value).slice(0, 80),
          reason: 'Tento údaj v kontaktech neukládáme.',
          skipped: true,
        })
    }
  }
  if (notes.length) card.note = notes.join('\n\n')
  return card
}

export function readVcard(content: string): RawCard[] {
  const cards: RawCard[] = []
  let card: { line: number; properties: VcardProperty[] } | null = null
  const finish = () => {
    if (card) cards.push(vcardCard(card.line, card.properties))
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
      const encoding = property.params.get('ENCODING')?.[0]?.toUpperCase()
      if (encoding === 'QUOTED-PRINTABLE') {
        property.value = decodeQuotedPrintable(property.value, property.params.get('CHARSET')?.[0] ?? 'utf-8')
      }
      card.properties.push(property)
    }
  }
  // A card cut off before END:VCARD still counts: what it has is readable.
  finish()
  return cards
}
