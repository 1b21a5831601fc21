import { type Contact, type EndpointInput, uniqueTags } from '@rg/domain'
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
  tags: string[]
  offer_ids: Array<string | number>
  created_at: Date | string
  updated_at: Date | string
}

const COLUMNS = 'id, name, email, phone, company, tags, offer_ids, created_at, updated_at'
const iso = (value: Date | string) => new Date(value).toISOString()

function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    tags: row.tags,
    offerIds: row.offer_ids.map(Number),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
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

export function getContact(db: Database, claims: RequestClaims, id: string): Promise<Outcome<Contact>> {
  return actAsUser(db, claims, async (tx) => {
    const { rows } = await tx.query<ContactRow>(`select ${COLUMNS} from public.contacts where id = $1`, [id])
    return rows[0] ? ok(toContact(rows[0])) : CONTACT_NOT_FOUND
  })
}

export function createContact(
  db: Database,
  claims: RequestClaims & { sub: string },
  body: EndpointInput<'createContact'>['body'],
): Promise<Outcome<Contact>> {
  return actAsUser(db, claims, async (tx) => {
    if (!(await offersVisible(tx, body.offerIds))) return OFFERS_NOT_FOUND
    const { rows } = await tx.query<ContactRow>(
      `insert into public.contacts (user_id, name, email, phone, company, tags, offer_ids)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
      [
        claims.sub,
        body.name,
        body.email ?? null,
        body.phone ?? null,
        body.company ?? null,
        uniqueTags(body.tags),
        [...new Set(body.offerIds)],
      ],
    )
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
