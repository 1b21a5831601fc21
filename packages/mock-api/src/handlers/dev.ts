import { HttpResponse, http } from 'msw'
import type { MockStore } from '../store.ts'

/** GET /dev/outbox: the mails the mock "sent", newest first (as the embedded server's outbox). */
export function devHandlers(store: MockStore) {
  return {
    outbox: http.get('*/dev/outbox', () => HttpResponse.json(store.outbox)),
  }
}
