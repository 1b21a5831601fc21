import { CONSENT_ROUTES } from '@rg/domain/contract'
import { send } from './http.ts'

/**
 * POST /api/cookie/accept or /reject with an empty body; the caller ignores errors (docs/product/README.md "Cookies").
 * Over the two zod-free consent routes: the cookie bar is on the landing pages, which load no schemas (decision 0304),
 * and its client loads on the decision (docs/decisions/1730-one-declaration-per-endpoint.md).
 */
export function postCookieDecision(decision: 'accept' | 'reject') {
  return send(CONSENT_ROUTES[decision === 'accept' ? 'cookieAccept' : 'cookieReject'])
}
