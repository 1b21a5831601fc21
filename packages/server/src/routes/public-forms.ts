import { type CreatedResponse, contactMessageRequestSchema, spotterTipRequestSchema } from '@rg/domain'
import { type Context, Hono } from 'hono'
import { RateLimiter } from '../auth/rate-limit.ts'
import { asUser } from '../db/as-user.ts'
import type { Database } from '../db/database.ts'
import { type AppEnv, apiError, clientAddress, escapeHtml, parseBody } from '../http.ts'
import type { Mailer } from '../mail/mailer.ts'

/** Submissions per client address and form in one window. */
export const PUBLIC_FORM_LIMIT = 5
const WINDOW_MS = 60_000
export const RATE_LIMIT_MESSAGE = 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím za minutu znovu.'

type Parsed<T> = { trap: true } | { trap: false; value: T }
type Issue = { code?: string; path: PropertyKey[]; message: string }
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } }

/**
 * The contract schema behind a honeypot: a filled `website` field (hidden from people, filled by bots) is a
 * success that stores nothing, whatever else the body holds, so a bot learns nothing from the answer.
 */
function withHoneypot<T>(schema: { safeParse(input: unknown): SafeParse<T> }) {
  return {
    safeParse(input: unknown): SafeParse<Parsed<T>> {
      const website = (input as { website?: unknown } | null | undefined)?.website
      if (typeof website === 'string' ? website.trim() !== '' : website != null)
        return { success: true, data: { trap: true } }
      const result = schema.safeParse(input)
      return result.success ? { success: true, data: { trap: false, value: result.data } } : result
    },
  }
}

/**
 * POST /api/spotter-tips and POST /api/contact-messages: the landing forms, open to visitors and users alike
 * (a signed-in sender's record is tied to the account). Stored as the requester (RLS: insert only, status NEW);
 * at most five accepted submissions per form, client address and minute; a contact message is also mailed to
 * SITE_EMAIL, in the same transaction.
 */
export function publicFormRoutes(deps: { db: Database; mailer: Mailer; siteEmail: string | undefined }) {
  const { db, mailer, siteEmail } = deps
  const app = new Hono<AppEnv>()
  const limiter = new RateLimiter()
  const limited = (c: Context<AppEnv>, form: string) =>
    !limiter.hit(`${form}:${clientAddress(c) ?? 'unknown'}`, PUBLIC_FORM_LIMIT, WINDOW_MS)

  app.post('/spotter-tips', async (c) => {
    const parsed = await parseBody(c, withHoneypot(spotterTipRequestSchema))
    if (parsed instanceof Response) return parsed
    if (limited(c, 'spotter')) return apiError(c, 429, 'rate_limited', RATE_LIMIT_MESSAGE)
    const id = crypto.randomUUID()
    if (parsed.data.trap) return c.json<CreatedResponse>({ id }, 201)
    const tip = parsed.data.value
    const claims = c.get('auth')?.claims ?? null
    // visitors may insert but not read back, so the id is chosen here rather than RETURNING'd
    await asUser(db, claims, (tx) =>
      tx.query(
        `insert into public.spotter_tips (id, user_id, name, email, phone, location, description)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, claims?.sub ?? null, tip.name, tip.email, tip.phone, tip.location, tip.description],
      ),
    )
    return c.json<CreatedResponse>({ id }, 201)
  })

  app.post('/contact-messages', async (c) => {
    const parsed = await parseBody(c, withHoneypot(contactMessageRequestSchema))
    if (parsed instanceof Response) return parsed
    if (limited(c, 'contact')) return apiError(c, 429, 'rate_limited', RATE_LIMIT_MESSAGE)
    const id = crypto.randomUUID()
    if (parsed.data.trap) return c.json<CreatedResponse>({ id }, 201)
    const message = parsed.data.value
    const claims = c.get('auth')?.claims ?? null
    await asUser(db, claims, async (tx) => {
      await tx.query(
        `insert into public.contact_messages (id, user_id, name, email, phone, message)
         values ($1, $2, $3, $4, $5, $6)`,
        [id, claims?.sub ?? null, message.name, message.email, message.phone, message.message],
      )
      if (!siteEmail) return
      // The outbox is server-only: the mail is the server's act, written in the same transaction as the message.
      await tx.exec('set local role service_role')
      await mailer.send(contactMail(siteEmail, message), tx)
    })
    return c.json<CreatedResponse>({ id }, 201)
  })

  return app
}

interface ContactMessage {
  name: string
  email: string
  phone: string | null
  message: string
}

/** The operator's copy of a contact message (plain text and HTML). */
export function contactMail(to: string, m: ContactMessage) {
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()
  const lines = [`Jméno: ${m.name}`, `E-mail: ${m.email}`, ...(m.phone ? [`Telefon: ${m.phone}`] : [])]
  return {
    to,
    subject: `Zpráva z kontaktního formuláře: ${oneLine(m.name).slice(0, 100)}`,
    text: `Nová zpráva z kontaktního formuláře.\n\n${lines.join('\n')}\n\n${m.message}`,
    html: `<p>Nová zpráva z kontaktního formuláře.</p><p>${lines.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(
      m.message,
    ).replace(/\n/g, '<br>')}</p>`,
  }
}
