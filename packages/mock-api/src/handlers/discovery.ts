import { MAX_FAVOURITES, OWN_OFFER_FAVOURITE, SIMILAR_COUNT, TOO_MANY_FAVOURITES } from '@rg/domain/discovery'
import { OFFER_NOT_FOUND } from '@rg/domain/offers'
import type { MockOffer } from '../fixtures/offers.ts'
import { demoUser } from '../fixtures/user.ts'
import type { MockStore } from '../store.ts'
import { mockRoute, ok, perUser, refused } from './mock-route.ts'
import { mockOffers, teaserOf, visibleOffer } from './offer-data.ts'

/** The mock's favourites per user, newest first (one state per store, like the store itself). */
const states = new WeakMap<MockStore, Map<string, number[]>>()

/** A user's favourite offer ids: the demo user starts with the first two published listings of others. */
export function favouritesOf(store: MockStore, userId: string): number[] {
  return perUser(states, store, userId, () =>
    userId === demoUser.id
      ? mockOffers(store)
          .filter((o) => o.kind === 'LISTING' && o.status === 'PUBLISHED' && o.ownerId !== userId)
          .slice(0, 2)
          .map((o) => o.id)
      : [],
  )
}

/** The same nearest-price rule as the server's services/discovery/similar.ts, over the store. */
function similarTo(all: readonly MockOffer[], target: MockOffer): MockOffer[] {
  const distance = (o: MockOffer) =>
    target.pubPrice === null || o.pubPrice === null
      ? Number.MAX_SAFE_INTEGER
      : Math.abs(o.pubPrice - target.pubPrice)
  return all
    .filter(
      (o) =>
        o.status === 'PUBLISHED' &&
        o.id !== target.id &&
        o.kind === target.kind &&
        o.category === target.category &&
        o.region === target.region &&
        (target.pubPrice === null || o.pubPrice !== null),
    )
    .sort((a, b) => distance(a) - distance(b) || b.id - a.id)
    .slice(0, SIMILAR_COUNT)
}

/** /api/favourites and /api/offers/:id/similar over the store, as the server's routes/discovery answer them. */
export function discoveryHandlers(store: MockStore) {
  return {
    listFavourites: mockRoute(store, 'listFavourites', ({ account }) => {
      const ids = favouritesOf(store, account.user.id)
      const items = ids.flatMap((id) => {
        const o = mockOffers(store).find((x) => x.id === id && x.status === 'PUBLISHED')
        return o ? [teaserOf(o, account)] : []
      })
      return ok({ items, ids: [...ids] })
    }),
    addFavourite: mockRoute(store, 'addFavourite', ({ input, account }) => {
      const id = input.params.id
      const list = favouritesOf(store, account.user.id)
      if (list.includes(id)) return ok({ offerId: id, favourite: true })
      const o = visibleOffer(store, id, account)
      if (o?.status !== 'PUBLISHED') return refused(OFFER_NOT_FOUND)
      if (o.ownerId === account.user.id) return refused(OWN_OFFER_FAVOURITE)
      if (list.length >= MAX_FAVOURITES) return refused(TOO_MANY_FAVOURITES)
      list.unshift(id)
      return ok({ offerId: id, favourite: true })
    }),
    removeFavourite: mockRoute(store, 'removeFavourite', ({ input, account }) => {
      const list = favouritesOf(store, account.user.id)
      const i = list.indexOf(input.params.id)
      if (i >= 0) list.splice(i, 1)
      return ok({ offerId: input.params.id, favourite: false })
    }),
    similarOffers: mockRoute(store, 'similarOffers', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      return ok({ items: similarTo(mockOffers(store), o).map((s) => teaserOf(s, account)) })
    }),
  }
}
