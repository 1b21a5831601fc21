import { describe, expect, it } from 'vitest'
import {
  COOKIE_STORAGE_KEY,
  type CookieConsent,
  consentAfter,
  parseConsent,
  serializeConsent,
  shouldShowCookieBar,
  trackingAllowed,
} from './cookie-consent.ts'

describe('cookie consent (docs/product/screens-and-limits.md "Data", "States")', () => {
  it('is stored under rg-cookies', () => {
    expect(COOKIE_STORAGE_KEY).toBe('rg-cookies')
  })

  it.each([
    [null, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['3', 0],
    ['true', 0],
  ] as const)('parses %j as %i', (raw, consent) => {
    expect(parseConsent(raw)).toBe(consent)
  })

  it.each([
    [0, true, false],
    [1, false, true],
    [2, false, false],
  ] as const)('consent %i: bar %s, tracking %s', (consent, bar, tracking) => {
    expect(shouldShowCookieBar(consent)).toBe(bar)
    expect(trackingAllowed(consent)).toBe(tracking)
    expect(parseConsent(serializeConsent(consent))).toBe(consent)
  })

  it.each([
    [0, 'accept', 1],
    [0, 'reject', 2],
    [1, 'reject', 2],
    [2, 'accept', 1],
    [1, 'accept', 1],
  ] as const)('%i --%s--> %i', (from, action, to) => {
    expect(consentAfter(from as CookieConsent, action)).toBe(to)
  })
})
