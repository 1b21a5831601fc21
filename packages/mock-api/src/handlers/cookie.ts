import type { MockStore } from '../store.ts'
import { mockRoute, ok } from './mock-route.ts'

/** POST /api/cookie/accept and /reject: visitors decide too, so no session is needed. */
export function cookieHandlers(store: MockStore) {
  const decide = (consent: 'APPROVED' | 'REJECTED') => {
    const decision = { consent, recordedAt: store.now().toISOString() }
    store.cookieDecisions.push(decision)
    return ok(decision)
  }
  return {
    accept: mockRoute(store, 'cookieAccept', () => decide('APPROVED')),
    reject: mockRoute(store, 'cookieReject', () => decide('REJECTED')),
  }
}
