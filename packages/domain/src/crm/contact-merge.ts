import { resolveContactLists, withOnePrimary } from './contact-lists.ts'
import {
  CONTACT_DUPLICATE_ACTIONS,
  CONTACT_MAX_ADDRESSES,
  CONTACT_MAX_EMAILS,
  CONTACT_MAX_PHONES,
  type ContactAddress,
  type ContactDuplicateAction,
  type ContactEmailItem,
  type ContactInput,
  type ContactPhoneItem,
} from './crm.schema.ts'
import { contactIdentityKeys, foldForSearch, phoneDigits, uniqueTags } from './crm.ts'

/*
 * What an import does with a contact that is already in the address book (issue 30, docs/decisions/1323): the user
 * chooses per duplicate to merge it into the one there, skip it or keep both. The server and the mock both apply
 * `applyContactImport`, so the outcome the preview promises is the one saved.
 */

export { CONTACT_DUPLICATE_ACTIONS, type ContactDuplicateAction }

export const CONTACT_DUPLICATE_ACTION_LABELS: Readonly<Record<ContactDuplicateAction, string>> = {
  merge: 'Sloučit',
  skip: 'Přeskočit',
  keep: 'Ponechat oba',
}

/** The longest note (the database checks the same length). */
const NOTE_MAX = 20_000
const TAGS_MAX = 20

/** A contact as the merge sees it: the stored one, or an imported row with its lists resolved. */
export interface MergeableContact {
  name: string
  jobTitle: string | null
  company: string | null
  ico: string | null
  emails: ContactEmailItem[]
  phones: ContactPhoneItem[]
  addresses: ContactAddress[]
  tags: string[]
  offerIds: number[]
  note: string
}

/** How many values of the incoming contact did not fit the merged one's bounds (10 e-mails, 10 phones, …). */
export interface MergeDropped {
  emails: number
  phones: number
  addresses: number
  tags: number
  note: boolean
}

export interface MergeResult {
  contact: MergeableContact
  dropped: MergeDropped
  /** Whether the merge changed anything (an identical row adds nothing, so nothing is written). */
  changed: boolean
}

const addressKey = (a: ContactAddress) =>
  foldForSearch([a.street, a.city, (a.postcode ?? '').replace(/\s+/g, ''), a.region, a.country].join('|'))
const emailKey = (e: { value: string }) => e.value.trim().toLowerCase()
const phoneKey = (p: { value: string }) => phoneDigits(p.value)

/** The existing items, then the incoming ones not among them (the existing primary stays primary), within `max`. */
function union<T extends { primary: boolean }>(
  existing: readonly T[],
  incoming: readonly T[],
  key: (item: T) => string,
  max: number,
): { items: T[]; dropped: number } {
  const seen = new Set(existing.map(key))
  const added: T[] = []
  for (const item of incoming) {
    const k = key(item)
    if (seen.has(k)) continue
    seen.add(k)
    added.push(existing.length ? { ...item, primary: false } : item)
  }
  const all = [...existing, ...added]
  const room = Math.max(max, existing.length)
  return { items: withOnePrimary(all.slice(0, room)), dropped: Math.max(0, all.length - room) }
}

/**
 * Merges an incoming contact into the one in the address book (docs/decisions/1323): the lists (e-mails, phones,
 * addresses, tags, linked offers) are united without repeats, the existing primary staying primary; a field that holds
 * one value (name, job title, company, IČO) keeps the existing value and takes the incoming one only where the existing
 * is empty. The note is the exception: both texts are kept, the incoming one appended, because a note is the user's
 * own writing and dropping it would lose it silently. What does not fit the bounds is counted in `dropped`.
 */
export function mergeContacts(existing: MergeableContact, incoming: MergeableContact): MergeResult {
  const emails = union(existing.emails, incoming.emails, emailKey, CONTACT_MAX_EMAILS)
  const phones = union(existing.phones, incoming.phones, phoneKey, CONTACT_MAX_PHONES)
  const addresses = union(existing.addresses, incoming.addresses, addressKey, CONTACT_MAX_ADDRESSES)
  const allTags = uniqueTags([...existing.tags, ...incoming.tags])
  const tags = allTags.slice(0, Math.max(TAGS_MAX, existing.tags.length))
  const extra = incoming.note.trim()
  const mine = existing.note.trim()
  let note = existing.note
  let noteDropped = false
  if (extra && !mine) note = incoming.note
  else if (extra && !foldForSearch(mine).includes(foldForSearch(extra))) {
    const joined = `${existing.note.trimEnd()}\n\n${extra}`
    if (joined.length <= NOTE_MAX) note = joined
    else noteDropped = true
  }
  const contact: MergeableContact = {
    name: existing.name,
    jobTitle: existing.jobTitle ?? incoming.jobTitle,
    company: existing.company ?? incoming.company,
    ico: existing.ico ?? incoming.ico,
    emails: emails.items,
    phones: phones.items,
    addresses: addresses.items,
    tags,
    offerIds: [...new Set([...existing.offerIds, ...incoming.offerIds])],
    note,
  }
  const changed =
    contact.jobTitle !== existing.jobTitle ||
    contact.company !== existing.company ||
    contact.ico !== existing.ico ||
    contact.emails.length !== existing.emails.length ||
    contact.phones.length !== existing.phones.length ||
    contact.addresses.length !== existing.addresses.length ||
    contact.tags.length !== existing.tags.length ||
    contact.offerIds.length !== existing.offerIds.length ||
    contact.note !== existing.note
  return {
    contact,
    dropped: {
      emails: emails.dropped,
      phones: phones.dropped,
      addresses: addresses.dropped,
      tags: allTags.length - tags.length,
      note: noteDropped,
    },
    changed,
  }
}

/** An imported row as the merge sees it: its lists resolved, tags without repeats, its note or ''. */
export function mergeableFromInput(input: ContactInput): MergeableContact {
  return {
    name: input.name,
    jobTitle: input.jobTitle ?? null,
    company: input.company ?? null,
    ico: input.ico ?? null,
    ...resolveContactLists(input),
    tags: uniqueTags(input.tags ?? []),
    offerIds: [...new Set(input.offerIds ?? [])],
    note: input.note?.trim() ? input.note : '',
  }
}

export interface StoredMergeable extends MergeableContact {
  id: string
}

export interface ContactImportOutcome {
  /** New contacts in file order (rows without a duplicate, rows kept beside one, and rows merged into those). */
  create: MergeableContact[]
  /** Contacts of the address book a row was merged into, as they are to be stored (only those that changed). */
  update: StoredMergeable[]
  /** Rows merged into a contact of the book or into an earlier row of the same import. */
  merged: number
  /** Duplicate rows skipped. */
  skipped: number
  /** Duplicate rows kept as further contacts. */
  kept: number
}

type Target = { existing: string } | { created: number }

/**
 * Applies an import to an address book: a row sharing an e-mail, or a name and a phone (contactIdentityKeys), with a
 * contact of the book or with an earlier row of the same import is a duplicate, and its action (`actionOf(index)`)
 * decides: merge into that contact (mergeContacts), skip, or keep both. Other rows are created. Pure: the caller
 * stores the outcome (and applies the account's cap to `create`).
 */
export function applyContactImport(
  existing: readonly StoredMergeable[],
  rows: readonly ContactInput[],
  actionOf: (index: number) => ContactDuplicateAction,
): ContactImportOutcome {
  const targets = new Map<string, Target>()
  const byId = new Map(existing.map((c) => [c.id, c]))
  const updated = new Map<string, StoredMergeable>()
  for (const c of existing)
    for (const key of contactIdentityKeys(c)) if (!targets.has(key)) targets.set(key, { existing: c.id })
  const outcome: ContactImportOutcome = { create: [], update: [], merged: 0, skipped: 0, kept: 0 }
  rows.forEach((input, index) => {
    const row = mergeableFromInput(input)
    const hit = contactIdentityKeys(row).find((key) => targets.has(key))
    const target = hit === undefined ? undefined : targets.get(hit)
    if (!target) {
      outcome.create.push(row)
      for (const key of contactIdentityKeys(row)) targets.set(key, { created: outcome.create.length - 1 })
      return
    }
    const action = actionOf(index)
    if (action === 'skip') {
      outcome.skipped += 1
      return
    }
    // A duplicate's own keys are not registered, whatever its action, as in the preview (planContactImport): which
    // rows are duplicates of what does not depend on the choices.
    if (action === 'keep') {
      outcome.kept += 1
      outcome.create.push(row)
      return
    }
    outcome.merged += 1
    if ('existing' in target) {
      const current = updated.get(target.existing) ?? (byId.get(target.existing) as StoredMergeable)
      const { contact, changed } = mergeContacts(current, row)
      if (changed) updated.set(target.existing, { ...contact, id: current.id })
    } else {
      outcome.create[target.created] = mergeContacts(
        outcome.create[target.created] as MergeableContact,
        row,
      ).contact
    }
  })
  outcome.update = [...updated.values()]
  return outcome
}

/** The action of each row of an import request: its own choice, else the request's default. */
export function importActions(body: {
  onDuplicate?: ContactDuplicateAction
  duplicateChoices?: readonly { index: number; action: ContactDuplicateAction }[]
}): (index: number) => ContactDuplicateAction {
  const chosen = new Map((body.duplicateChoices ?? []).map((c) => [c.index, c.action]))
  return (index) => chosen.get(index) ?? body.onDuplicate ?? 'skip'
}
