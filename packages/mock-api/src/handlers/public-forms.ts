import type { InboxItem } from '@rg/domain'
import type { MockStore } from '../store.ts'
import { mockRoute, ok } from './mock-route.ts'

/**
 * POST /api/spotter-tips and /api/contact-messages: the landing forms, open to everyone. What is sent lands in the
 * admin's inbox (handlers/desk.ts). The server adds a honeypot and a rate limit (5 a minute per address) that this
 * mock does not imitate.
 */
export function publicFormHandlers(store: MockStore) {
  const keep = (item: Pick<InboxItem, 'kind' | 'name' | 'email' | 'phone' | 'location' | 'text'>) => {
    const id = crypto.randomUUID()
    store.inbox.unshift({
      ...item,
      id,
      state: 'NEW',
      adminNote: '',
      createdAt: store.now().toISOString(),
      handledAt: null,
      handledBy: null,
      draftOfferId: null,
    })
    return ok({ id }, 201)
  }
  return {
    spotterTip: mockRoute(store, 'sendSpotterTip', ({ input: { body } }) =>
      keep({
        kind: 'TIP',
        name: body.name,
        email: body.email,
        phone: body.phone,
        location: body.location,
        text: body.description,
      }),
    ),
    contactMessage: mockRoute(store, 'sendContactMessage', ({ input: { body } }) =>
      keep({
        kind: 'MESSAGE',
        name: body.name,
        email: body.email,
        phone: body.phone,
        location: null,
        text: body.message,
      }),
    ),
  }
}
