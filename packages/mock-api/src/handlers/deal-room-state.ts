import type { MockStore } from '../store.ts'

/** One unlock as the deal room keeps it (the server's offer_unlocks row). */
export interface MockUnlock {
  userId: string
  at: string
  shareContact: boolean
  investorNo: number
  refundedAt: string | null
}

interface DealRoomState {
  shareByDefault: Map<string, boolean>
  unlocks: Map<number, MockUnlock[]>
}

const states = new WeakMap<MockStore, DealRoomState>()

/** The deal room's part of a store, created on first use (fresh per story, as the store is). */
export function dealRoomState(store: MockStore): DealRoomState {
  let state = states.get(store)
  if (!state) {
    state = { shareByDefault: new Map(), unlocks: new Map() }
    states.set(store, state)
  }
  return state
}

/** The unlocks of an offer in the order they happened. */
export function unlocksOf(store: MockStore, offerId: number): MockUnlock[] {
  const state = dealRoomState(store)
  let list = state.unlocks.get(offerId)
  if (!list) {
    list = []
    state.unlocks.set(offerId, list)
  }
  return list
}

/**
 * As the server's unlock (docs/decisions/1500-lead-contact-consent.md): a given answer is remembered and stored on
 * this unlock; a first unlock without one takes the remembered default; the lead's number is the next on the offer.
 */
export function recordUnlock(
  store: MockStore,
  offerId: number,
  userId: string,
  at: string,
  shareContact: boolean | undefined,
  first: boolean,
): void {
  const state = dealRoomState(store)
  if (shareContact !== undefined) state.shareByDefault.set(userId, shareContact)
  const list = unlocksOf(store, offerId)
  const mine = list.find((u) => u.userId === userId)
  if (first && !mine) {
    list.push({
      userId,
      at,
      shareContact: shareContact ?? state.shareByDefault.get(userId) ?? false,
      investorNo: list.reduce((max, u) => Math.max(max, u.investorNo), 0) + 1,
      refundedAt: null,
    })
  } else if (mine && shareContact !== undefined) {
    mine.shareContact = shareContact
  }
}
