import { pragueDate } from '@rg/domain/calendar'
import { unlockRefundDue, unlockRefundNotice } from '@rg/domain/deal-room'
import { addTransaction, findAccount, type MockStore } from '../store.ts'
import { notificationsOf } from './notifications.ts'

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
  /** Per offer, per Prague day: impressions and views (the server's offer_daily_stats). */
  counters: Map<number, Map<string, { impressions: number; views: number }>>
}

const states = new WeakMap<MockStore, DealRoomState>()

/** The deal room's part of a store, created on first use (fresh per story, as the store is). */
export function dealRoomState(store: MockStore): DealRoomState {
  let state = states.get(store)
  if (!state) {
    state = { shareByDefault: new Map(), unlocks: new Map(), counters: new Map() }
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

/**
 * As the server's refundRecentUnlocks (docs/decisions/1501-unlock-refunds.md): when the offer leaves the market, every
 * unlock younger than 7 days and not refunded yet gets its charge back once, with a notification.
 */
export function refundRecentUnlocks(store: MockStore, offerId: number, offerName: string): void {
  const at = store.now()
  for (const u of unlocksOf(store, offerId)) {
    if (u.refundedAt !== null || !unlockRefundDue(u.at, at)) continue
    u.refundedAt = at.toISOString()
    const account = findAccount(store, { id: u.userId })
    if (!account) continue
    const charged = -account.user.creditTransactions
      .filter((t) => t.offerId === offerId && t.reason === 'LISTING_UNLOCK')
      .reduce((sum, t) => sum + t.amount, 0)
    if (charged <= 0) continue
    addTransaction(account, {
      amount: charged,
      reason: 'UNLOCK_REFUND',
      note: 'Nabídka stažena do 7 dnů od odemčení',
      offerId,
      offerTitle: offerName,
      createdAt: at.toISOString(),
    })
    notificationsOf(store, u.userId).unshift({
      id: crypto.randomUUID(),
      kind: 'UNLOCK_REFUNDED',
      ...unlockRefundNotice(offerName, charged),
      link: '/portal/credits',
      readAt: null,
      createdAt: at.toISOString(),
    })
  }
}

/** One impression or view of the offer today (the server buffers and flushes; the mock counts at once). */
export function countStat(store: MockStore, offerId: number, field: 'impressions' | 'views'): void {
  const counters = dealRoomState(store).counters
  let byDay = counters.get(offerId)
  if (!byDay) {
    byDay = new Map()
    counters.set(offerId, byDay)
  }
  const day = pragueDate(store.now())
  const entry = byDay.get(day) ?? { impressions: 0, views: 0 }
  entry[field] += 1
  byDay.set(day, entry)
}
