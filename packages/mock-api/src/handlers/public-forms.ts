import type { InboxItem } from '@rg/domain/desk'
import { helpMessageText } from '@rg/domain/help'
import type { MockStore } from '../store.ts'
import { mockRoute, ok } from './mock-route.ts'

/**
 * POST /api/spotter-tips and /api/contact-messages: the landing forms, open to everyone. What is sent lands in the
 * admin's inbox (handlers/desk.ts). The server adds a honeypot and a rate limit (5 a minute per address) that this
 * mock does not imitate.
 */
export function publicFormHandlers(store: MockStore) {
  const keep = (
    item: Pick<InboxItem, 'kind' | 'name' | 'email' | 'phone' | 'location' | 'text' | 'accountId'>,
  ) => {
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
    spotterTip: mockRoute(store, 'sendSpotterTip', ({ input: { body }, account }) =>
      keep({
        kind: 'TIP',
        name: body.name,
        email: body.email,
        phone: body.phone,
        location: body.location,
        text: body.description,
        accountId: account?.user.id ?? null,
      }),
    ),
    contactMessage: mockRoute(store, 'sendContactMessage', ({ input: { body }, account }) =>
      keep({
        kind: 'MESSAGE',
        name: body.name,
        email: body.email,
        phone: body.phone,
        location: null,
        text: body.message,
        accountId: account?.user.id ?? null,
      }),
    ),
    // The help centre's question (docs/decisions/1570-help-centre.md): the sender is the signed-in account.
    helpMessage: mockRoute(store, 'sendHelpMessage', ({ input: { body }, account }) => {
      const { user } = account
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email
      return keep({
        kind: 'MESSAGE',
        name,
        email: user.email,
        // the mock's accounts keep no phone (the profile's is the server's)
        phone: null,
        location: null,
        text: helpMessageText(body),
        accountId: user.id,
      })
    }),
  }
}
