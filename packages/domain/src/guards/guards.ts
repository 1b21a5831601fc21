import { VERIFIED_ONLY_TOAST } from '../auth-messages/auth-messages.ts'
import { isUnder } from '../navigation/navigation.ts'
import { safeRedirectPath } from '../navigation/safe-redirect.ts'
import type { Role } from '../profile/user.schema.ts'
import { isAdmin, isVerified } from '../roles/roles.ts'

export const GUARD_NAMES = [
  'only-no-auth',
  'only-user',
  'only-role-verified-user',
  'only-role-admin',
  'only-onboarding',
] as const
export type GuardName = (typeof GUARD_NAMES)[number]

export type Viewer = { signedIn: false } | { signedIn: true; role: Role; onboardingCompleted: boolean }

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; toast?: string }
  | { kind: 'error'; status: number; message: string; fatal: boolean }

export const LOGIN_PATH = '/auth/login'
export const PORTAL_PATH = '/portal'
export const PROFILE_PATH = '/portal/profile'
export const ONBOARDING_START_PATH = '/onboarding/personal'

const ALLOW: GuardDecision = { kind: 'allow' }

function pathnameOf(pathWithSearch: string): string {
  return pathWithSearch.split(/[?#]/, 1)[0]!
}

/** Where a visitor goes from a protected page: login, with the way back. */
export function loginRedirect(pathWithSearch: string): GuardDecision {
  return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithSearch)}` }
}

/**
 * docs/product/README.md "Errors": fatal, 404. The message names the pathname only: the query may carry tokens or personal data and
 * the error page shows the message.
 */
export function pageNotFoundFatal(pathWithSearch: string): GuardDecision {
  return { kind: 'error', status: 404, message: `Page Not Found: ${pathnameOf(pathWithSearch)}`, fatal: true }
}

/** docs/product/README.md "Errors": an unmatched route, non-fatal 404. */
export function notFoundError(path: string): GuardDecision {
  return { kind: 'error', status: 404, message: `Page not found: ${path}`, fatal: false }
}

/** The decision of one guard, per the docs/product/README.md table "Route guards: where a failing user goes". */
export function decideGuard(guard: GuardName, viewer: Viewer, pathWithSearch: string): GuardDecision {
  switch (guard) {
    case 'only-no-auth':
      return viewer.signedIn ? { kind: 'redirect', to: PORTAL_PATH } : ALLOW
    case 'only-user':
      return viewer.signedIn ? ALLOW : loginRedirect(pathWithSearch)
    case 'only-role-verified-user':
      if (!viewer.signedIn) return loginRedirect(pathWithSearch)
      return isVerified(viewer.role)
        ? ALLOW
        : { kind: 'redirect', to: PROFILE_PATH, toast: VERIFIED_ONLY_TOAST }
    case 'only-role-admin':
      // The admin area does not reveal that it exists, not even to a visitor (no login redirect).
      return viewer.signedIn && isAdmin(viewer.role) ? ALLOW : pageNotFoundFatal(pathWithSearch)
    case 'only-onboarding':
      if (!viewer.signedIn) return { kind: 'redirect', to: LOGIN_PATH }
      // a finished user goes on to the way back onboarding carried, else to the portal
      return viewer.onboardingCompleted
        ? { kind: 'redirect', to: landingTarget(redirectParamOf(pathWithSearch)) ?? PORTAL_PATH }
        : ALLOW
  }
}

export function isGuardName(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name)
}

/**
 * A guard named by a route's configuration. A name that matches no guard is a programming error: the route must not
 * open, so it is a fatal 500 with the spec's message rather than a silent allow.
 */
export function resolveGuard(name: string, viewer: Viewer, pathWithSearch: string): GuardDecision {
  if (!isGuardName(name))
    return { kind: 'error', status: 500, message: 'Unknown route middleware', fatal: true }
  return decideGuard(name, viewer, pathWithSearch)
}

/** Several guards on one route (e.g. only-user then only-role-verified-user): the first that does not allow wins. */
export function decideGuards(
  names: readonly string[],
  viewer: Viewer,
  pathWithSearch: string,
): GuardDecision {
  for (const name of names) {
    const decision = resolveGuard(name, viewer, pathWithSearch)
    if (decision.kind !== 'allow') return decision
  }
  return ALLOW
}

/** The `redirect` parameter of a path's query, decoded as URLSearchParams would (the domain has no DOM). */
function redirectParamOf(pathWithSearch: string): string | null {
  const query = pathWithSearch.split('#', 1)[0]!.split('?').slice(1).join('?')
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=')
    if (eq < 0 || pair.slice(0, eq) !== 'redirect') continue
    try {
      return decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '))
    } catch {
      return null
    }
  }
  return null
}

/**
 * The way back a sign-in or onboarding may follow: a safe same-site path (`safeRedirectPath`) that is neither an auth
 * page (which would bounce straight to /portal) nor onboarding itself. Null: there is none.
 */
function landingTarget(redirectParam: string | null | undefined): string | null {
  const target = safeRedirectPath(redirectParam)
  if (target === null) return null
  const pathname = pathnameOf(target)
  return isUnder(pathname, '/auth') || isUnder(pathname, '/onboarding') ? null : target
}

const withRedirect = (path: string, target: string | null) =>
  target === null ? path : `${path}?redirect=${encodeURIComponent(target)}`

/**
 * After a successful login (or a confirmation link that signs in): a user who has not finished onboarding starts it,
 * carrying the way back (docs/decisions/1006); a finished user goes back to where they were sent from, else to the
 * portal (docs/product/screens-and-limits.md "Screens").
 */
export function loginLandingPath(
  redirectParam: string | null | undefined,
  onboardingCompleted: boolean,
): string {
  const target = landingTarget(redirectParam)
  if (onboardingCompleted) return target ?? PORTAL_PATH
  return withRedirect(ONBOARDING_START_PATH, target)
}

/**
 * Where an onboarding step leads once saved: the server names the next step (or the portal at the end); the way back
 * the user came with rides along through the steps and replaces the portal at the end.
 */
export function onboardingNextPath(next: string, redirectParam: string | null | undefined): string {
  const target = landingTarget(redirectParam)
  if (isUnder(pathnameOf(next), '/onboarding')) return withRedirect(next, target)
  return target ?? next
}
