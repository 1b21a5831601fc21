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
 * no cross-site script can send without a CORS preflight, which /api never grants. Bearer-token requests are not
 * ambient and pass.
 */
export function csrfProtection(options: {
  production: boolean
  siteOrigin: (url: string) => string
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || c.req.header('authorization') || !hasSessionCookie(c)) return next()
    const origin = c.req.header('origin')
    const own = options.siteOrigin(c.req.url)
    const allowed = (o: string) =>
      o === own || o === new URL(c.req.url).origin || (!options.production && LOOPBACK.test(o))
    if (origin && origin !== 'null') {
      if (allowed(origin)) return next()
    } else if (c.req.header('sec-fetch-site') === 'same-origin' || c.req.header(CSRF_HEADER) === '1') {
      return next()
    }
    return apiError(
      c,
      403,
      'csrf_failed',
      'Požadavek byl odmítnut z bezpečnostních důvodů. Obnovte prosím stránku.',
    )
  }
}
