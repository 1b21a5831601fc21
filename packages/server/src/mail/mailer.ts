import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import type { Database, Queryable } from '../db/database.ts'
import { escapeHtml } from '../http.ts'
import { jsonLog, type Log } from '../middlewares/request-log.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe (docs/decisions/1023-watchdog-unsubscribe.md). */
  headers?: Record<string, string>
  /** Inline images the HTML shows as <img src="cid:…"> (docs/decisions/1353-order-payment-mail.md). */
  inlineImages?: InlineImage[]
}

export interface InlineImage {
  filename: string
  contentType: string
  cid: string
  bytes: Uint8Array
}

export interface Mailer {
  /** 'outbox' keeps messages for GET /dev/outbox; 'smtp' delivers them. */
  readonly transport: 'outbox' | 'smtp'
  /** Writes the message to public.mail_outbox, inside the caller's transaction when `q` is one. */
  send(message: MailMessage, q?: Queryable): Promise<void>
  /**
   * The message as a part of the caller's own statement, for a recipient the statement selects: an insert into
   * public.mail_outbox of one row per row of `from`, addressed to its column `to` (SQL names), with parameters numbered
   * from `firstParam`. The caller calls `queued()` when the statement wrote a row (a notice and its e-mail in one
   * round trip, docs/decisions/1772-unlock-in-one-statement.md).
   */
  outboxInsert(
    message: Omit<MailMessage, 'to'>,
    recipient: { from: string; to: string },
    firstParam: number,
  ): { sql: string; params: unknown[] }
  /** Wakes delivery after rows written by an `outboxInsert` statement (send does it itself). */
  queued(): void
  /** Delivers what is waiting (SMTP only); runs after each send and on a timer. */
  deliver(): Promise<void>
  close(): void
}

/** Minutes to wait after the 1st, 2nd, … failed attempt; after the last entry, every 6 hours. */
export const MAIL_RETRY_MINUTES = [1, 4, 16, 60, 240] as const
const LATER_RETRY_MINUTES = 6 * 60
/** A message still undelivered this long after it was queued (or resent) is a dead letter. */
export const MAIL_GIVE_UP_HOURS = 72
const CLAIM_TIMEOUT = '5 minutes'

/** The wait after the n-th failed attempt (1-based). */
export function mailRetryDelayMinutes(attempts: number): number {
  return MAIL_RETRY_MINUTES[attempts - 1] ?? LATER_RETRY_MINUTES
}

/** A Message-ID unique to one queued message, in the sender's domain (RFC 5322 msg-id). */
export function newMessageId(from: string): string {
  return `<${randomUUID()}@${senderDomain(from)}>`
}

function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}

/**
 * Every message is a row in public.mail_outbox, written in the same transaction as whatever caused it, so a mail is
 * never sent for a change that rolled back and never lost for one that committed. Without SMTP_URL the rows are the
 * dev outbox. With it, rows are claimed with FOR UPDATE SKIP LOCKED (any number of server instances can share the
 * work), sent through nodemailer outside any transaction, and marked sent or retried later: 1, 4, 16, 60, 240 minutes,
 * then every 6 hours until 72 hours after queueing, when the row becomes a dead letter (`dead_at`) the operator can
 * resend (docs/decisions/1370-mail-never-dropped.md). Every failure is logged at error level.
 */
export function createMailer(
  db: Database,
  options: {
    smtpUrl?: string
    from: string
    /** Closes every message, e.g. who runs the site ("Provozovatel: …", docs/decisions/1007). */
    footer?: string
    /** Where delivery failures are logged (error level); the server's JSON logger by default. */
    log?: Log
    /** The clock of queueing and retries (tests move it); the system's by default. */
    now?: () => Date
  },
): Mailer {
  const log = options.log ?? jsonLog
  const now = options.now ?? (() => new Date())
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  let running: Promise<void> | undefined
  let wake: ReturnType<typeof setTimeout> | undefined
  const timer = smtp ? setInterval(() => void mailer.deliver().catch(() => {}), 30_000) : undefined
  timer?.unref()

  async function deliverBatch() {
    if (!smtp) return
    for (;;) {
      const at = now()
      const { rows } = await db.query<{
        id: string
        to_address: string
        subject: string
        text_body: string
        html_body: string | null
        headers: Record<string, string> | null
        attachments: { filename: string; contentType: string; cid: string; base64: string }[] | null
        message_id: string | null
        attempts: number
        window_start: Date
      }>(
        // Due messages in the order of mail_outbox_due_idx, read from it ten at a time however many wait for a later
        // retry (docs/decisions/1775-mail-claim-by-due-time.md): new ones first, then retries as they fall due.
        `update public.mail_outbox set claimed_at = $1, attempts = attempts + 1
         where id in (select id from public.mail_outbox
           where transport = 'smtp' and sent_at is null and dead_at is null
             and coalesce(retry_at, '-infinity'::timestamptz) <= $1
             and (claimed_at is null or claimed_at < $1::timestamptz - interval '${CLAIM_TIMEOUT}')
           order by coalesce(retry_at, '-infinity'::timestamptz), id limit 10 for update skip locked)
         returning id, to_address, subject, text_body, html_body, headers, attachments, message_id, attempts,
           coalesce(resent_at, created_at) as window_start`,
        [at],
      )
      if (!rows.length) return
      for (const row of rows) {
        // Rows queued before Message-IDs existed get one derived from their id, stable across retries too.
        const messageId = row.message_id ?? `<outbox-${row.id}@${senderDomain(options.from)}>`
        try {
          await smtp.sendMail({
            from: options.from,
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body ?? undefined,
            headers: row.headers ?? undefined,
            attachments: row.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              cid: a.cid,
              content: Buffer.from(a.base64, 'base64'),
            })),
            messageId,
          })
          await db.query(
            'update public.mail_outbox set sent_at = $2, error = null, claimed_at = null where id = $1',
            [row.id, now()],
          )
        } catch (error) {
          const failedAt = now()
          const giveUpAt = new Date(new Date(row.window_start).getTime() + MAIL_GIVE_UP_HOURS * 3600_000)
          const dead = failedAt >= giveUpAt
          const next = new Date(failedAt.getTime() + mailRetryDelayMinutes(row.attempts) * 60_000)
          const retryAt = dead ? null : next < giveUpAt ? next : giveUpAt
          await db.query(
            `update public.mail_outbox set claimed_at = null, error = $2, retry_at = $3, dead_at = $4 where id = $1`,
            [row.id, String(error), retryAt, dead ? failedAt : null],
          )
          log({
            level: 'error',
            msg: dead ? 'mail undeliverable, kept as a dead letter' : 'mail delivery failed, will retry',
            mailId: String(row.id),
            messageId,
            attempt: row.attempts,
            ...(retryAt ? { retryAt: retryAt.toISOString() } : {}),
            error: String(error),
          })
        }
      }
    }
  }

  /** An outbox row's values after its address (OUTBOX_COLUMNS), the footer added. */
  function outboxValues(original: Omit<MailMessage, 'to'>): unknown[] {
    const message = withFooter(original, options.footer)
    return [
      message.subject,
      message.text,
      message.html ?? null,
      smtp ? 'smtp' : 'outbox',
      message.headers ? JSON.stringify(message.headers) : null,
      newMessageId(options.from),
      now(),
      message.inlineImages?.length
        ? JSON.stringify(
            message.inlineImages.map(({ bytes, ...image }) => ({
              ...image,
              base64: Buffer.from(bytes).toString('base64'),
            })),
          )
        : null,
    ]
  }

  const mailer: Mailer = {
    transport: smtp ? 'smtp' : 'outbox',
    async send(original, q = db) {
      const values = outboxValues(original)
      await q.query(
        `insert into public.mail_outbox ${OUTBOX_COLUMNS} values ($1, ${values.map((_, i) => `$${i + 2}`).join(', ')})`,
        [original.to, ...values],
      )
      mailer.queued()
    },
    outboxInsert(message, recipient, firstParam) {
      const values = outboxValues(message)
      const params = values.map((_, i) => `$${firstParam + i}`).join(', ')
      return {
        sql: `insert into public.mail_outbox ${OUTBOX_COLUMNS} select ${recipient.to}, ${params} from ${recipient.from}`,
        params: values,
      }
    },
    queued() {
      // After the caller's transaction has had its chance to commit: 50 ms after the last of a run of messages, so a
      // transaction queueing many (a statement paying 100 orders) wakes delivery once, not once a message
      // (docs/decisions/1690-statement-payments-batched.md).
      if (smtp) {
        clearTimeout(wake)
        wake = setTimeout(() => void mailer.deliver().catch(() => {}), 50)
      }
    },
    deliver() {
      running ??= deliverBatch().finally(() => {
        running = undefined
      })
      return running
    },
    close() {
      if (timer) clearInterval(timer)
      clearTimeout(wake)
      smtp?.close()
    },
  }
  return mailer
}

const OUTBOX_COLUMNS =
  '(to_address, subject, text_body, html_body, transport, headers, message_id, created_at, attachments)'

/** The message with the footer under its text (after the usual "-- " signature line) and its HTML. */
function withFooter<M extends Omit<MailMessage, 'to'>>(message: M, footer: string | undefined): M {
  if (!footer) return message
  return {
    ...message,
    text: `${message.text}\n\n-- \n${footer}`,
    html:
      message.html === undefined
        ? undefined
        : `${message.html}<hr><p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>`,
  }
}

/** A plain Czech message with one link (and the 6-digit code when there is one), in text and HTML. */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  linkLabel: string,
  link: string,
  code?: string,
): MailMessage {
  const codeLine = code ? `\n\nNebo zadejte kód: ${code}` : ''
  return {
    to,
    subject,
    text: `${intro}\n\n${linkLabel}: ${link}${codeLine}\n\nPokud jste o nic nežádali, tento e-mail ignorujte.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>${
      code ? `<p>Nebo zadejte kód: <strong>${code}</strong></p>` : ''
    }<p>Pokud jste o nic nežádali, tento e-mail ignorujte.</p>`,
  }
}

/**
 * To the owner of an account whose sign-in tries were used up (packages/server/src/auth/flows/token.ts): the link to
 * password recovery is built from the configured origin, never the request.
 */
export function lockoutMail(to: string, origin: string, minutes: number): MailMessage {
  const intro =
    'k Vašemu účtu na Tržišti investičních příležitostí se někdo opakovaně pokusil přihlásit se špatným heslem. ' +
    `Další pokusy z adres, odkud přišly, jsme na ${minutes} minut zablokovali. Vy se můžete přihlásit jako obvykle.`
  const advice = 'Pokud jste to nebyli Vy, doporučujeme si heslo změnit'
  const link = `${origin}/auth/reset-pass`
  return {
    to,
    subject: 'Pokusy o přihlášení byly zablokovány',
    text: `Dobrý den,\n\n${intro}\n\n${advice}: ${link}\n\nTržiště investičních příležitostí`,
    html: `<p>Dobrý den,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(advice)}: <a href="${escapeHtml(link)}">${escapeHtml(
      link,
    )}</a></p><p>Tržiště investičních příležitostí</p>`,
  }
}
