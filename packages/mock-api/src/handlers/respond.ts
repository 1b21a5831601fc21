import type { ApiError } from '@rg/domain/fields'
import { CSRF_FAILED } from '@rg/domain/fields'
import { HttpResponse } from 'msw'
import { accessTokenFromCookies, liveSubject } from '../session.ts'
import { findAccount, type MockAccount, type MockStore } from '../store.ts'
import { isBlocked } from './profile.ts'

/** An /api error in the contract's shape. */
export function apiError(status: number, code: string, message: string, issues?: ApiError['issues']) {
  const body: ApiError = issues ? { code, message, issues } : { code, message }
  return HttpResponse.json(body, { status })
}

/**
 * The signed-in account of an /api request: the session cookie when the request carries one (the browser
 * client, node tests), else whoever the scenario signed in (stories).
 */
export function currentAccount(
  store: MockStore,
  cookies: Record<string, string>,
  request: Request,
): MockAccount | undefined {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  const token = accessTokenFromCookies(cookies) ?? (bearer && bearer.split('.').length === 3 ? bearer : null)
  const id = token ? liveSubject(store, token) : store.signedInUserId
  const account = id ? findAccount(store, { id }) : undefined
  // a blocked user is nobody from the next request on, whatever tokens they hold (the server's auth/session.ts)
  return account && !isBlocked(store, account) ? account : undefined
}

/** Reads a JSON body, or undefined when it is missing or not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    const text = await request.text()
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The server's CSRF rule (docs/decisions/0200-server-csrf.md): a state-changing /api request with a session cookie
 * must come from our origin (Origin header, Sec-Fetch-Site: same-origin) or carry `X-CSRF-Protection: 1`.
 */
export function csrfRejected(request: Request, cookies: Record<string, string>): Response | undefined {
  if (SAFE.has(request.method) || request.headers.get('authorization')) return undefined
  if (!Object.keys(cookies).some((n) => /^sb-.+-auth-token(\.\d+)?$/.test(n))) return undefined
  const origin = request.headers.get('origin')
  const own = new URL(request.url).origin
  if (origin && origin !== 'null') {
    if (origin === own || /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin))
      return undefined
  } else if (
    request.headers.get('sec-fetch-site') === 'same-origin' ||
    request.headers.get('x-csrf-protection') === '1'
  ) {
    return undefined
  }
  return apiError(CSRF_FAILED.status, CSRF_FAILED.error.code, CSRF_FAILED.error.message)
}
