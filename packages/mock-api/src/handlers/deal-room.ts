import { pragueDate } from '@rg/domain/calendar'
import {
  type DemandOffer,
  EMPTY_COUNTS,
  MAX_LEADS,
  matchesPreferenceProfile,
  type OfferLead,
  type PreferenceProfile,
  type StatsCounts,
  statsSeries,
  sumCounts,
} from '@rg/domain/deal-room'
import { OFFER_NOT_FOUND } from '@rg/domain/offers'
import { isAdmin } from '@rg/domain/roles'
import { currentSubscription } from '@rg/domain/subscriptions'
import { matchesWatchdog, type WatchdogListing } from '@rg/domain/watchdog'
import type { MockAccount, MockStore } from '../store.ts'
import { dealRoomState, unlocksOf } from './deal-room-state.ts'
import { favouritesOf } from './discovery.ts'
import { mockRoute, ok, refused } from './mock-route.ts'
import { findOffer } from './offer-data.ts'
import { watchdogsOf } from './watchdogs.ts'

function sharingOf(store: MockStore, userId: string) {
  const state = dealRoomState(store)
  let shared = 0
  for (const list of state.unlocks.values())
    shared += list.filter((u) => u.userId === userId && u.shareContact).length
  return { shareByDefault: state.shareByDefault.get(userId) ?? false, sharedOffers: shared }
}

/** The offer when the caller owns it or is an admin; anyone else: none (404), as on the server. */
function ownOffer(store: MockStore, id: number, account: MockAccount) {
  const o = findOffer(store, id)
  return o && (o.ownerId === account.user.id || isAdmin(account.user.role)) ? o : null
}

/**
 * Favourites per day, as the server's offerFavouritesByDay counts them: the mock keeps no date with a heart, so every
 * heart in place counts on today.
 */
function favouritesByDay(store: MockStore, offerId: number): Map<string, number> {
  const n = store.accounts.filter((a) => favouritesOf(store, a.user.id).includes(offerId)).length
  return new Map(n > 0 ? [[pragueDate(store.now()), n]] : [])
}

/** Active watchdogs and stated preference profiles of everyone but the owner that the offer (or draft) matches. */
function demandOf(store: MockStore, offer: WatchdogListing & DemandOffer, ownerId: string) {
  let watchdogs = 0
  let preferenceProfiles = 0
  for (const a of store.accounts) {
    if (a.user.id === ownerId) continue
    watchdogs += watchdogsOf(store, a.user.id).filter(
      (w) => w.frequency !== 'PAUSED' && matchesWatchdog(offer, w),
    ).length
    const prefs = store.onboarding[a.user.id]?.investment as PreferenceProfile | undefined
    if (prefs && matchesPreferenceProfile(offer, prefs)) preferenceProfiles += 1
  }
  return { watchdogs, preferenceProfiles }
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

    getDraftDemand: mockRoute(store, 'getDraftDemand', ({ input, account }) =>
      ok(demandOf(store, { ...input.body, category: input.body.category ?? '' }, account.user.id)),
    ),

    getOfferStats: mockRoute(store, 'getOfferStats', ({ input, account }) => {
      const o = ownOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      const byDay = new Map<string, Partial<StatsCounts>>()
      const entry = (d: string) => {
        const e = byDay.get(d) ?? { ...EMPTY_COUNTS }
        byDay.set(d, e)
        return e
      }
      for (const [d, c] of dealRoomState(store).counters.get(o.id) ?? []) Object.assign(entry(d), c)
      for (const u of unlocksOf(store, o.id)) {
        const e = entry(pragueDate(new Date(u.at)))
        e.unlocks = (e.unlocks ?? 0) + 1
      }
      for (const [d, n] of favouritesByDay(store, o.id)) entry(d).favourites = n
      const days = statsSeries(pragueDate(store.now()), byDay)
      return ok({
        offerId: o.id,
        today: sumCounts(days.slice(-1)),
        last30: sumCounts(days),
        demand: demandOf(store, o, o.ownerId),
        days,
      })
    }),

    listOfferLeads: mockRoute(store, 'listOfferLeads', ({ input, account }) => {
      const o = ownOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      const today = pragueDate(store.now())
      const all = [...unlocksOf(store, o.id)].reverse()
      const items: OfferLead[] = all.slice(0, MAX_LEADS).map((u) => {
        const user = store.accounts.find((a) => a.user.id === u.userId)?.user
        const subs = user?.creditSubscriptions ?? []
        const name = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email : null
        return {
          investorNo: u.investorNo,
          unlockedAt: u.at,
          verified: user ? user.role !== 'USER' : false,
          tier: currentSubscription(subs, today)?.tier ?? 'USAGE',
          shared: u.shareContact,
          refunded: u.refundedAt !== null,
          name: u.shareContact ? name : null,
          company: null,
          email: u.shareContact ? (user?.email ?? null) : null,
          phone: null,
        }
      })
      return ok({ items, truncated: all.length > MAX_LEADS })
    }),
  }
}
