import { z } from 'zod'
import { requiredText } from '../fields/fields.schema.ts'
import { HELP_TOPICS } from './help-topics.ts'

/**
 * POST /api/help/messages: a signed-in user's question to the operator from the help centre. The server attaches the
 * account (its id, name, e-mail and phone come from the profile, not from the form) and it lands in the admin inbox
 * as a message (docs/decisions/1570-help-centre.md).
 */
export const helpMessageRequestSchema = z.object({
  topic: z.enum(HELP_TOPICS, { error: 'Vyberte téma.' }).optional(),
  message: requiredText('Napište prosím, s čím potřebujete poradit.', 5000),
})
export type HelpMessageRequest = z.input<typeof helpMessageRequestSchema>

/** Questions one account may send in an hour (bounded like every other write, docs/security.md "Limits"). */
export const HELP_MESSAGES_PER_HOUR = 10
export const HELP_MESSAGE_LIMIT_MESSAGE =
  'Poslali jste nám v poslední hodině příliš mnoho dotazů. Odpovíme vám co nejdříve; další dotaz pošlete prosím později.'
