import { call } from './call.ts'

/** POST /api/cookie/accept or /reject with an empty body; the caller ignores errors (docs/product/README.md "Cookies"). */
export function postCookieDecision(decision: 'accept' | 'reject') {
  return call(decision === 'accept' ? 'cookieAccept' : 'cookieReject')
}
