import type { RouteDef } from './endpoint-def.ts'

/**
 * The cookie bar's two entries, zod-free, in a module apart from VISITOR_ROUTES so that the landing pages' shared
 * script does not carry them (a module is a chunk's unit): only the cookie bar's lazily loaded client reads them
 * (app/src/api/cookie.ts). Declared once like the visitor routes: profile.endpoints.ts spreads them
 * (docs/decisions/1730-one-declaration-per-endpoint.md).
 */
export const CONSENT_ROUTES = {
  cookieAccept: { method: 'POST', path: '/api/cookie/accept', access: 'public' },
  cookieReject: { method: 'POST', path: '/api/cookie/reject', access: 'public' },
} as const satisfies Record<string, RouteDef>
