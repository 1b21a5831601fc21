import type { MockStore } from '../store.ts'
import { mockRoute, ok } from './mock-route.ts'

/**
 * POST /api/spotter-tips and /api/contact-messages: the landing forms, open to everyone. The server adds a
 * honeypot and a rate limit (5 a minute per address) that this mock does not imitate.
 */
export function publicFormHandlers(store: MockStore) {
  const keep = (kind: MockStore['inbox'][number]['kind'], body: unknown) => {
    const id = crypto.randomUUID()
    store.inbox.push({ id, kind, body })
    return ok({ id }, 201)
  }
  return {
    spotterTip: mockRoute(store, 'sendSpotterTip', ({ input }) => keep('spotter-tip', input.body)),
    contactMessage: mockRoute(store, 'sendContactMessage', ({ input }) =>
      keep('contact-message', input.body),
    ),
  }
}
