import { addDays, type IsoDate, parseIsoDate } from '../calendar/calendar-date.ts'
import type { ColdCall, ColdCallStatus, Contact } from './crm.schema.ts'

/*
 * The rules of the user's own CRM that the server, the mock and the screens share (docs/decisions/1040-crm-private.md):
 * search ignoring diacritics and case, the tag list, sorting, and when a planned call is due.
 */

/** "Dvořáková" → "dvorakova": lower case without diacritics, for search. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('cs')
}

/** Tags compared without case and surrounding spaces; the first spelling wins, empty tags are dropped. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const tag of tags) {
    const key = foldForSearch(tag.trim())
    if (key && !seen.has(key)) seen.set(key, tag.trim())
  }
  return [...seen.values()]
}

export const CONTACT_SORTS = ['name', 'company', 'newest'] as const
export type ContactSort = (typeof CONTACT_SORTS)[number]
export const CONTACT_SORT_LABELS: Readonly<Record<ContactSort, string>> = {
  name: 'Podle jména',
  company: 'Podle firmy',
  newest: 'Nejnovější',
}

export interface ContactFilter {
  q?: string
  tag?: string | null
  sort?: ContactSort
}

const collator = new Intl.Collator('cs', { sensitivity: 'base' })

/**
 * The contacts matching the search (name, company, job title, any e-mail, any phone, tags; diacritics ignored) and tag,
 * sorted. The server's `q` (GET /api/contacts) finds the same words.
 */
export function filterContacts(
  contacts: readonly Contact[],
  { q, tag, sort = 'name' }: ContactFilter,
): Contact[] {
  const words = foldForSearch(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const tagKey = tag ? foldForSearch(tag) : null
  const found = contacts.filter((c) => {
    if (tagKey && !c.tags.some((t) => foldForSearch(t) === tagKey)) return false
    if (!words.length) return true
    const haystack = foldForSearch(
      [
        c.name,
        c.company,
        c.jobTitle,
        ...c.emails.map((e) => e.value),
        ...c.phones.map((p) => p.value),
        ...c.tags,
      ]
        .filter(Boolean)
        .join(' '),
    )
    const digits = haystack.replace(/\s+/g, '')
    return words.every((w) => haystack.includes(w) || digits.includes(w))
  })
  const byName = (a: Contact, b: Contact) => collator.compare(a.name, b.name)
  return found.sort((a, b) => {
    if (sort === 'newest') return b.createdAt.localeCompare(a.createdAt) || byName(a, b)
    if (sort === 'company') {
      if (!a.company !== !b.company) return a.company ? -1 : 1
      return collator.compare(a.company ?? '', b.company ?? '') || byName(a, b)
    }
    return byName(a, b)
  })
}

/** Every tag in the address book once, sorted the Czech way. */
export function allTags(contacts: readonly Pick<Contact, 'tags'>[]): string[] {
  return uniqueTags(contacts.flatMap((c) => c.tags)).sort(collator.compare)
}

export const CALL_DUE_FILTERS = ['overdue', 'today', 'week'] as const
export type CallDueFilter = (typeof CALL_DUE_FILTERS)[number]
export const CALL_DUE_LABELS: Readonly<Record<CallDueFilter, string>> = {
  overdue: 'Po termínu',
  today: 'Dnes',
  week: 'Tento týden',
}

/** The Sunday ending the (Monday-first) week of a day. */
function endOfWeek(today: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(today)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() // 0 = Sunday
  return addDays(today, (7 - weekday) % 7)
}

/**
 * The statuses that end a call's planning: nobody calls a "Vyřízeno" or "Nemá zájem" contact again, so such a call is
 * never due, whatever day it still carries (the server's `due=true` leaves the same out).
 */
export const FINISHED_COLD_CALL_STATUSES: readonly ColdCallStatus[] = ['DONE', 'NOT_INTERESTED']
export const isFinishedCall = (call: Pick<ColdCall, 'status'>) =>
  FINISHED_COLD_CALL_STATUSES.includes(call.status)

/**
 * GET /api/coldcalls?due=true, restated for the mock: an open call planned for today or earlier (`today` being the
 * Prague day). Exactly the calls the list's "Po termínu" and "Dnes" show together.
 */
export function isCallDue(call: Pick<ColdCall, 'nextCallOn' | 'status'>, today: IsoDate): boolean {
  return call.nextCallOn !== null && call.nextCallOn <= today && !isFinishedCall(call)
}

/** Whether a planned call falls under a due filter, `today` being the Prague day. A finished call is never due. */
export function callMatchesDue(
  call: Pick<ColdCall, 'nextCallOn' | 'status'>,
  due: CallDueFilter,
  today: IsoDate,
) {
  const next = call.nextCallOn
  if (!next || isFinishedCall(call)) return false
  if (due === 'overdue') return next < today
  if (due === 'today') return next === today
  return next >= today && next <= endOfWeek(today)
}

/** A phone's digits as one number: '+420 777 123 456', '00420777123456' and '777123456' are the same. */
export function phoneDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  if (digits.length === 12 && digits.startsWith('420')) digits = digits.slice(3)
  return digits
}

/** Titles and punctuation do not make another person: "Ing. Jana Dvořáková, Ph.D." is "jana dvorakova". */
function nameKey(name: string): string {
  return (
    foldForSearch(name)
      // "ml." and "st." (the younger, the elder) tell two people apart; "Ing.", "Ph.D." do not
      .replace(/\b([\p{L}]+)\.(?=\s|,|$)/gu, (word, stem: string) =>
        stem === 'ml' || stem === 'st' ? word : ' ',
      )
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  )
}

export interface ContactIdentity {
  name?: string | null
  email?: string | null
  phone?: string | null
  emails?: readonly { value: string }[]
  phones?: readonly { value: string }[]
}

/**
 * What makes two contacts the same person (issue 30): any e-mail in common (any case), or the same name together with
 * a phone number in common, however written. A shared phone alone is not enough: a switchboard or a family's landline
 * belongs to several people. Server, mock and the import preview all decide duplicates with these keys.
 */
export function contactIdentityKeys(contact: ContactIdentity): string[] {
  const keys = new Set<string>()
  for (const email of [contact.email, ...(contact.emails ?? []).map((e) => e.value)]) {
    const e = email?.trim().toLowerCase()
    if (e) keys.add(`e:${e}`)
  }
  const name = nameKey(contact.name ?? '')
  if (name) {
    for (const phone of [contact.phone, ...(contact.phones ?? []).map((p) => p.value)]) {
      const digits = phoneDigits(phone ?? '')
      if (digits.length >= 6) keys.add(`p:${name}|${digits}`)
    }
  }
  return [...keys]
}

export interface CallAgenda {
  overdue: ColdCall[]
  today: ColdCall[]
  tomorrow: ColdCall[]
}

/** The portal home's calls: open ones past their day, today's and tomorrow's, each by day and time. */
export function callAgenda(calls: readonly ColdCall[], today: IsoDate): CallAgenda {
  const tomorrow = addDays(today, 1)
  const planned = calls
    .filter((c) => c.nextCallOn && !isFinishedCall(c))
    .sort(
      (a, b) =>
        (a.nextCallOn ?? '').localeCompare(b.nextCallOn ?? '') ||
        (a.nextCallTime ?? '').localeCompare(b.nextCallTime ?? ''),
    )
  return {
    overdue: planned.filter((c) => (c.nextCallOn ?? '') < today),
    today: planned.filter((c) => c.nextCallOn === today),
    tomorrow: planned.filter((c) => c.nextCallOn === tomorrow),
  }
}
