/*
 * The method, path and access of every /api endpoint, derived from `API`: each endpoint is declared once, in its
 * resource's `*.endpoints.ts` (docs/decisions/1730-one-declaration-per-endpoint.md). Reading ROUTES loads the schemas;
 * a page that must do without zod calls through VISITOR_ROUTES or CONSENT_ROUTES (paths.ts) instead, as the landing
 * pages and the cookie bar do (docs/decisions/0304-landing-bundle.md).
 */

import { CONSENT_ROUTES } from './consent-routes.ts'
import type { RouteDef } from './endpoint-def.ts'
import { API, type EndpointName } from './endpoints.ts'
import { apiPath, queryString, VISITOR_ROUTES } from './paths.ts'

export type { EndpointAccess, HttpMethod, RouteDef } from './endpoint-def.ts'
export { apiPath, CONSENT_ROUTES, queryString, VISITOR_ROUTES }

/** The prefix every endpoint's path starts with (servers mount their catch-all and middlewares under it). */
export const API_PREFIX = '/api'

/** API without its schemas; pure, so a bundle that does not read ROUTES drops it and the schemas with it. */
function routesOf<T extends Record<string, RouteDef>>(
  api: T,
): { readonly [N in keyof T]: Pick<T[N], keyof RouteDef> } {
  return Object.fromEntries(
    Object.entries(api).map(([name, { method, path, access }]) => [name, { method, path, access }]),
  ) as { readonly [N in keyof T]: Pick<T[N], keyof RouteDef> }
}

export const ROUTES = /* @__PURE__ */ routesOf(API)

export type RouteName = EndpointName

/** `{ id: string | number, reviewId: … }` from '/api/offers/:id/reviews/:reviewId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>

/** The URL path (and query) of a call: `endpointUrl('getOffer', { params: { id: 12 } })` → '/api/offers/12'. */
export function endpointUrl(
  name: RouteName,
  request: {
    params?: Readonly<Record<string, string | number>>
    query?: Readonly<Record<string, unknown>>
  } = {},
): string {
  return apiPath(ROUTES[name].path, request.params) + queryString(request.query)
}
