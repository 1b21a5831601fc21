import { describe, expect, it } from 'vitest'
import { VERIFIED_ONLY_TOAST } from '../auth-messages/auth-messages.ts'
import {
  decideGuard,
  decideGuards,
  GUARD_NAMES,
  type GuardDecision,
  type GuardName,
  isGuardName,
  loginLandingPath,
  notFoundError,
  onboardingNextPath,
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

describe('notFoundError and loginLandingPath', () => {
  it('reports an unknown route as non-fatal', () => {
    expect(notFoundError('/nic')).toEqual({
      kind: 'error',
      status: 404,
      message: 'Page not found: /nic',
      fatal: false,
    })
  })

  const back = (path: string) => `?redirect=${encodeURIComponent(path)}`
  it.each([
    [null, '/onboarding/personal', '/portal'],
    ['', '/onboarding/personal', '/portal'],
    [
      '/portal/listings/7?x=1',
      `/onboarding/personal${back('/portal/listings/7?x=1')}`,
      '/portal/listings/7?x=1',
    ],
    ['//evil.cz', '/onboarding/personal', '/portal'],
    ['https://evil.cz', '/onboarding/personal', '/portal'],
    ['/%2F%2Fevil.cz', '/onboarding/personal', '/portal'],
    ['/auth/login', '/onboarding/personal', '/portal'],
    ['/auth?x', '/onboarding/personal', '/portal'],
    ['/onboarding/investment', '/onboarding/personal', '/portal'],
    ['/authors', `/onboarding/personal${back('/authors')}`, '/authors'],
  ])('after login with redirect %j: a new user → %s, a finished one → %s', (redirect, fresh, finished) => {
    expect(loginLandingPath(redirect, false)).toBe(fresh)
    expect(loginLandingPath(redirect, true)).toBe(finished)
  })

  it('round-trips the redirect the only-user guard builds', () => {
    const decision = decideGuard('only-user', visitor, path)
    const query = (decision as { to: string }).to.split('?redirect=')[1]!
    expect(loginLandingPath(decodeURIComponent(query), true)).toBe(path)
  })
})

describe('onboarding carries the way back (docs/decisions/1006)', () => {
  const offer = '/portal/listings/12'
  const carried = `?redirect=${encodeURIComponent(offer)}`

  it('passes it from step to step and replaces the portal with it at the end', () => {
    expect(onboardingNextPath('/onboarding/watchdog', offer)).toBe(`/onboarding/watchdog${carried}`)
    expect(onboardingNextPath('/onboarding/investment', offer)).toBe(`/onboarding/investment${carried}`)
    expect(onboardingNextPath('/portal', offer)).toBe(offer)
  })

  it('goes the server’s way without one, or with an unsafe one', () => {
    for (const redirect of [
      null,
      '',
      'https://evil.cz',
      '//evil.cz',
      '/auth/login',
      '/onboarding/personal',
    ]) {
      expect(onboardingNextPath('/onboarding/watchdog', redirect)).toBe('/onboarding/watchdog')
      expect(onboardingNextPath('/portal', redirect)).toBe('/portal')
    }
  })

  it('a finished user who opens onboarding goes on to the way back, else to the portal', () => {
    expect(decideGuard('only-onboarding', user, `/onboarding/personal${carried}`)).toEqual(to(offer))
    expect(
      decideGuard('only-onboarding', user, '/onboarding/personal?redirect=https%3A%2F%2Fevil.cz'),
    ).toEqual(to('/portal'))
    expect(decideGuard('only-onboarding', user, '/onboarding/personal')).toEqual(to('/portal'))
    expect(decideGuard('only-onboarding', user, '/onboarding/personal?redirect=%E0%A4%A')).toEqual(
      to('/portal'),
    )
    expect(decideGuard('only-onboarding', user, `/onboarding/watchdog?x=1&redirect=${offer}#top`)).toEqual(
      to(offer),
    )
    expect(decideGuard('only-onboarding', newUser, `/onboarding/personal${carried}`)).toEqual(allow)
  })
})
