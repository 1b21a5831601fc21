import {
  CONSENT_REQUIRED_MESSAGE,
  type ContactMessageRequest,
  contactMessageRequestSchema,
  type SpotterTipRequest,
  spotterTipRequestSchema,
} from '@rg/domain/desk'
import { fieldErrors, safeParseCs, toApiIssues } from '@rg/domain/fields'
import type { FieldErrors, ValidationResult } from './use-landing-form.ts'

/**
 * The forms validate with the domain's request schemas (the same ones the server parses), so the rules and their
 * Czech messages live in one place. Two things are the form's own: the consent checkbox (a condition of sending,
 * not part of the stored payload) and the honeypot `website`, which travels with the values so the app can hand it
 * to the server, where a filled one is quietly dropped.
 */

/** What the spotter form hands to `onSubmit`: the parsed request (trimmed, e-mail lower-cased) plus the honeypot. */
export type SpotterTipValues = SpotterTipRequest & { website: string }

/** What the contact form hands to `onSubmit`: the parsed request plus the honeypot. */
export type ContactMessageValues = ContactMessageRequest & { website: string }

/** Length limits the inputs show (maxLength); the schemas enforce their own. */
export const LIMITS = { name: 200, email: 320, phone: 40, location: 200, text: 10_000 } as const

export { CONSENT_REQUIRED_MESSAGE }

function text(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

function validate<S extends typeof spotterTipRequestSchema | typeof contactMessageRequestSchema, V>(
  schema: S,
  input: Record<string, string>,
  data: FormData,
): ValidationResult<V> {
  const parsed = safeParseCs(schema, input)
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(toApiIssues(parsed.error))
  if (!data.has('consent')) errors.consent = CONSENT_REQUIRED_MESSAGE
  if (!parsed.success || Object.keys(errors).length > 0)
    return { ok: false, errors: errors as FieldErrors<V> }
  return { ok: true, values: { ...(parsed.data as object), website: text(data, 'website') } as V }
}

export function validateTip(data: FormData): ValidationResult<SpotterTipValues> {
  const input = {
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    location: text(data, 'location'),
    description: text(data, 'description'),
  }
  return validate<typeof spotterTipRequestSchema, SpotterTipValues>(spotterTipRequestSchema, input, data)
}

export function validateContact(data: FormData): ValidationResult<ContactMessageValues> {
  const input = {
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    message: text(data, 'message'),
  }
  return validate<typeof contactMessageRequestSchema, ContactMessageValues>(
    contactMessageRequestSchema,
    input,
    data,
  )
}
