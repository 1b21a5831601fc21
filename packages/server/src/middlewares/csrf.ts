import { CSRF_FAILED } from '@rg/domain/fields'
import type { MiddlewareHandler } from 'hono'
import { hasSessionCookie } from '../auth/session.ts'
import { type AppEnv, apiError } from '../http.ts'

export const CSRF_HEADER = 'X-CSRF-Protection'
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])
const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/**
 * CSRF protection for cookie-authenticated state changes (docs/decisions/0200-server-csrf.md). A state-changing
 * /api request that carries a session cookie is accepted only from our own origin: its Origin header must be the
 * site's origin (or, outside production, any loopback origin, for the Vite dev server); without an Origin header it
 * must say Sec-Fetch-Site: same-origin or carry `X-CSRF-Protection: 1`, a header no cross-site form can send and
 * no cross-site script can send without a CORS preflight, which /api never grants. Requests without a session cookie
 * (Bearer only) are not ambient and pass; a request with both needs the check (docs/security.md).
 */
export function csrfProtection(options: {
  production: boolean
  siteOrigin: (url: string) => string
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A session cookie is ambient whatever else the request carries: an Authorization header does not exempt it
    // (the session reader may fall back to the cookie when the header's token is not a session).
    if (SAFE.has(c.req.method) || !hasSessionCookie(c)) return next()
    const origin = c.req.header('origin')
    const own = options.siteOrigin(c.req.url)
    const allowed = (o: string) => o === own || (!options.production && LOOPBACK.test(o))
    if (origin && origin !== 'null') {
      if (allowed(origin)) return next()
    } else if (c.req.header('sec-fetch-site') === 'same-origin' || c.req.header(CSRF_HEADER) === '1') {
      return next()
    }
    return apiError(c, CSRF_FAILED.status, CSRF_FAILED.error.code, CSRF_FAILED.error.message)
  }
}
