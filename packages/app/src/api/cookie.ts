import { cookieDecisionResponseSchema } from '@rg/domain'
import { apiFetch } from './http.ts'

/** POST /api/cookie/accept or /reject with an empty body; the caller ignores errors (spec section 7). */
export async function postCookieDecision(decision: 'accept' | 'reject') {
  return cookieDecisionResponseSchema.parse(await apiFetch(`/api/cookie/${decision}`, { method: 'POST' }))
}
