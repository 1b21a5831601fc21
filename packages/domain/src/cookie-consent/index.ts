/* @rg/domain/cookie-consent: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  CONSENT_APPROVED,
  CONSENT_REJECTED,
  CONSENT_UNKNOWN,
  COOKIE_STORAGE_KEY,
  type CookieConsent,
  consentAfter,
  parseConsent,
  serializeConsent,
  shouldShowCookieBar,
  trackingAllowed,
} from './cookie-consent.ts'
