import type { EndpointInput } from '@rg/domain/contract'
import type { CreatedResponse } from '@rg/domain/desk'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { escapeHtml } from '../../http.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { type Outcome, ok } from '../outcome.ts'
import { asServiceWithin } from '../service-role.ts'

/*
 * The landing forms, open to visitors and users alike (a signed-in sender's record is tied to the account). Stored as
 * the requester (RLS: insert only, status NEW); visitors may insert but not read back, so the id is chosen here
 * rather than RETURNING'd. A contact message is also mailed to SITE_EMAIL, in the same transaction.
 */

type SpotterTip = EndpointInput<'sendSpotterTip'>['body']
type ContactMessage = EndpointInput<'sendContactMessage'>['body']

export async function storeSpotterTip(
  db: Database,
  claims: RequestClaims | null,
  tip: SpotterTip,
): Promise<Outcome<CreatedResponse>> {
  const id = crypto.randomUUID()
  await asUser(db, claims, (tx) =>
    tx.query(
      `insert into public.spotter_tips (id, user_id, name, email, phone, location, description)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, claims?.sub ?? null, tip.name, tip.email, tip.phone, tip.location, tip.description],
    ),
  )
  return ok({ id }, 201)
}

export async function storeContactMessage(
  db: Database,
  mailer: Mailer,
  siteEmail: string | undefined,
  claims: RequestClaims | null,
  message: ContactMessage,
): Promise<Outcome<CreatedResponse>> {
  const id = crypto.randomUUID()
  await asUser(db, claims, async (tx) => {
    await tx.query(
      `insert into public.contact_messages (id, user_id, name, email, phone, message)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, claims?.sub ?? null, message.name, message.email, message.phone, message.message],
    )
    // The outbox is server-only: the mail is the server's act, written in the same transaction as the message.
    if (siteEmail)
      await asServiceWithin(tx, (service) => mailer.send(contactMail(siteEmail, message), service))
  })
  return ok({ id }, 201)
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
