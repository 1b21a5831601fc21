import type { MockStore } from '../store.ts'
import { dealRoomState } from './deal-room-state.ts'
import { mockRoute, ok } from './mock-route.ts'

function sharingOf(store: MockStore, userId: string) {
  const state = dealRoomState(store)
  let shared = 0
  for (const list of state.unlocks.values())
    shared += list.filter((u) => u.userId === userId && u.shareContact).length
  return { shareByDefault: state.shareByDefault.get(userId) ?? false, sharedOffers: shared }
}

/** The deal room over the store, as the server's routes/deal-room answer it (docs/product/deal-room.md). */
export function dealRoomHandlers(store: MockStore) {
  return {
    getContactSharing: mockRoute(store, 'getContactSharing', ({ account }) =>
      ok(sharingOf(store, account.user.id)),
    ),
    updateContactSharing: mockRoute(store, 'updateContactSharing', ({ input, account }) => {
      const state = dealRoomState(store)
      state.shareByDefault.set(account.user.id, input.body.shareByDefault)
      // Turning the default off revokes every earlier consent, as on the server.
      if (!input.body.shareByDefault)
        for (const list of state.unlocks.values())
          for (const u of list) if (u.userId === account.user.id) u.shareContact = false
      return ok(sharingOf(store, account.user.id))
    }),
  }
}
