import { randomUUID } from 'node:crypto'
import type { EndpointInput } from '@rg/domain/contract'
import {
  applyContactImport,
  BAD_CONTACTS_CURSOR,
  CONTACT_OFFERS_NOT_FOUND,
  CONTACT_PAGE_DEFAULT,
  CONTACTS_CAP_MESSAGE,
  CONTACTS_PER_ACCOUNT_MAX,
  type Contact,
  type ContactDetail,
  type ContactImportResponse,
  type ContactListResponse,
  contactPrimaries,
  contactsRefusedMessage,
  foldForSearch,
  importActions,
  type MergeableContact,
  resolveContactLists,
  type StoredMergeable,
  uniqueTags,
} from '@rg/domain/crm'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { actAsUser, fail, type Outcome, ok, refused } from '../outcome.ts'

/*
 * The user's private address book (docs/decisions/1040-crm-private.md). Every query runs as the requester, so the
 * contacts_own policy keeps each user to their own rows even if a check here were missing; another user's contact
 * is simply "not found". Admins have no exception.
 */

export const CONTACT_NOT_FOUND = fail(404, 'not_found', 'Kontakt nebyl nalezen.')
const OFFERS_NOT_FOUND = refused(CONTACT_OFFERS_NOT_FOUND)

interface ContactRow {
  id: string
  name: string
  job_title: string | null
  company: string | null
  ico: string | null
  emails: Contact['emails'] | string
  phones: Contact['phones'] | string
  addresses: Contact['addresses'] | string
  note: string
  tags: string[]
  offer_ids: Array<string | number>
  created_at: Date | string
  updated_at: Date | string
}

/** The contact's columns and its notepad (notes_own keeps that to the requester's own note, as everything here). */
const COLUMNS = `id, name, job_title, company, ico, emails, phones, addresses, tags, offer_ids, created_at, updated_at,
  coalesce((select n.body from public.notes n where n.kind = 'CONTACT' and n.contact_id = contacts.id), '') as note`
const iso = (value: Date | string) => new Date(value).toISOString()
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

function toContact(row: ContactRow): Contact {
  const lists = { emails: json(row.emails), phones: json(row.phones), addresses: json(row.addresses) }
  return {
    id: row.id,
    name: row.name,
    jobTitle: row.job_title,
    company: row.company,
    ico: row.ico,
    ...lists,
    ...contactPrimaries(lists),
    note: row.note,
    tags: row.tags,
    offerIds: row.offer_ids.map(Number),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

type NewContact = EndpointInput<'createContact'>['body']

/** Inserts contacts (and their first notes) in one statement each; their ids in the same order. */
async function insertContacts(
  tx: Queryable,
  userId: string,
  contacts: readonly (NewContact | MergeableContact)[],
): Promise<string[]> {
  const records = contacts.map((c) => ({
    id: randomUUID(),
    name: c.name,
    job_title: c.jobTitle ?? null,
    company: c.company ?? null,
    ico: c.ico ?? null,
    ...resolveContactLists(c),
    tags: uniqueTags(c.tags),
    offer_ids: [...new Set(c.offerIds)],
    note: c.note?.trim() ? c.note : null,
  }))
  await tx.query(
    `insert into public.contacts (id, user_id, name, job_title, company, ico, emails, phones, addresses, tags, offer_ids)
     select id, $1, name, job_title, company, ico, emails, phones, addresses, tags, offer_ids
     from jsonb_to_recordset($2::jsonb) as x(id uuid, name text, job_title text, company text, ico text,
                                             emails jsonb, phones jsonb, addresses jsonb, tags text[],
                                             offer_ids bigint[])`,
    [userId, JSON.stringify(records)],
  )
  const notes = records.flatMap((r) => (r.note ? [{ contact_id: r.id, body: r.note }] : []))
  if (notes.length)
    await tx.query(
      `insert into public.notes (user_id, kind, contact_id, body)
       select $1, 'CONTACT', x.contact_id, x.body from jsonb_to_recordset($2::jsonb) as x(contact_id uuid, body text)`,
      [userId, JSON.stringify(notes)],
    )
  return records.map((r) => r.id)
}

/** How many contacts the requester's address book holds (RLS keeps the count to their own). */
async function countContacts(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: string | number }>('select count(*) as n from public.contacts')
  return Number(rows[0]?.n ?? 0)
}

export const CONTACTS_CAP_REACHED = fail(409, 'contacts_cap', CONTACTS_CAP_MESSAGE)

/** A linked offer must be one the requester can see (RLS on offers plus can_see_offer). */
async function offersVisible(tx: Queryable, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return true
  const { rows } = await tx.query<{ n: string | number }>(
    'select count(*) as n from unnest($1::bigint[]) as i(id) where public.can_see_offer(i.id)',
    [unique],
  )
  return Number(rows[0]?.n) === unique.length
}

/** The keyset of a page's last contact: its lower-case name and id, as an opaque token. */
const encodeCursor = (key: string, id: string) => Buffer.from(JSON.stringify([key, id])).toString('base64url')
function decodeCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      const [key, id] = value as [string, string]
      return /^[0-9a-f-]{36}$/i.test(id) ? [key, id] : null
    }
  } catch {}
  return null
}
const BAD_CURSOR = refused(BAD_CONTACTS_CURSOR)

/**
 * One page of the address book by name (keyset over sort_key = lower(name), id: contacts_user_sort_idx), optionally only the
 * contacts whose search text holds every word of `q` (diacritics and case ignored; a phone also by its digits).
 */
export function listContacts(
  db: Database,
  claims: RequestClaims,
  query: EndpointInput<'listContacts'>['query'] = {},
): Promise<Outcome<ContactListResponse>> {
  const after = query.cursor ? decodeCursor(query.cursor) : null
  if (query.cursor && !after) return Promise.resolve(BAD_CURSOR)
  const limit = query.limit ?? CONTACT_PAGE_DEFAULT
  return actAsUser(db, claims, async (tx) => {
    const values: unknown[] = []
    const where: string[] = []
    const words = foldForSearch(query.q ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 20)
    for (const word of words) {
      values.push(`%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
      where.push(`search like $${values.length}`)
    }
    if (after) {
      // (sort_key, id) > (key, id) spelled with leakproof comparisons, so it is an index condition under RLS
      values.push(after[0], after[1])
      const [key, id] = [`$${values.length - 1}`, `$${values.length}::uuid`]
      where.push(`sort_key >= ${key} and (sort_key > ${key} or id > ${id})`)
    }
    values.push(limit + 1)
    const { rows } = await tx.query<ContactRow & { sort_key: string }>(
      `select ${COLUMNS}, sort_key from public.contacts
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by sort_key, id limit $${values.length}`,
      values,
    )
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    return ok({
      items: page.map(toContact),
      nextCursor: rows.length > limit && last ? encodeCursor(last.sort_key, last.id) : null,
      total: await countContacts(tx),
    })
  })
}

/**
 * A contact with its linked offers that the requester can still see (name and kind for the contact's page), in the
 * order they were linked. Runs as the requester, so the offers' own RLS and can_see_offer decide, as for linking.
 */
export function getContact(db: Database, claims: RequestClaims, id: string): Promise<Outcome<ContactDetail>> {
  return actAsUser(db, claims, async (tx) => {
    const { rows } = await tx.query<ContactRow>(`select ${COLUMNS} from public.contacts where id = $1`, [id])
    if (!rows[0]) return CONTACT_NOT_FOUND
    const contact = toContact(rows[0])
    const offers = await tx.query<{
      id: string | number
      kind: 'LISTING' | 'SERVICE'
      name: string
      own: boolean
    }>(
      `select o.id, o.kind, o.pub_name as name, o.owner_id = (select auth.uid()) as own
       from unnest($1::bigint[]) with ordinality as l(id, n)
       join public.offers o on o.id = l.id
       where public.can_see_offer(o.id)
       order by l.n`,
      [contact.offerIds],
    )
    return ok({
      ...contact,
      offers: offers.rows.map((o) => ({ id: Number(o.id), kind: o.kind, name: o.name, own: o.own })),
    })
  })
}

export function createContact(
  db: Database,
  claims: RequestClaims & { sub: string },
  body: EndpointInput<'createContact'>['body'],
): Promise<Outcome<Contact>> {
  return actAsUser(db, claims, async (tx) => {
    if (!(await offersVisible(tx, body.offerIds))) return OFFERS_NOT_FOUND
    await lockAddressBook(tx, claims.sub)
    if ((await countContacts(tx)) >= CONTACTS_PER_ACCOUNT_MAX) return CONTACTS_CAP_REACHED
    const [id] = await insertContacts(tx, claims.sub, [body])
    const { rows } = await tx.query<ContactRow>(`select ${COLUMNS} from public.contacts where id = $1`, [id])
    return ok(toContact(rows[0] as ContactRow), 201)
  })
}

export function updateContact(
  db: Database,
  claims: RequestClaims,
  id: string,
  body: EndpointInput<'updateContact'>['body'],
): Promise<Outcome<Contact>> {
  return actAsUser(db, claims, async (tx) => {
    if (body.offerIds && !(await offersVisible(tx, body.offerIds))) return OFFERS_NOT_FOUND
    const sets: string[] = []
    const values: unknown[] = [id]
    const set = (column: string, value: unknown) => {
      values.push(value)
      sets.push(`${column} = $${values.length}`)
    }
    if (body.name !== undefined) set('name', body.name)
    if (body.jobTitle !== undefined) set('job_title', body.jobTitle ?? null)
    if (body.company !== undefined) set('company', body.company ?? null)
    if (body.ico !== undefined) set('ico', body.ico ?? null)
    const listsChange = (['emails', 'phones', 'addresses', 'email', 'phone', 'address'] as const).some(
      (key) => body[key] !== undefined,
    )
    if (listsChange) {
      const current = await tx.query<Pick<ContactRow, 'emails' | 'phones' | 'addresses'>>(
        'select emails, phones, addresses from public.contacts where id = $1 for update',
        [id],
      )
      const row = current.rows[0]
      if (!row) return CONTACT_NOT_FOUND
      const lists = resolveContactLists(body, {
        emails: json(row.emails),
        phones: json(row.phones),
        addresses: json(row.addresses),
      })
      set('emails', JSON.stringify(lists.emails))
      sets[sets.length - 1] += '::jsonb'
      set('phones', JSON.stringify(lists.phones))
      sets[sets.length - 1] += '::jsonb'
      set('addresses', JSON.stringify(lists.addresses))
      sets[sets.length - 1] += '::jsonb'
    }
    if (body.tags !== undefined) set('tags', uniqueTags(body.tags))
    if (body.offerIds !== undefined) set('offer_ids', [...new Set(body.offerIds)])
    const { rows } = await tx.query<ContactRow>(
      `update public.contacts set ${[...sets, 'updated_at = now()'].join(', ')}
       where id = $1 returning ${COLUMNS}`,
      values,
    )
    return rows[0] ? ok(toContact(rows[0])) : CONTACT_NOT_FOUND
  })
}

export function deleteContact(
  db: Database,
  claims: RequestClaims,
  id: string,
): Promise<Outcome<{ ok: true }>> {
  return actAsUser(db, claims, async (tx) => {
    const { rows } = await tx.query('delete from public.contacts where id = $1 returning id', [id])
    return rows.length ? ok({ ok: true as const }) : CONTACT_NOT_FOUND
  })
}

/** One writer of an address book at a time (an advisory lock for the transaction): the cap counts what is there. */
async function lockAddressBook(tx: Queryable, userId: string) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('contacts-import:' || $1))`, [userId])
}

/** Writes the merged contacts of an import (their lists, single values, tags, links and note) in two statements. */
async function updateMerged(tx: Queryable, userId: string, merged: readonly StoredMergeable[]) {
  if (!merged.length) return
  const records = merged.map((c) => ({
    id: c.id,
    job_title: c.jobTitle,
    company: c.company,
    ico: c.ico,
    emails: c.emails,
    phones: c.phones,
    addresses: c.addresses,
    tags: c.tags,
    offer_ids: c.offerIds,
  }))
  await tx.query(
    `update public.contacts c set job_title = x.job_title, company = x.company, ico = x.ico, emails = x.emails,
       phones = x.phones, addresses = x.addresses, tags = x.tags, offer_ids = x.offer_ids, updated_at = now()
     from jsonb_to_recordset($1::jsonb) as x(id uuid, job_title text, company text, ico text, emails jsonb,
                                            phones jsonb, addresses jsonb, tags text[], offer_ids bigint[])
     where c.id = x.id`,
    [JSON.stringify(records)],
  )
  const notes = merged.flatMap((c) => (c.note.trim() ? [{ contact_id: c.id, body: c.note }] : []))
  if (notes.length)
    await tx.query(
      `insert into public.notes (user_id, kind, contact_id, body)
       select $1, 'CONTACT', x.contact_id, x.body from jsonb_to_recordset($2::jsonb) as x(contact_id uuid, body text)
       on conflict (user_id, contact_id) where kind = 'CONTACT'
       do update set body = excluded.body, updated_at = now() where notes.body is distinct from excluded.body`,
      [userId, JSON.stringify(notes)],
    )
}

/**
 * Imports contacts: a row whose e-mail, or name and phone together, is already in the address book or earlier in the
 * same import is a duplicate (contactIdentityKeys), and the request's choice for it decides: merge it into that
 * contact, skip it (the default) or keep both (applyContactImport, docs/decisions/1323). Imports of one user run one at
 * a time (an advisory lock for the transaction), so two tabs sending the same file still add it once. The new rows
 * beyond CONTACTS_PER_ACCOUNT_MAX are refused and counted; with no room at all the answer is a Czech 409.
 */
export function importContacts(
  db: Database,
  claims: RequestClaims & { sub: string },
  body: EndpointInput<'importContacts'>['body'],
): Promise<Outcome<ContactImportResponse>> {
  return actAsUser(db, claims, async (tx) => {
    if (
      !(await offersVisible(
        tx,
        body.contacts.flatMap((c) => c.offerIds),
      ))
    )
      return OFFERS_NOT_FOUND
    await lockAddressBook(tx, claims.sub)
    // the whole book with its notes in one join (a merge keeps the note), not a subquery per contact
    const existing = await tx.query<ContactRow>(
      `select c.id, c.name, c.job_title, c.company, c.ico, c.emails, c.phones, c.addresses, c.tags, c.offer_ids,
         c.created_at, c.updated_at, coalesce(n.body, '') as note
       from public.contacts c
       left join public.notes n on n.kind = 'CONTACT' and n.contact_id = c.id`,
    )
    const book: StoredMergeable[] = existing.rows.map(toContact)
    const outcome = applyContactImport(book, body.contacts, importActions(body))
    const room = Math.max(0, CONTACTS_PER_ACCOUNT_MAX - book.length)
    if (outcome.create.length > 0 && room === 0 && outcome.update.length === 0) return CONTACTS_CAP_REACHED
    const created = outcome.create.slice(0, room)
    const refused = outcome.create.length - created.length
    if (created.length) await insertContacts(tx, claims.sub, created)
    await updateMerged(tx, claims.sub, outcome.update)
    return ok({
      created: created.length,
      duplicates: outcome.skipped,
      merged: outcome.merged,
      kept: Math.min(outcome.kept, created.length),
      refused,
      ...(refused ? { message: contactsRefusedMessage(refused) } : {}),
    })
  })
}
