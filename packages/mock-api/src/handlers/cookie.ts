import type { CookieDecisionResponse } from '@rg/domain'
import { HttpResponse, http } from 'msw'
import type { MockStore } from '../store.ts'
import { csrfRejected } from './respond.ts'

/** POST /api/cookie/accept and /reject: visitors decide too, so no session is needed. */
export function cookieHandlers(store: MockStore) {
  const decide =
    (consent: CookieDecisionResponse['consent']) =>
    ({ request, cookies }: { request: Request; cookies: Record<string, string> }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const decision = { consent, recordedAt: store.now().toISOString() }
      store.cookieDecisions.push(decision)
      return HttpResponse.json<CookieDecisionResponse>(decision)
    }
  return {
    accept: http.post('*/api/cookie/accept', decide('APPROVED')),
    reject: http.post('*/api/cookie/reject', decide('REJECTED')),
  }
}
