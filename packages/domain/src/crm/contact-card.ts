import { icoSchema } from '../fields/fields.schema.ts'
import {
  CONTACT_MAX_ADDRESSES,
  CONTACT_MAX_EMAILS,
  CONTACT_MAX_PHONES,
  type ContactAddressItem,
  type ContactEmailItem,
  type ContactInput,
  type ContactPhoneItem,
  type ContactPhoneType,
  type ContactPlaceType,
  contactAddressItemSchema,
  contactEmailItemSchema,
  contactPhoneItemSchema,
} from './crm.schema.ts'
import { foldForSearch, uniqueTags } from './crm.ts'

/*
 * One contact as a reader (CSV or vCard) found it, and the rules that turn it into what the address book keeps. Shared
 * by both readers so a bad value is treated the same wherever it came from: the contact is kept, the value is left
 * out and named in the preview with a Czech reason (issue 30: nothing lost silently).
 */

/** Something of a file the import does not keep (or keeps changed), with the reason in Czech. */
export interface ContactImportIssue {
  /** 1-based line of the CSV record or of the vCard's BEGIN line. */
  line: number
  /** The column or vCard property it came from ("E-mail 2 - Value", "PHOTO"). */
  field: string
  /** The value, shortened, so the person can copy it by hand. */
  value?: string
  reason: string
  /** False for a notice about something kept in another form (a name made from the e-mail). */
  skipped: boolean
}

export interface RawEmail {
  value: string
  type?: ContactPlaceType
  primary?: boolean
  field: string
}
export interface RawPhone {
  value: string
  type?: ContactPhoneType
  primary?: boolean
  field: string
}
export interface RawAddress {
  street?: string
  city?: string
  postcode?: string
  region?: string
  country?: string
  type?: ContactPlaceType
  primary?: boolean
  field: string
}

export interface RawCard {
  line: number
  fullName?: string
  given?: string
  middle?: string
  family?: string
  prefix?: string
  suffix?: string
  nickname?: string
  company?: string
  department?: string
  jobTitle?: string
  ico?: string
  note?: string
  tags: string[]
  emails: RawEmail[]
  phones: RawPhone[]
  addresses: RawAddress[]
  issues: ContactImportIssue[]
}

export const emptyCard = (line: number): RawCard => ({
  line,
  tags: [],
  emails: [],
  phones: [],
  addresses: [],
  issues: [],
})

/** A contact as the import will save it: every e-mail, phone and address, one of each marked primary. */
export interface ImportedContact {
  name: string
  company: string | null
  jobTitle: string | null
  ico: string | null
  note: string
  tags: string[]
  emails: ContactEmailItem[]
  phones: ContactPhoneItem[]
  addresses: ContactAddressItem[]
}

const shorten = (value: string) => (value.length > 80 ? `${value.slice(0, 79)}…` : value)

/** "Ing. Jana Dvořáková, Ph.D.": titles before, the name, titles after a comma (the Czech way of writing it). */
export function joinName(parts: Pick<RawCard, 'prefix' | 'given' | 'middle' | 'family' | 'suffix'>): string {
  const name = [parts.prefix, parts.given, parts.middle, parts.family]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ')
  const suffix = parts.suffix?.trim()
  return name && suffix ? `${name}, ${suffix}` : name || suffix || ''
}

/** "Údolní 5, 602 00 Brno, Česko": an address on one line, for search and the single-line views. */
export function formatAddress(a: Partial<Omit<ContactAddressItem, 'type' | 'primary'>>): string {
  const place = [a.postcode, a.city].filter(Boolean).join(' ')
  return [a.street?.replace(/\n/g, ', '), place, a.region, a.country].filter(Boolean).join(', ')
}

const CZECH_POSTCODE_CITY = /^(\d{3} ?\d{2})\s+(\S.*)$/

/**
 * A whole address in one text ("Údolní 5, 602 00 Brno" or Google's "Formatted" cell on several lines) read into its
 * parts: the part that starts with a PSČ is the postcode and city, what is before it the street, after it the country.
 * Text of another shape stays whole in the street, so nothing is lost.
 */
export function parseAddressText(text: string): Omit<RawAddress, 'field'> {
  const parts = text
    .split(/\s*[\n,]\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
  const at = parts.findIndex((p) => CZECH_POSTCODE_CITY.test(p))
  if (at < 0) return { street: parts.join(', ') }
  const [, postcode, city] = CZECH_POSTCODE_CITY.exec(parts[at] as string) as RegExpExecArray
  return {
    street: parts.slice(0, at).join(', ') || undefined,
    postcode,
    city,
    country: parts.slice(at + 1).join(', ') || undefined,
  }
}

function firstMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Hodnota má nesprávný tvar.'
}

/** The first one marked primary, else the first one, is the primary; exactly one of a non-empty list is. */
function markPrimary<T extends { primary: boolean }>(items: T[], wanted: readonly boolean[]): T[] {
  const at = Math.max(0, wanted.indexOf(true))
  return items.map((item, i) => ({ ...item, primary: i === at }))
}

const phoneKey = (value: string) => value.replace(/\D/g, '').replace(/^00/, '')

const TEXT_LIMITS = { name: 200, company: 200, jobTitle: 200 } as const

/**
 * The contact the import saves from what a reader found: invalid e-mails, phones, an IČO with a wrong checksum, a
 * tag too long are left out (each named), a missing name is made from the e-mail, company or phone. Null when the
 * card holds nothing to recognise a person by.
 */
export function finishCard(raw: RawCard): { contact: ImportedContact; issues: ContactImportIssue[] } | null {
  const issues = [...raw.issues]
  const skip = (field: string, value: string | undefined, reason: string) =>
    issues.push({ line: raw.line, field, value: value ? shorten(value) : undefined, reason, skipped: true })

  const emails: ContactEmailItem[] = []
  const emailWanted: boolean[] = []
  for (const e of raw.emails) {
    const value = e.value.trim().replace(/^mailto:/i, '')
    if (!value) continue
    const parsed = contactEmailItemSchema.safeParse({ value, type: e.type ?? 'other' })
    if (!parsed.success) {
      skip(e.field, value, `${firstMessage(parsed.error)} Kontakt importujeme bez tohoto e-mailu.`)
    } else if (emails.some((x) => x.value === parsed.data.value)) {
      if (e.primary) emailWanted[emails.findIndex((x) => x.value === parsed.data.value)] = true
    } else {
      if (emails.length >= CONTACT_MAX_EMAILS) {
        skip(e.field, value, `Kontakt může mít nejvýše ${CONTACT_MAX_EMAILS} e-mailů.`)
        continue
      }
      emails.push(parsed.data)
      emailWanted.push(e.primary === true)
    }
  }

  const phones: ContactPhoneItem[] = []
  const phoneWanted: boolean[] = []
  for (const p of raw.phones) {
    // vCard 4.0 writes phones as URIs: "tel:+1-555-555-5555;ext=5555"
    const value = p.value.trim().replace(/^tel:/i, '').replace(/;ext=/i, ' ext. ')
    if (!value) continue
    const parsed = contactPhoneItemSchema.safeParse({ value, type: p.type ?? 'other' })
    if (!parsed.success) {
      skip(p.field, value, `${firstMessage(parsed.error)} Kontakt importujeme bez tohoto telefonu.`)
    } else if (phones.some((x) => phoneKey(x.value) === phoneKey(parsed.data.value))) {
      // Outlook's "Primary Phone" repeats one of the others: it marks that one primary
      if (p.primary)
        phoneWanted[phones.findIndex((x) => phoneKey(x.value) === phoneKey(parsed.data.value))] = true
    } else {
      if (phones.length >= CONTACT_MAX_PHONES) {
        skip(p.field, value, `Kontakt může mít nejvýše ${CONTACT_MAX_PHONES} telefonů.`)
        continue
      }
      phones.push(parsed.data)
      phoneWanted.push(p.primary === true)
    }
  }

  const addresses: ContactAddressItem[] = []
  const addressWanted: boolean[] = []
  for (const a of raw.addresses) {
    const { field, primary, ...rest } = a
    const blank = !formatAddress(rest).trim()
    if (blank) continue
    const parsed = contactAddressItemSchema.safeParse({ ...rest, type: a.type ?? 'other' })
    if (!parsed.success) {
      skip(field, formatAddress(rest), `${firstMessage(parsed.error)} Kontakt importujeme bez této adresy.`)
    } else if (!addresses.some((x) => formatAddress(x) === formatAddress(parsed.data))) {
      if (addresses.length >= CONTACT_MAX_ADDRESSES) {
        skip(field, formatAddress(rest), `Kontakt může mít nejvýše ${CONTACT_MAX_ADDRESSES} adresy.`)
        continue
      }
      addresses.push(parsed.data)
      addressWanted.push(primary === true)
    }
  }

  const text = (field: keyof typeof TEXT_LIMITS, label: string, value: string | undefined) => {
    const v = value?.replace(/\s+/g, ' ').trim()
    if (!v) return null
    if (v.length <= TEXT_LIMITS[field]) return v
    issues.push({
      line: raw.line,
      field: label,
      value: shorten(v),
      reason: `Text je delší než ${TEXT_LIMITS[field]} znaků, zkrátili jsme ho.`,
      skipped: false,
    })
    return v.slice(0, TEXT_LIMITS[field])
  }

  const company = text(
    'company',
    'Firma',
    [raw.company, raw.department].filter((p) => p?.trim()).join(', ') || undefined,
  )
  const jobTitle = text('jobTitle', 'Pozice', raw.jobTitle)

  let ico: string | null = null
  if (raw.ico?.trim()) {
    const parsed = icoSchema.safeParse(raw.ico.replace(/\s+/g, ''))
    if (parsed.success) ico = parsed.data
    else skip('IČO', raw.ico, `${firstMessage(parsed.error)} Kontakt importujeme bez IČO.`)
  }

  let note = raw.note?.replaceAll(String.fromCharCode(0), '').trim() ?? ''
  if (note.length > 20_000) {
    issues.push({
      line: raw.line,
      field: 'Poznámka',
      value: shorten(note.slice(20_000)),
      reason: 'Poznámka je delší než 20 000 znaků, konec jsme vynechali.',
      skipped: true,
    })
    note = note.slice(0, 20_000)
  }

  const tags: string[] = []
  for (const tag of uniqueTags(raw.tags)) {
    if (tag.length > 40) skip('Štítky', tag, 'Štítek je delší než 40 znaků.')
    else if (tags.length >= 20) skip('Štítky', tag, 'Kontakt může mít nejvýše 20 štítků.')
    else tags.push(tag)
  }

  const markedEmails = markPrimary(emails, emailWanted)
  const markedPhones = markPrimary(phones, phoneWanted)
  let name = text('name', 'Jméno', raw.fullName || joinName(raw))
  if (!name) {
    const nickname = raw.nickname?.trim()
    const from = nickname
      ? { value: nickname, what: 'přezdívky' }
      : company
        ? { value: company, what: 'firmy' }
        : markedEmails[0]
          ? { value: markedEmails.find((e) => e.primary)?.value as string, what: 'e-mailu' }
          : markedPhones[0]
            ? { value: markedPhones.find((p) => p.primary)?.value as string, what: 'telefonu' }
            : null
    if (!from) {
      if (note || addresses.length) {
        name = 'Kontakt bez jména'
        issues.push({
          line: raw.line,
          field: 'Jméno',
          reason: 'Kontakt nemá jméno; uložíme ho jako „Kontakt bez jména“.',
          skipped: false,
        })
      } else return null
    } else {
      name = from.value.slice(0, TEXT_LIMITS.name)
      issues.push({
        line: raw.line,
        field: 'Jméno',
        value: name,
        reason: `Kontakt nemá jméno; použijeme ho z ${from.what}.`,
        skipped: false,
      })
    }
  }
  return {
    contact: {
      name,
      company,
      jobTitle,
      ico,
      note,
      tags,
      emails: markedEmails,
      phones: markedPhones,
      addresses: markPrimary(addresses, addressWanted),
    },
    issues,
  }
}

/** The contact as the address book's API takes it: every e-mail, phone and address the file had, and the job title. */
export function toContactInput(c: ImportedContact): ContactInput {
  return {
    name: c.name,
    company: c.company,
    jobTitle: c.jobTitle,
    ico: c.ico,
    emails: c.emails,
    phones: c.phones,
    addresses: c.addresses,
    ...(c.note ? { note: c.note } : {}),
    tags: c.tags,
    offerIds: [],
  }
}

/** Labels of phone kinds in the files (Google's "Mobile", Apple's "_$!<Mobile>!$_", "iPhone", Czech "Mobil"). */
export function phoneTypeFromLabel(label: string | undefined): ContactPhoneType | undefined {
  const l = foldForSearch(label ?? '')
  if (!l.trim()) return undefined
  if (/mobil|mobile|cell|iphone|gsm|handy/.test(l)) return 'mobile'
  if (/fax|pager|car|radio|isdn|telex|tty|callback|assistant|other|jiny|ostatni/.test(l)) return 'other'
  if (/work|business|company|office|prace|zamestnani|pracovni|firma|spolecnost/.test(l)) return 'work'
  if (/home|domu|domaci|soukrom/.test(l)) return 'home'
  return 'other'
}

export function placeTypeFromLabel(label: string | undefined): ContactPlaceType | undefined {
  const l = foldForSearch(label ?? '')
  if (!l.trim()) return undefined
  if (/work|business|company|office|prace|zamestnani|pracovni|firma/.test(l)) return 'work'
  if (/home|domu|domaci|soukrom/.test(l)) return 'home'
  return 'other'
}
