import { callVisitor } from './visitor-call.ts'

/**
 * POST /api/cookie/accept or /reject with an empty body; the caller ignores errors (docs/product/README.md "Cookies").
 * Through the visitor routes: the cookie bar is on the landing pages, which load no zod (decision 0304).
 */
export function postCookieDecision(decision: 'accept' | 'reject') {
  return callVisitor(decision === 'accept' ? 'cookieAccept' : 'cookieReject')
}
