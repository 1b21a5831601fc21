import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorHomeTarget, errorPageHeadline, isUnder, pageTitle, stripTrailingSlash } from './navigation.ts'
import { safeRedirectPath } from './safe-redirect.ts'

describe('stripTrailingSlash', () => {
  it.each([
    ['/', null],
    ['/portal', null],
    ['/portal/', '/portal'],
    ['/portal/listings//', '/portal/listings'],
    ['//', '/'],
    ['', null],
  ])('%j → %j', (path, target) => {
    expect(stripTrailingSlash(path)).toBe(target)
  })
})

describe('pageTitle', () => {
  it.each([
    ['Profil', '/portal/profile', 'Profil | Portál'],
    ['Přehled', '/portal', 'Přehled | Portál'],
    ['Registrace', '/auth/register', 'Registrace | Přihlášení'],
    ['', '/auth', 'Přihlášení'],
    ['Ceník', '/pricing', 'Ceník'],
    ['Portály', '/portals', 'Portály'],
    ['Osobní údaje', '/onboarding/personal', 'Osobní údaje'],
  ])('%j on %s → %j', (title, path, text) => {
    expect(pageTitle(title, path)).toBe(text)
  })

  it('matches whole path segments only', () => {
    expect(isUnder('/authority', '/auth')).toBe(false)
  })
})

describe('error page', () => {
  it.each([
    [404, 'Stránka nenalezena'],
    [500, 'Něco se pokazilo'],
    [403, 'Něco se pokazilo'],
  ])('headline for %i', (status, headline) => {
    expect(errorPageHeadline(status)).toBe(headline)
  })

  it.each([
    ['/portal/admin/x', '/portal'],
    ['/portal', '/portal'],
    ['/auth/login', '/auth'],
    ['/pricing', '/'],
    ['/portalx', '/'],
  ])('home target from %s', (path, target) => {
    expect(errorHomeTarget(path)).toBe(target)
  })
})

describe('safeRedirectPath', () => {
  it.each(['/portal', '/portal/listings/12?tab=docs#photos', '/', '/hledat?q=Zl%C3%ADn', '/a%20b'])(
    'keeps %j',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path)
    },
  )

  it.each([
    null,
    undefined,
    '',
    'portal',
    'https://evil.cz',
    'javascript:alert(1)',
    '//evil.cz',
    '///evil.cz',
    '/\\evil.cz',
    '\\\\evil.cz',
    '/\t/evil.cz',
    '/\n/evil.cz',
    ' /portal',
    '/%2F%2Fevil.cz',
    '/%2fevil.cz',
    '/%5Cevil.cz',
    '/%252F%252Fevil.cz',
    '/%09/evil.cz',
    '/%E0%A4%A',
    `/${'%25'.repeat(6)}`,
    `/%${'25'.repeat(6)}41`,
    `/${'a'.repeat(2048)}`,
  ])('rejects %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull()
  })
})

describe('safeRedirectPath, fuzzed', () => {
  const tricky = fc.constantFrom(
    '/',
    '\\',
    '%',
    '2F',
    '5C',
    '09',
    '0A',
    '25',
    '\t',
    '\n',
    ':',
    '.',
    'a',
    'evil.cz',
    '?',
    '#',
  )
  const candidate = fc.oneof(
    fc.string(),
    fc.array(tricky, { maxLength: 12 }).map((parts) => parts.join('')),
    fc.array(tricky, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
  )

  it('only ever returns its input, as a same-site path that stays one when decoded', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const out = safeRedirectPath(raw)
        if (out === null) return true
        let decoded = out
        for (let i = 0; i < 5; i++) decoded = decodeURIComponent(decoded)
        return (
          out === raw &&
          /^\/(?![/\\])/.test(out) &&
          /^\/(?![/\\])/.test(decoded) &&
          ![...decoded].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)
        )
      }),
      { numRuns: 2000 },
    )
  })
})
