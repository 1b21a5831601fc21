import type { MiddlewareHandler } from 'hono'

/**
 * Headers on every response. Pages get their own Content-Security-Policy (see routes/pages.ts, which hashes the
 * page's inline scripts); everything else gets the strictest one, since JSON and files never need to run anything.
 */
export function securityHeaders(production: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const h = c.res.headers
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    h.set('X-Frame-Options', 'DENY')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (production) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    if (!h.has('Content-Security-Policy'))
      h.set(
        'Content-Security-Policy',
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      )
  }
}
