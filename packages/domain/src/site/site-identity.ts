/**
 * Who runs the site and how to reach it, as its pages and e-mails name it (docs/decisions/1007). The values come from
 * the server's configuration (OPERATOR_*, SITE_EMAIL, SITE_PHONE, BASE_URL); the repository holds no real firm's.
 */

import { formatPhone, normalizeCzechPhone } from '../czech-format/phone.ts'

/** The operator's identity (the server's OPERATOR_* settings). */
export interface SiteOperator {
  name: string
  ico: string | null
  dic: string | null
  address: string
  register: string | null
}

/** What the runtime configuration carries of the site's identity. */
export interface SiteIdentity {
  baseUrl: string
  siteEmail: string | null
  sitePhone: string | null
  operator: SiteOperator | null
}

/**
 * The identity's fields a page shows. The legal texts name them as {placeholders}; a pre-rendered page marks each
 * shown value (`data-site="<field>"`) so the server writes the configured value into the HTML it sends.
 */
export const SITE_FIELDS = [
  'provozovatel',
  'ico',
  'sidlo',
  'rejstrik',
  'email',
  'telefon',
  'web',
  'provozovatel-udaje',
] as const
export type SiteField = (typeof SITE_FIELDS)[number]

/** What a missing value shows instead, marked: "[doplnit: <label>]". */
export const SITE_FIELD_LABELS: Record<SiteField, string> = {
  provozovatel: 'obchodní firma provozovatele',
  ico: 'IČO',
  sidlo: 'sídlo',
  rejstrik: 'zápis v obchodním rejstříku',
  email: 'e-mail',
  telefon: 'telefon',
  web: 'adresa webu',
  'provozovatel-udaje': 'údaje o provozovateli',
}

export function isSiteField(value: string): value is SiteField {
  return (SITE_FIELDS as readonly string[]).includes(value)
}

/** The operator in one line, as the footer, the contact page and e-mails name it: "Firma s.r.o., IČO 1…, Sídlo". */
export function operatorLine(operator: {
  name: string
  ico?: string | null
  address?: string | null
}): string {
  return [operator.name, operator.ico ? `IČO ${operator.ico}` : null, operator.address]
    .filter(Boolean)
    .join(', ')
}

/** Each field's configured value, or null where nothing is configured. */
export function siteFieldValues(identity: SiteIdentity | null): Record<SiteField, string | null> {
  const operator = identity?.operator ?? null
  return {
    provozovatel: operator?.name || null,
    ico: operator?.ico || null,
    sidlo: operator?.address || null,
    rejstrik: operator?.register || null,
    email: identity?.siteEmail || null,
    telefon: identity?.sitePhone || null,
    web: identity?.baseUrl || null,
    'provozovatel-udaje': operator ? operatorLine(operator) : null,
  }
}

/** The identity's fields a page shows as a link: the operator's e-mail and phone (the contact page's channels). */
export type SiteLinkField = 'email' | 'telefon'

/**
 * A contact value as a link: its address (mailto:, tel: in the international form) and its text (a phone as Czech
 * numbers are written). The contact page renders it, and the server writes the same into a pre-rendered page's
 * marked link (docs/decisions/1355-contact-channels-without-javascript.md).
 */
export function siteContactLink(field: SiteLinkField, value: string): { href: string; text: string } {
  if (field === 'email') return { href: `mailto:${value}`, text: value }
  return {
    href: `tel:${normalizeCzechPhone(value) ?? value.replace(/[^\d+]/g, '')}`,
    text: formatPhone(value),
  }
}
