import { displayName } from '@rg/domain/profile'
import type { AdminAuditAction, AdminAuditEntry } from '@rg/domain/roles'
import type { Queryable } from '../db/database.ts'

/*
 * The admin audit log (admin_audit_log): who did what to a user (target_id), an inbox item or a review (subject,
 * 'spotter_tip:<id>'), with before and after. Written by the acting admin in the transaction of the change, so an
 * action and its entry commit together; RLS lets an admin write entries only in their own name.
 */

export interface AuditSubject {
  /** The user concerned, when there is one. */
  targetId?: string | null
  /** What else was acted on, e.g. 'spotter_tip:<uuid>'. */
  subject?: string | null
}

export async function writeAudit(
  tx: Queryable,
  actorId: string,
  on: AuditSubject,
  action: AdminAuditAction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  note: string | null = null,
): Promise<void> {
  await tx.query(
    `insert into public.admin_audit_log (target_id, subject, actor_id, action, before, after, note)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      on.targetId ?? null,
      on.subject ?? null,
      actorId,
      action,
      JSON.stringify(before),
      JSON.stringify(after),
      note,
    ],
  )
}

/** The entries about a user or a subject, newest first. */
export async function readAudit(tx: Queryable, on: { targetId: string } | { subject: string }) {
  const { rows } = await tx.query<{
    id: string
    action: AdminAuditAction
    actor_id: string | null
    actor_email: string | null
    actor_first: string | null
    actor_last: string | null
    before: Record<string, unknown>
    after: Record<string, unknown>
    note: string | null
    created_at: Date
  }>(
    `select l.id, l.action, l.actor_id, a.email as actor_email, a.first_name as actor_first,
       a.last_name as actor_last, l.before, l.after, l.note, l.created_at
     from public.admin_audit_log l left join public.profiles a on a.id = l.actor_id
     where ${'targetId' in on ? 'l.target_id' : 'l.subject'} = $1 order by l.created_at desc, l.id`,
    ['targetId' in on ? on.targetId : on.subject],
  )
  return rows.map(
    (l): AdminAuditEntry => ({
      id: l.id,
      action: l.action,
      actor:
        l.actor_id && l.actor_email
          ? {
              id: l.actor_id,
              name: displayName({ firstName: l.actor_first, lastName: l.actor_last, email: l.actor_email }),
            }
          : null,
      before: l.before,
      after: l.after,
      note: l.note,
      createdAt: new Date(l.created_at).toISOString(),
    }),
  )
}
