import type { EndpointInput } from '@rg/domain/contract'
import type { DeadMailListResponse, ResendMailResponse } from '@rg/domain/desk'
import type { Queryable } from '../../db/database.ts'
import { type Outcome, ok } from '../outcome.ts'

/*
 * Dead letters (docs/decisions/1370-mail-never-dropped.md): outbox rows SMTP refused for 72 hours. public.mail_outbox
 * is the service role's alone, so these run as the service (asService) after the route helper has checked that the
 * requester is an admin.
 */

export async function countDeadMail(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: string | number }>(
    'select count(*) as n from public.mail_outbox where dead_at is not null and sent_at is null',
  )
  return Number(rows[0]?.n ?? 0)
}

export async function listDeadMail(
  tx: Queryable,
  { page, pageSize }: EndpointInput<'adminListDeadMail'>['query'],
): Promise<Outcome<DeadMailListResponse>> {
  const { rows } = await tx.query<{
    id: string | number
    to_address: string
    subject: string
    message_id: string | null
    attempts: number
    error: string | null
    created_at: Date
    dead_at: Date
  }>(
    `select id, to_address, subject, message_id, attempts, error, created_at, dead_at
     from public.mail_outbox where dead_at is not null and sent_at is null
     order by dead_at desc, id desc limit $1 offset $2`,
    [pageSize, (page - 1) * pageSize],
  )
  return ok({
    items: rows.map((r) => ({
      id: String(r.id),
      to: r.to_address,
      subject: r.subject,
      messageId: r.message_id,
      attempts: r.attempts,
      error: r.error,
      createdAt: new Date(r.created_at).toISOString(),
      deadAt: new Date(r.dead_at).toISOString(),
    })),
    page,
    pageSize,
    total: await countDeadMail(tx),
  })
}

/**
 * Back to the queue: due now, a fresh 72-hour window from `resent_at`, the same Message-ID. Ids that are not dead
 * letters (already resent, or sent meanwhile) are left alone and not counted.
 */
export async function resendDeadMail(
  tx: Queryable,
  { ids }: EndpointInput<'adminResendMail'>['body'],
  now: Date = new Date(),
): Promise<Outcome<ResendMailResponse>> {
  const { rows } = await tx.query<{ id: string }>(
    `update public.mail_outbox
     set dead_at = null, retry_at = null, claimed_at = null, attempts = 0, resent_at = $2
     where dead_at is not null and sent_at is null and ($1::bigint[] is null or id = any($1::bigint[]))
     returning id`,
    [ids ?? null, now],
  )
  return ok({ resent: rows.length })
}
