import { pragueDate } from '@rg/domain/calendar'
import type { EndpointInput } from '@rg/domain/contract'
import {
  ALREADY_ON_CALL_LIST,
  type CallLog,
  type ColdCall,
  FINISHED_COLD_CALL_STATUSES,
} from '@rg/domain/crm'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { actAsUser, fail, type Outcome, ok, refused } from '../outcome.ts'
import { CONTACT_NOT_FOUND } from './contact-service.ts'

/*
 * The call list over the user's own contacts (docs/decisions/1040-crm-private.md): run as the requester, so
 * cold_calls_own / call_logs_own and the restrictive "own contact / own call" policies hold in the database.
 */

const COLD_CALL_NOT_FOUND = fail(404, 'not_found', 'Hovor v seznamu nebyl nalezen.')
const ALREADY_LISTED = refused(ALREADY_ON_CALL_LIST)

interface ColdCallRow {
  id: string
  status: ColdCall['status']
  next_call_on: string | Date | null
  next_call_time: string | null
  created_at: Date | string
  updated_at: Date | string
  contact_id: string
  contact_name: string
  contact_phone: string | null
  contact_email: string | null
  contact_phones: ColdCall['contact']['phones'] | string
  contact_company: string | null
  contact_tags: string[]
  logs: Array<{ id: string; called_at: string; outcome: CallLog['outcome']; note: string | null }> | string
}

const iso = (value: Date | string) => new Date(value).toISOString()
/** A date column as YYYY-MM-DD whichever driver read it (node-postgres gives a local-midnight Date). */
function day(value: string | Date | null): string | null {
  if (value === null) return null
  if (typeof value === 'string') return value.slice(0, 10)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
}

const SELECT = `
  select cc.id, cc.status, cc.next_call_on::text as next_call_on,
         to_char(cc.next_call_time, 'HH24:MI') as next_call_time, cc.created_at, cc.updated_at,
         c.id as contact_id, c.name as contact_name,
         public.contact_primary(c.phones) ->> 'value' as contact_phone,
         public.contact_primary(c.emails) ->> 'value' as contact_email, c.phones as contact_phones,
         c.company as contact_company, c.tags as contact_tags,
         coalesce((select json_agg(json_build_object('id', l.id, 'called_at', l.called_at, 'outcome', l.outcome,
                     'note', l.note) order by l.called_at desc)
                   from public.call_logs l where l.cold_call_id = cc.id), '[]'::json) as logs
  from public.cold_calls cc join public.contacts c on c.id = cc.contact_id`

function toColdCall(row: ColdCallRow): ColdCall {
  const logs = typeof row.logs === 'string' ? JSON.parse(row.logs) : row.logs
  return {
    id: row.id,
    contact: {
      id: row.contact_id,
      name: row.contact_name,
      phone: row.contact_phone,
      email: row.contact_email,
      phones: typeof row.contact_phones === 'string' ? JSON.parse(row.contact_phones) : row.contact_phones,
      company: row.contact_company,
      tags: row.contact_tags,
    },
    status: row.status,
    nextCallOn: day(row.next_call_on),
    nextCallTime: row.next_call_time,
    logs: (logs as Exclude<ColdCallRow['logs'], string>).map((l) => ({
      id: l.id,
      calledAt: iso(l.called_at),
      outcome: l.outcome,
      note: l.note,
    })),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

async function readColdCall(tx: Queryable, id: string): Promise<ColdCall | null> {
  const { rows } = await tx.query<ColdCallRow>(`${SELECT} where cc.id = $1`, [id])
  return rows[0] ? toColdCall(rows[0]) : null
}

/**
 * Sorted by the next call (unplanned last; on one day, those without a time first), then by name. `due`: open calls
 * planned for today (Prague) or earlier; a finished one (DONE, NOT_INTERESTED) is never due.
 */
export function listColdCalls(
  db: Database,
  claims: RequestClaims,
  query: EndpointInput<'listColdCalls'>['query'],
  now: Date = new Date(),
): Promise<Outcome<{ items: ColdCall[] }>> {
  return actAsUser(db, claims, async (tx) => {
    const where: string[] = []
    const values: unknown[] = []
    if (query.statuses.length) {
      values.push(query.statuses)
      where.push(`cc.status = any($${values.length}::text[])`)
    }
    if (query.due) {
      // the domain's isCallDue: planned for today (Prague) or earlier, and not finished
      values.push(pragueDate(now), [...FINISHED_COLD_CALL_STATUSES])
      where.push(
        `cc.next_call_on <= $${values.length - 1}::date and cc.status <> all($${values.length}::text[])`,
      )
    }
    if (query.q) {
      values.push(`%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
      where.push(`(c.name ilike $${values.length} or c.company ilike $${values.length})`)
    }
    const { rows } = await tx.query<ColdCallRow>(
      `${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''}
       order by cc.next_call_on asc nulls last, cc.next_call_time asc nulls first, lower(c.name), cc.created_at`,
      values,
    )
    return ok({ items: rows.map(toColdCall) })
  })
}

export function createColdCall(
  db: Database,
  claims: RequestClaims & { sub: string },
  body: EndpointInput<'createColdCall'>['body'],
): Promise<Outcome<ColdCall>> {
  return actAsUser(db, claims, async (tx) => {
    const contact = await tx.query('select 1 from public.contacts where id = $1', [body.contactId])
    if (!contact.rows.length) return CONTACT_NOT_FOUND
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.cold_calls (user_id, contact_id) values ($1, $2)
       on conflict (user_id, contact_id) do nothing returning id`,
      [claims.sub, body.contactId],
    )
    if (!rows[0]) return ALREADY_LISTED
    return ok((await readColdCall(tx, rows[0].id)) as ColdCall, 201)
  })
}

/**
 * Sets what the body names (status, next call day and time) and leaves the rest; a cleared day clears its time too.
 * Shared by PATCH and by logging a call that plans the next one.
 */
async function planNext(
  tx: Queryable,
  id: string,
  body: Pick<EndpointInput<'updateColdCall'>['body'], 'status' | 'nextCallOn' | 'nextCallTime'>,
): Promise<boolean> {
  const dayGiven = body.nextCallOn !== undefined
  const timeGiven = body.nextCallTime !== undefined || body.nextCallOn === null
  const { rows } = await tx.query<{ id: string }>(
    `update public.cold_calls set
       status = coalesce($2, status),
       next_call_on = case when $3::boolean then $4::date else next_call_on end,
       next_call_time = case when $5::boolean then $6::time else next_call_time end,
       updated_at = now()
     where id = $1 returning id`,
    [id, body.status ?? null, dayGiven, body.nextCallOn ?? null, timeGiven, body.nextCallTime ?? null],
  )
  return rows.length > 0
}

export function updateColdCall(
  db: Database,
  claims: RequestClaims,
  id: string,
  body: EndpointInput<'updateColdCall'>['body'],
): Promise<Outcome<ColdCall>> {
  return actAsUser(db, claims, async (tx) => {
    if (!(await planNext(tx, id, body))) return COLD_CALL_NOT_FOUND
    return ok((await readColdCall(tx, id)) as ColdCall)
  })
}

export function deleteColdCall(
  db: Database,
  claims: RequestClaims,
  id: string,
): Promise<Outcome<{ ok: true }>> {
  return actAsUser(db, claims, async (tx) => {
    const { rows } = await tx.query('delete from public.cold_calls where id = $1 returning id', [id])
    return rows.length ? ok({ ok: true as const }) : COLD_CALL_NOT_FOUND
  })
}

/** A call made: its log entry, and what the body plans next; updated_at moves so the list shows the latest activity. */
export function logCall(
  db: Database,
  claims: RequestClaims & { sub: string },
  id: string,
  body: EndpointInput<'logCall'>['body'],
  now: Date = new Date(),
): Promise<Outcome<CallLog>> {
  return actAsUser(db, claims, async (tx) => {
    if (!(await planNext(tx, id, body))) return COLD_CALL_NOT_FOUND
    const { rows } = await tx.query<{
      id: string
      called_at: Date | string
      outcome: CallLog['outcome']
      note: string | null
    }>(
      `insert into public.call_logs (cold_call_id, user_id, called_at, outcome, note)
       values ($1, $2, $3, $4, $5) returning id, called_at, outcome, note`,
      [id, claims.sub, body.calledAt ?? now.toISOString(), body.outcome, body.note ?? null],
    )
    const row = rows[0] as (typeof rows)[number]
    return ok({ id: row.id, calledAt: iso(row.called_at), outcome: row.outcome, note: row.note }, 201)
  })
}
