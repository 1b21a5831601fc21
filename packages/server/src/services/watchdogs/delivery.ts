import type { OfferKind } from '@rg/domain/offers'
import type { WatchdogEvent } from '@rg/domain/watchdog'
import { asService } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { type AlertItem, alertMail, alertNotice } from './alert-mail.ts'
import { signWatchdog, unsubscribePath, unsubscribeSecret } from './unsubscribe.ts'

/*
 * Delivery of watchdog alerts (docs/decisions/1022-watchdog-delivery.md). The rows are written by the offers trigger
 * in the transaction that publishes, reprices or closes an offer (supabase/migrations/20261123500000_*). Here each
 * batch is one transaction: rows are claimed with FOR UPDATE SKIP LOCKED (other workers skip them), the in-app
 * notification and the e-mail (a mail_outbox row, which the mailer sends over SMTP with its own retries) are written,
 * and the row is marked sent. A worker that dies mid-batch rolls all of that back, so each row is sent exactly once.
 */

export interface DeliveryOptions {
  /** The site's origin for links (BASE_URL), never a request's. */
  origin: string
  /** Rows per transaction. */
  batchSize?: number
}

interface DueRow {
  id: string
  watchdog_id: string
  watchdog_name: string | null
  frequency: string
  user_id: string
  email: string | null
  event: WatchdogEvent
  offer_id: string
  offer_kind: OfferKind
  offer_name: string
  region: string | null
  old_price: string | null
  new_price: string | null
  notified_at: Date | null
  attempts: number
}

// The e-mail is null when the user switched watchdog e-mails off (notification_preferences): the bell still rings.
const MAIL_TO = `case when 'WATCHDOG_MATCH' = any (coalesce(np.email_off, '{}')) then null else p.email end`
const DUE_COLUMNS = `d.id, d.watchdog_id, w.name as watchdog_name, w.frequency, d.user_id, ${MAIL_TO} as email, d.event,
  d.offer_id, o.kind as offer_kind, o.pub_name as offer_name, o.region, d.old_price, d.new_price, d.notified_at, d.attempts`
const DUE_FROM = `public.watchdog_deliveries d
  join public.watchdogs w on w.id = d.watchdog_id
  join public.profiles p on p.id = d.user_id
  left join public.notification_preferences np on np.user_id = d.user_id
  join public.offers o on o.id = d.offer_id`

const toItem = (r: DueRow): AlertItem => ({
  event: r.event,
  offerId: Number(r.offer_id),
  offerKind: r.offer_kind,
  offerName: r.offer_name,
  region: r.region,
  oldPrice: r.old_price === null ? null : Number(r.old_price),
  newPrice: r.new_price === null ? null : Number(r.new_price),
})

async function insertNotice(tx: Queryable, r: DueRow) {
  const n = alertNotice(r.watchdog_name, toItem(r))
  await tx.query(
    'insert into public.notifications (user_id, kind, title, body, link) values ($1, $2, $3, $4, $5)',
    [r.user_id, n.kind, n.title, n.body, n.link],
  )
}

/** Back-off after a failed attempt: 1, 2, 4 … minutes, at most a day. */
export const retryDelayMinutes = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 24 * 60)

/**
 * One batch of immediate alerts (and rows of paused watchdogs, which are settled without mail). Answers how many
 * rows it settled; 0 means nothing is due.
 */
export async function deliverImmediateBatch(
  db: Database,
  mailer: Mailer,
  options: DeliveryOptions,
): Promise<number> {
  const limit = options.batchSize ?? 100
  return asService(db, async (tx) => {
    const { rows } = await tx.query<DueRow>(
      `select ${DUE_COLUMNS} from ${DUE_FROM}
       where d.sent_at is null and d.next_attempt_at <= now() and w.frequency in ('IMMEDIATE', 'PAUSED')
       order by d.id limit ${limit}
       for update of d skip locked`,
    )
    if (!rows.length) return 0
    const secret = await unsubscribeSecret(tx)
    for (const r of rows) {
      await tx.query('savepoint alert')
      try {
        if (r.frequency === 'PAUSED') {
          // Unsubscribed or paused after the match: settled, never mailed.
          await tx.query(
            "update public.watchdog_deliveries set sent_at = now(), error = 'paused' where id = $1",
            [r.id],
          )
          continue
        }
        if (!r.notified_at) await insertNotice(tx, r)
        if (r.email) {
          const url = `${options.origin}${unsubscribePath(r.watchdog_id, signWatchdog(secret, r.watchdog_id))}`
          await mailer.send(alertMail(r.email, options.origin, r.watchdog_name, [toItem(r)], url, null), tx)
        }
        await tx.query(
          'update public.watchdog_deliveries set sent_at = now(), notified_at = coalesce(notified_at, now()), attempts = attempts + 1, error = null where id = $1',
          [r.id],
        )
      } catch (error) {
        await tx.query('rollback to savepoint alert')
        await tx.query(
          `update public.watchdog_deliveries set attempts = attempts + 1, error = $2,
             next_attempt_at = now() + make_interval(mins => $3) where id = $1`,
          [r.id, String(error), retryDelayMinutes(r.attempts + 1)],
        )
      }
      await tx.query('release savepoint alert')
    }
    return rows.length
  })
}

/** In-app notifications for rows that wait for a digest: the bell knows at once, the e-mail comes later. */
export async function notifyDigestRows(db: Database, batchSize = 500): Promise<number> {
  return asService(db, async (tx) => {
    const { rows } = await tx.query<DueRow>(
      `select ${DUE_COLUMNS} from ${DUE_FROM}
       where d.notified_at is null and d.sent_at is null and w.frequency in ('DAILY', 'WEEKLY')
       order by d.id limit ${batchSize}
       for update of d skip locked`,
    )
    for (const r of rows) await insertNotice(tx, r)
    if (rows.length) {
      await tx.query(
        'update public.watchdog_deliveries set notified_at = now() where id = any($1::bigint[])',
        [rows.map((r) => r.id)],
      )
    }
    return rows.length
  })
}

export interface DigestOptions extends DeliveryOptions {
  /** The local hour (Europe/Prague, 0-23) digests go out at; weekly ones on Monday. */
  hour: number
  /** "Now" (tests move it); the database's clock by default. */
  now?: Date
}

/**
 * The start of the current digest period for a frequency, in SQL: today's (or this Monday's) configured hour in
 * Europe/Prague, or the previous one while that hour has not come yet.
 */
const PERIOD_START = `(case w.frequency
    when 'DAILY' then
      (date_trunc('day', $1::timestamptz at time zone 'Europe/Prague') + make_interval(hours => $2)
        - case when date_trunc('day', $1::timestamptz at time zone 'Europe/Prague') + make_interval(hours => $2)
          > ($1::timestamptz at time zone 'Europe/Prague') then interval '1 day' else interval '0' end)
    else
      (date_trunc('week', $1::timestamptz at time zone 'Europe/Prague') + make_interval(hours => $2)
        - case when date_trunc('week', $1::timestamptz at time zone 'Europe/Prague') + make_interval(hours => $2)
          > ($1::timestamptz at time zone 'Europe/Prague') then interval '7 days' else interval '0' end)
  end) at time zone 'Europe/Prague'`

/**
 * Sends the digests that are due: one e-mail per DAILY or WEEKLY watchdog listing everything not yet sent, at most
 * once per period (last_digest_at), with the watchdog row locked so two workers never both send it. Answers how many
 * digests it sent. A watchdog that never had a digest counts its period from when it was created (or switched to a
 * digest, trigger watchdogs_digest_from_switch), so its first digest also waits for the configured hour (decision 1371).
 */
export async function sendDigests(db: Database, mailer: Mailer, options: DigestOptions): Promise<number> {
  if (!Number.isInteger(options.hour) || options.hour < 0 || options.hour > 23) {
    throw new Error(`digest hour must be 0-23, got ${options.hour}`)
  }
  const now = options.now ?? new Date()
  let sent = 0
  for (;;) {
    const batch = await asService(db, async (tx) => {
      const { rows: watchdogs } = await tx.query<{
        id: string
        name: string | null
        frequency: 'DAILY' | 'WEEKLY'
        email: string | null
      }>(
        `select w.id, w.name, w.frequency, ${MAIL_TO} as email from public.watchdogs w
         join public.profiles p on p.id = w.user_id
         left join public.notification_preferences np on np.user_id = w.user_id
         where w.frequency in ('DAILY', 'WEEKLY')
           and coalesce(w.last_digest_at, w.created_at) < ${PERIOD_START}
           and exists (select 1 from public.watchdog_deliveries d where d.watchdog_id = w.id and d.sent_at is null)
         order by w.id limit 20
         for update of w skip locked`,
        [now.toISOString(), options.hour],
      )
      if (!watchdogs.length) return 0
      const secret = await unsubscribeSecret(tx)
      for (const w of watchdogs) {
        const { rows } = await tx.query<DueRow>(
          `select ${DUE_COLUMNS} from ${DUE_FROM}
           where d.watchdog_id = $1 and d.sent_at is null order by d.id for update of d`,
          [w.id],
        )
        for (const r of rows) if (!r.notified_at) await insertNotice(tx, r)
        if (rows.length && w.email) {
          const url = `${options.origin}${unsubscribePath(w.id, signWatchdog(secret, w.id))}`
          await mailer.send(
            alertMail(w.email, options.origin, w.name, rows.map(toItem), url, w.frequency),
            tx,
          )
        }
        await tx.query(
          `update public.watchdog_deliveries set sent_at = now(), notified_at = coalesce(notified_at, now()),
             attempts = attempts + 1 where id = any($1::bigint[])`,
          [rows.map((r) => r.id)],
        )
        await tx.query('update public.watchdogs set last_digest_at = $2 where id = $1', [
          w.id,
          now.toISOString(),
        ])
      }
      return watchdogs.length
    })
    sent += batch
    if (batch === 0) return sent
  }
}
