import { z } from 'zod'
import { emailSchema, optionalText, requiredText, uuidSchema } from '../fields/fields.schema.ts'

/** POST /api/spotter-tips (/spotter, Tipař): anyone, signed in or not. */
export const spotterTipRequestSchema = z.object({
  name: requiredText('Vyplňte jméno.', 200),
  email: emailSchema,
  phone: optionalText(40),
  location: optionalText(200),
  description: requiredText('Popište prosím příležitost.', 10_000).refine(
    (d) => d.length >= 20,
    'Popište prosím příležitost alespoň několika větami (nejméně 20 znaků).',
  ),
})
export type SpotterTipRequest = z.input<typeof spotterTipRequestSchema>

/** POST /api/contact-messages (/contact). */
export const contactMessageRequestSchema = z.object({
  name: requiredText('Vyplňte jméno.', 200),
  email: emailSchema,
  phone: optionalText(40),
  message: requiredText('Napište prosím zprávu.', 10_000),
})
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>

/**
 * The landing forms' consent checkbox: a condition of sending, not part of the stored payload. The form in the
 * browser and the server's page answer to a form sent before the scripts ran (docs/decisions/1000-forms-without-javascript.md)
 * refuse a missing consent with this message.
 */
export const CONSENT_REQUIRED_MESSAGE =
  'Bez souhlasu se zpracováním osobních údajů vaši zprávu nemůžeme přijmout.'

/** Both answer the id of the stored record. */
export const createdResponseSchema = z.object({ id: uuidSchema })
export type CreatedResponse = z.infer<typeof createdResponseSchema>
