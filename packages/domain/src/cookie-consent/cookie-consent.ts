/** docs/product/README.md "Cookies": local-storage key and values of the cookie decision. */
export const COOKIE_STORAGE_KEY = 'rg-cookies'

/** 0 unknown, 1 approved, 2 rejected. */
export type CookieConsent = 0 | 1 | 2
export const CONSENT_UNKNOWN = 0
export const CONSENT_APPROVED = 1
export const CONSENT_REJECTED = 2

/** Anything but a stored '1' or '2' (missing, tampered, an old format) counts as not decided, so the bar asks again. */
export function parseConsent(raw: string | null): CookieConsent {
  const value = raw?.trim()
  if (value === '1') return CONSENT_APPROVED
  if (value === '2') return CONSENT_REJECTED
  return CONSENT_UNKNOWN
}

export function serializeConsent(consent: CookieConsent): string {
  return String(consent)
}

export function shouldShowCookieBar(consent: CookieConsent): boolean {
  return consent === CONSENT_UNKNOWN
}

/**
 * The bar moves unknown to approved or rejected. A decided user may change their mind later (GDPR requires that
 * withdrawing consent is as easy as giving it), so a decision can be replaced by the other one.
 */
export function consentAfter(_current: CookieConsent, action: 'accept' | 'reject'): CookieConsent {
  return action === 'accept' ? CONSENT_APPROVED : CONSENT_REJECTED
}

export function trackingAllowed(consent: CookieConsent): boolean {
  return consent === CONSENT_APPROVED
}
