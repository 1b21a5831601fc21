import type { RouteDef } from './endpoint-def.ts'

/*
 * What a caller needs besides the contract: filling a path and writing a query, and the few entries the landing
 * pages and the cookie bar call. Apart from the endpoints (which carry their zod schemas) so that those pages load
 * neither the whole table nor zod (docs/decisions/0304-landing-bundle.md, 1730-one-declaration-per-endpoint.md);
 * routes.ts re-exports all of it.
 */

/**
 * The entries the landing pages call, apart so that those pages load these few instead of the whole table (the home
 * page's JavaScript budget, docs/decisions/0304-landing-bundle.md). With CONSENT_ROUTES (consent-routes.ts) the only route facts written
 * outside a resource's `*.endpoints.ts`: those files spread these entries and add their schemas, so each is still
 * declared once (docs/decisions/1730-one-declaration-per-endpoint.md).
 */
export const VISITOR_ROUTES = {
  listOffers: { method: 'GET', path: '/api/offers', access: 'public' },
  sendSpotterTip: { method: 'POST', path: '/api/spotter-tips', access: 'public' },
  sendContactMessage: { method: 'POST', path: '/api/contact-messages', access: 'public' },
} as const satisfies Record<string, RouteDef>

/**
 * Fills ':name' segments, percent-encoding each value: apiPath('/api/offers/:id', { id: 12 }) → '/api/offers/12'.
 * Throws when a parameter is missing, so a typo cannot produce '/api/offers/undefined'.
 */
export function apiPath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`)
    return encodeURIComponent(String(value))
  })
}

/** Query parameters in a stable order; lists repeat their key, empty values are left out. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return ''
  const pairs: string[] = []
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value]
    for (const v of values)
      if (v !== undefined && v !== null && v !== '')
        pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
  }
  return pairs.length ? `?${pairs.join('&')}` : ''
}
