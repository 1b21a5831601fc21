import nodemailer from 'nodemailer'
import type { Database, Queryable } from '../db/database.ts'
import { escapeHtml } from '../http.ts'

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
  /** Delivers what is waiting (SMTP only); runs after each send and on a timer. */
  deliver(): Promise<void>
  close(): void
}

const MAX_ATTEMPTS = 5
const CLAIM_TIMEOUT = '5 minutes'

/**
 * Every message is a row in public.mail_outbox, written in the same transaction as whatever caused it, so a mail is
 * never sent for a change that rolled back and never lost for one that committed. Without SMTP_URL the rows are the
 * dev outbox. With it, rows are claimed with FOR UPDATE SKIP LOCKED (any number of server instances can share the
 * work), sent through nodemailer outside any transaction, and marked sent or retried later.
 */
export function createMailer(
  db: Database,
  options: {
    smtpUrl?: string
    from: string
    /** Closes every message, e.g. who runs the site ("Provozovatel: …", docs/decisions/1007). */
    footer?: string
  },
): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  let running: Promise<void> | undefined
  const timer = smtp ? setInterval(() => void mailer.deliver().catch(() => {}), 30_000) : undefined
  timer?.unref()

  async function deliverBatch() {
    if (!smtp) return
    for (;;) {
      const { rows } = await db.query<{
        id: string
        to_address: string
        subject: string
        text_body: string
        html_body: string | null
        headers: Record<string, string> | null
        attachments: { filename: string; contentType: string; cid: string; base64: string }[] | null
      }>(
        `update public.mail_outbox set claimed_at = now(), attempts = attempts + 1
         where id in (select id from public.mail_outbox
           where transport = 'smtp' and sent_at is null and attempts < ${MAX_ATTEMPTS}
             and (claimed_at is null or claimed_at < now() - interval '${CLAIM_TIMEOUT}')
             and (retry_at is null or retry_at <= now())
           order by id limit 10 for update skip locked)
         returning id, to_address, subject, text_body, html_body, headers, attachments`,
      )
      if (!rows.length) return
      for (const row of rows) {
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
          })
          await db.query('update public.mail_outbox set sent_at = now(), error = null where id = $1', [
            row.id,
          ])
        } catch (error) {
          // Back-off: 1, 4, 16, 64 minutes after the failed attempts.
          await db.query(
            `update public.mail_outbox set claimed_at = null, error = $2,
               retry_at = now() + make_interval(mins => power(4, attempts - 1)::int) where id = $1`,
            [row.id, String(error)],
          )
        }
      }
    }
  }

  const mailer: Mailer = {
    transport: smtp ? 'smtp' : 'outbox',
    async send(original, q = db) {
      const message = withFooter(original, options.footer)
      await q.query(
        `insert into public.mail_outbox (to_address, subject, text_body, html_body, transport, headers, attachments)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          smtp ? 'smtp' : 'outbox',
          message.headers ? JSON.stringify(message.headers) : null,
          message.inlineImages?.length
            ? JSON.stringify(
                message.inlineImages.map(({ bytes, ...image }) => ({
                  ...image,
                  base64: Buffer.from(bytes).toString('base64'),
                })),
              )
            : null,
        ],
      )
      // after the caller's transaction has had its chance to commit
      if (smtp) setTimeout(() => void mailer.deliver().catch(() => {}), 50)
    },
    deliver() {
      running ??= deliverBatch().finally(() => {
        running = undefined
      })
      return running
    },
    close() {
      if (timer) clearInterval(timer)
      smtp?.close()
    },
  }
  return mailer
}

/** The message with the footer under its text (after the usual "-- " signature line) and its HTML. */
function withFooter(message: MailMessage, footer: string | undefined): MailMessage {
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
