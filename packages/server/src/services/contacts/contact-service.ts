import { randomUUID } from 'node:crypto'
import {
  type Contact,
  type ContactDetail,
  type ContactImportResponse,
  contactIdentityKeys,
  type EndpointInput,
  uniqueTags,
} from '@rg/domain'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { actAsUser, fail, type Outcome, ok } from '../outcome.ts'

/*
 * The user's private address book (docs/decisions/1040-crm-private.md). Every query runs as the requester, so the
 * contacts_own policy keeps each user to their own rows even if a check here were missing; another user's contact
 * is simply "not found". Admins have no exception.
 */

export const CONTACT_NOT_FOUND = fail(404, 'not_found', 'Kontakt nebyl nalezen.')
const OFFERS_NOT_FOUND = fail(
  400,
  'offer_not_found',
  'Kontakt lze propojit jen s nabídkami, které existují a které vidíte.',
)

interface ContactRow {
  id: string
  name: string
  email: string | null
  phone: string | null
  company: string | null
  ico: string | null
  address: string | null
  note: string
  tags: string[]
  offer_ids: Array<string | number>
  created_at: Date | string
  updated_at: Date | string
}

/** The contact's columns and its notepad (notes_own keeps that to the requester's own note, as everything here). */
const COLUMNS = `id, name, email, phone, company, ico, address, tags, offer_ids, created_at, updated_at,
  coalesce((select n.body from public.notes n where n.kind = 'CONTACT' and n.contact_id = contacts.id), '') as note`
const iso = (value: Date | string) => new Date(value).toISOString()

function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    ico: row.ico,
    address: row.address,
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
  contacts: readonly NewContact[],
): Promise<string[]> {
  const records = contacts.map((c) => ({
    id: randomUUID(),
    name: c.name,
    email: c.email ?? null,
    phone: c.phone ?? null,
    company: c.company ?? null,
    ico: c.ico ?? null,
    address: c.address ?? null,
    tags: uniqueTags(c.tags),
    offer_ids: [...new Set(c.offerIds)],
    note: c.note?.trim() ? c.note : null,
  }))
  await tx.query(
    `insert into public.contacts (id, user_id, name, email, phone, company, ico, address, tags, offer_ids)
     select id, $1, name, email, phone, company, ico, address, tags, offer_ids
     from jsonb_to_recordset($2::jsonb) as x(id uuid, name text, email text, phone text, company text, ico text,
                                             address text, tags text[], offer_ids bigint[])`,
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

export function listContacts(db: Database, claims: RequestClaims): Promise<Outcome<{ items: Contact[] }>> {
  return actAsUser(db, claims, async (tx) => {
    const { rows } = await tx.query<ContactRow>(
      `select ${COLUMNS} from public.contacts order by lower(name), created_at`,
    )
    return ok({ items: rows.map(toContact) })
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
    if (body.email !== undefined) set('email', body.email ?? null)
    if (body.phone !== undefined) set('phone', body.phone ?? null)
    if (body.company !== undefined) set('company', body.company ?? null)
    if (body.ico !== undefined) set('ico', body.ico ?? null)
    if (body.address !== undefined) set('address', body.address ?? null)
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

/**
 * Adds the contacts of an import that are not in the address book yet: a row whose e-mail, or name and phone together, is
 * already there or earlier in the same import is skipped (contactIdentityKeys). Imports of one user run one at a time (an advisory
 * lock for the transaction), so two tabs sending the same file still add it once.
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
    await tx.query(`select pg_advisory_xact_lock(hashtext('contacts-import:' || $1))`, [claims.sub])
    const existing = await tx.query<{ name: string; email: string | null; phone: string | null }>(
      'select name, email, phone from public.contacts',
    )
    const seen = new Set(existing.rows.flatMap(contactIdentityKeys))
    const fresh = body.contacts.filter((c) => {
      const keys = contactIdentityKeys(c)
      if (keys.some((k) => seen.has(k))) return false
      for (const k of keys) seen.add(k)
      return true
    })
    if (fresh.length) await insertContacts(tx, claims.sub, fresh)
    return ok({ created: fresh.length, duplicates: body.contacts.length - fresh.length })
  })
}
