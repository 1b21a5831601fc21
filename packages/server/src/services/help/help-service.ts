import type { EndpointInput } from '@rg/domain/contract'
import type { CreatedResponse } from '@rg/domain/desk'
import { helpMessageText } from '@rg/domain/help'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { type Outcome, ok } from '../outcome.ts'
import { contactMail } from '../public-forms/public-form-service.ts'
import { asServiceWithin } from '../service-role.ts'

type HelpMessage = EndpointInput<'sendHelpMessage'>['body']

/**
 * A signed-in user's question from the help centre (docs/decisions/1570-help-centre.md): a contact message tied to
 * the account (user_id), whose name, e-mail and phone are the profile's, so it lands in the admin inbox with the
 * account attached; mailed to SITE_EMAIL in the same transaction, as a contact message is.
 */
export async function storeHelpMessage(
  db: Database,
  mailer: Mailer,
  siteEmail: string | undefined,
  claims: RequestClaims & { sub: string },
  message: HelpMessage,
): Promise<Outcome<CreatedResponse>> {
  const id = crypto.randomUUID()
  await asUser(db, claims, async (tx) => {
    const profile = (
      await tx.query<{
        email: string
        first_name: string | null
        last_name: string | null
        phone: string | null
      }>('select email, first_name, last_name, phone from public.profiles where id = $1', [claims.sub])
    ).rows[0]
    const email = profile?.email ?? ''
    const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim() || email
    const text = helpMessageText(message)
    await tx.query(
      `insert into public.contact_messages (id, user_id, name, email, phone, message)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, claims.sub, name.slice(0, 200), email, profile?.phone ?? null, text],
    )
    if (siteEmail)
      await asServiceWithin(tx, (service) =>
        mailer.send(
          contactMail(siteEmail, { name, email, phone: profile?.phone ?? null, message: text }),
          service,
        ),
      )
  })
  return ok({ id }, 201)
}
