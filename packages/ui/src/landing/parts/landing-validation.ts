import { isValidCzechPhone } from '@rg/domain'
import type { FieldErrors, ValidationResult } from './use-landing-form.ts'

/**
 * TEMPORARY local validation of the tip and contact payloads. The rules are meant to live in @rg/domain (zod schemas
 * shared with the server); when they land, `validateTip`/`validateContact` become schema.safeParse plus a mapping of
 * the issues to these field names, and this file keeps only the Czech messages the schemas do not carry.
 */

/** What the spotter form hands to `onSubmit`. `website` is the honeypot: empty for people. */
export interface SpotterTipValues {
  name: string
  email: string
  phone: string
  location: string
  description: string
  consent: true
  website: string
}

/** What the contact form hands to `onSubmit`. `phone` may be empty; `website` is the honeypot. */
export interface ContactMessageValues {
  name: string
  email: string
  phone: string
  message: string
  consent: true
  website: string
}

export const LIMITS = { name: 120, email: 254, phone: 30, location: 200, text: 5000, minText: 20 } as const

export const MESSAGES = {
  nameRequired: 'Vyplňte prosím své jméno.',
  nameTooLong: `Jméno může mít nejvýše ${LIMITS.name} znaků.`,
  emailRequired: 'Vyplňte prosím e-mail.',
  emailInvalid: 'Zadejte e-mail ve tvaru jmeno@domena.cz.',
  phoneRequired: 'Vyplňte prosím telefon, ať se vám můžeme ozvat.',
  phoneInvalid: 'Zadejte české telefonní číslo, např. +420 777 123 456.',
  locationRequired: 'Uveďte prosím, kde se příležitost nachází (obec nebo adresa).',
  locationTooLong: `Lokalita může mít nejvýše ${LIMITS.location} znaků.`,
  descriptionRequired: 'Popište prosím příležitost.',
  messageRequired: 'Napište prosím, s čím vám můžeme pomoci.',
  textTooShort: `Napište prosím alespoň ${LIMITS.minText} znaků, ať víme, o co jde.`,
  textTooLong: `Text může mít nejvýše ${LIMITS.text} znaků.`,
  consentRequired: 'Bez souhlasu se zpracováním osobních údajů vaši zprávu nemůžeme přijmout.',
} as const

// Deliberately loose: one @, no spaces, a dot in the domain. The server's schema has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function text(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

function checkName(value: string): string | undefined {
  if (!value) return MESSAGES.nameRequired
  if (value.length > LIMITS.name) return MESSAGES.nameTooLong
  return undefined
}

function checkEmail(value: string): string | undefined {
  if (!value) return MESSAGES.emailRequired
  if (value.length > LIMITS.email || !EMAIL.test(value)) return MESSAGES.emailInvalid
  return undefined
}

function checkPhone(value: string, required: boolean): string | undefined {
  if (!value) return required ? MESSAGES.phoneRequired : undefined
  if (value.length > LIMITS.phone || !isValidCzechPhone(value)) return MESSAGES.phoneInvalid
  return undefined
}

function checkLongText(value: string, requiredMessage: string): string | undefined {
  if (!value) return requiredMessage
  if (value.length < LIMITS.minText) return MESSAGES.textTooShort
  if (value.length > LIMITS.text) return MESSAGES.textTooLong
  return undefined
}

function result<V>(values: V, errors: Record<string, string | undefined>): ValidationResult<V> {
  const present = Object.fromEntries(Object.entries(errors).filter(([, m]) => m !== undefined))
  return Object.keys(present).length === 0
    ? { ok: true, values }
    : { ok: false, errors: present as FieldErrors<V> }
}

export function validateTip(data: FormData): ValidationResult<SpotterTipValues> {
  const values: SpotterTipValues = {
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    location: text(data, 'location'),
    description: text(data, 'description'),
    consent: true,
    website: text(data, 'website'),
  }
  return result(values, {
    name: checkName(values.name),
    email: checkEmail(values.email),
    phone: checkPhone(values.phone, true),
    location: !values.location
      ? MESSAGES.locationRequired
      : values.location.length > LIMITS.location
        ? MESSAGES.locationTooLong
        : undefined,
    description: checkLongText(values.description, MESSAGES.descriptionRequired),
    consent: data.has('consent') ? undefined : MESSAGES.consentRequired,
  })
}

export function validateContact(data: FormData): ValidationResult<ContactMessageValues> {
  const values: ContactMessageValues = {
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    message: text(data, 'message'),
    consent: true,
    website: text(data, 'website'),
  }
  return result(values, {
    name: checkName(values.name),
    email: checkEmail(values.email),
    phone: checkPhone(values.phone, false),
    message: checkLongText(values.message, MESSAGES.messageRequired),
    consent: data.has('consent') ? undefined : MESSAGES.consentRequired,
  })
}
