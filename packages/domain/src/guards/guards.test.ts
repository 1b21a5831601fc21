import { describe, expect, it } from 'vitest'
import { VERIFIED_ONLY_TOAST } from '../auth-messages/auth-messages.ts'
import {
  decideGuard,
  decideGuards,
  GUARD_NAMES,
  type GuardDecision,
  type GuardName,
  guardsForPath,
  isGuardName,
  loginLandingPath,
  notFoundError,
  resolveGuard,
  type Viewer,
} from './guards.ts'

const visitor: Viewer = { signedIn: false }
const user: Viewer = { signedIn: true, role: 'USER', onboardingCompleted: true }
const newUser: Viewer = { signedIn: true, role: 'USER', onboardingCompleted: false }
const verified: Viewer = { signedIn: true, role: 'VERIFIED', onboardingCompleted: true }
const admin: Viewer = { signedIn: true, role: 'ADMIN', onboardingCompleted: true }
const superAdmin: Viewer = { signedIn: true, role: 'SUPER_ADMIN', onboardingCompleted: false }

const allow: GuardDecision = { kind: 'allow' }
const to = (target: string): GuardDecision => ({ kind: 'redirect', to: target })
const path = '/portal/my/listings/12?tab=docs'
const login = to('/auth/login?redirect=%2Fportal%2Fmy%2Flistings%2F12%3Ftab%3Ddocs')
const hidden: GuardDecision = {
  kind: 'error',
  status: 404,
  message: 'Page Not Found: /portal/my/listings/12',
  fatal: true,
}
const toProfile: GuardDecision = { kind: 'redirect', to: '/portal/profile', toast: VERIFIED_ONLY_TOAST }

describe('decideGuard (docs/product/README.md route guard table)', () => {
  const table: [GuardName, string, Viewer, GuardDecision][] = [
    ['only-no-auth', 'visitor', visitor, allow],
    ['only-no-auth', 'user', user, to('/portal')],
    ['only-no-auth', 'new user', newUser, to('/portal')],
    ['only-no-auth', 'admin', admin, to('/portal')],
    ['only-user', 'visitor', visitor, login],
    ['only-user', 'user', user, allow],
    ['only-user', 'new user', newUser, allow],
    ['only-user', 'admin', admin, allow],
    ['only-role-verified-user', 'visitor', visitor, login],
    ['only-role-verified-user', 'user', user, toProfile],
    ['only-role-verified-user', 'verified', verified, allow],
    ['only-role-verified-user', 'admin', admin, allow],
    ['only-role-verified-user', 'super admin', superAdmin, allow],
    ['only-role-admin', 'visitor', visitor, hidden],
    ['only-role-admin', 'user', user, hidden],
    ['only-role-admin', 'verified', verified, hidden],
    ['only-role-admin', 'admin', admin, allow],
    ['only-role-admin', 'super admin', superAdmin, allow],
    ['only-onboarding', 'visitor', visitor, to('/auth/login')],
    ['only-onboarding', 'new user', newUser, allow],
    ['only-onboarding', 'finished user', user, to('/portal')],
    ['only-onboarding', 'super admin mid-onboarding', superAdmin, allow],
  ]
  it.each(table)('%s, %s', (guard, _, viewer, decision) => {
    expect(decideGuard(guard, viewer, path)).toEqual(decision)
  })

  it('names the bare path in the fatal message', () => {
    expect(decideGuard('only-role-admin', user, '/portal/admin#x')).toMatchObject({
      message: 'Page Not Found: /portal/admin',
    })
  })
})

describe('resolveGuard', () => {
  it('fails closed on an unknown middleware', () => {
    expect(resolveGuard('only-admins', admin, '/portal/admin')).toEqual({
      kind: 'error',
      status: 500,
      message: 'Unknown route middleware',
      fatal: true,
    })
  })

  it('delegates a known one', () => {
    for (const name of GUARD_NAMES) {
      expect(isGuardName(name)).toBe(true)
      expect(resolveGuard(name, user, path)).toEqual(decideGuard(name, user, path))
    }
  })

  it('chains guards, first refusal wins', () => {
    expect(decideGuards(['only-user', 'only-role-admin'], visitor, '/portal/admin')).toEqual(
      to('/auth/login?redirect=%2Fportal%2Fadmin'),
    )
    expect(decideGuards(['only-user', 'only-role-admin'], admin, '/portal/admin')).toEqual(allow)
    expect(decideGuards([], visitor, '/')).toEqual(allow)
  })
})

describe('guardsForPath (docs/product/README.md "Route guards")', () => {
  it.each([
    ['/auth/login', ['only-no-auth']],
    ['/auth/register', ['only-no-auth']],
    ['/auth/reset-pass', ['only-no-auth']],
    ['/auth/update-pass', []],
    ['/onboarding/watchdog', ['only-onboarding']],
    ['/', []],
    ['/pricing', []],
    ['/portal', ['only-user']],
    ['/portal/listings/5', ['only-user']],
    ['/portal/documents', ['only-user', 'only-role-verified-user']],
    ['/portal/my/services/3/edit', ['only-user', 'only-role-verified-user']],
    ['/portal/admin/contacts', ['only-user', 'only-role-admin']],
  ])('%s', (p, guards) => {
    expect(guardsForPath(p)).toEqual(guards)
  })
})

describe('notFoundError and loginLandingPath', () => {
  it('reports an unknown route as non-fatal', () => {
    expect(notFoundError('/nic')).toEqual({
      kind: 'error',
      status: 404,
      message: 'Page not found: /nic',
      fatal: false,
    })
  })

  it.each([
    [null, '/onboarding/personal'],
    ['', '/onboarding/personal'],
    ['/portal/listings/7?x=1', '/portal/listings/7?x=1'],
    ['//evil.cz', '/onboarding/personal'],
    ['https://evil.cz', '/onboarding/personal'],
    ['/auth/login', '/onboarding/personal'],
    ['/auth?x', '/onboarding/personal'],
    ['/authors', '/authors'],
  ])('after login with redirect %j → %s', (redirect, target) => {
    expect(loginLandingPath(redirect)).toBe(target)
  })

  it('round-trips the redirect the only-user guard builds', () => {
    const decision = decideGuard('only-user', visitor, path)
    const query = (decision as { to: string }).to.split('?redirect=')[1]!
    expect(loginLandingPath(decodeURIComponent(query))).toBe(path)
  })
})
