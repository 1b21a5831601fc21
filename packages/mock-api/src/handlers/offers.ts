import type { EndpointInput } from '@rg/domain/contract'
import { creditBalance, UNLOCK_PRICE } from '@rg/domain/credits'
import { browseCount, matchesWholeWords } from '@rg/domain/czech-format'
import { APPROVAL_REQUIRED, NDA_REQUIRED } from '@rg/domain/deal-room'
import {
  createGazetteer,
  type Gazetteer,
  type GazetteerRow,
  offerMapOf,
  type PlaceCount,
} from '@rg/domain/geo'
import {
  canUnlock,
  DOCUMENT_NOT_FOUND,
  OFFER_NOT_FOUND,
  recommendOffers,
  unlockRefusal,
} from '@rg/domain/offers'
import { isAdmin } from '@rg/domain/roles'
import { HttpResponse } from 'msw'
import type { MockOffer } from '../fixtures/offers.ts'
import { addTransaction, type MockStore } from '../store.ts'
import { countStat, recordUnlock } from './deal-room-state.ts'
import { imageHandlers } from './images.ts'
import { mockUnlockTermsRefusal, openMockThread } from './messages-and-access.ts'
import { mockRoute, ok, pageOf, refused } from './mock-route.ts'
import {
  detailOf,
  findOffer,
  matchesCatalogueSearch,
  mockOffers,
  relationOf,
  searchText,
  teaserOf,
  transition,
  visibleOffer,
} from './offer-data.ts'

export { mockOffers, setMockOffers } from './offer-data.ts'

let gazetteer: Promise<Gazetteer> | undefined
/** The shipped gazetteer, loaded on the first map request (a chunk of its own, not in every mock's bundle). */
const mockGazetteer = () => {
  gazetteer ??= import('@rg/domain/cz-municipalities.json').then((m) =>
    createGazetteer(m.default as unknown as GazetteerRow[]),
  )
  return gazetteer
}

/** Cheapest or dearest first (offers without a price last), else and on ties the newest publication first. */
function byListOrder(sort: 'newest' | 'price-asc' | 'price-desc') {
  return (a: MockOffer, b: MockOffer) => {
    if (sort !== 'newest' && a.pubPrice !== b.pubPrice) {
      if (a.pubPrice === null) return 1
      if (b.pubPrice === null) return -1
      return sort === 'price-asc' ? a.pubPrice - b.pubPrice : b.pubPrice - a.pubPrice
    }
    return (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')
  }
}

/**
 * Browsing and one offer: the list, recommendations, teaser and detail, unlocking, documents, history and the
 * lifecycle steps (as a record so a story can override one by name). Also the /img transform the photos go through.
 */
export function offerHandlers(store: MockStore) {
  const now = () => store.now().toISOString()
  const published = () => mockOffers(store).filter((o) => o.status === 'PUBLISHED')

  /** The catalogue's filters; `withRegions: false` leaves the region filter out (the map counts every region). */
  const matching = (q: EndpointInput<'listOffers'>['query'], withRegions = true) =>
    published().filter(
      (o) =>
        o.kind === q.kind &&
        (!q.categories.length || q.categories.includes(o.category)) &&
        (!withRegions || !q.regions.length || (o.region !== null && q.regions.includes(o.region))) &&
        (q.priceFrom === undefined || (o.pubPrice !== null && o.pubPrice >= q.priceFrom)) &&
        (q.priceTo === undefined || (o.pubPrice !== null && o.pubPrice <= q.priceTo)) &&
        (!q.q || matchesCatalogueSearch(o, q.q)),
    )

  return {
    listOffers: mockRoute(store, 'listOffers', ({ input: { query: q }, account }) => {
      const items = matching(q).sort(byListOrder(q.sort))
      // Whole-word matches first, each group in the chosen order; counts and pages capped like the server's.
      const ordered = q.q
        ? [
            ...items.filter((o) => matchesWholeWords(searchText(o), q.q as string)),
            ...items.filter((o) => !matchesWholeWords(searchText(o), q.q as string)),
          ]
        : items
      const { total, capped, reachable } = browseCount(ordered.length, q)
      const page = pageOf(ordered.slice(0, reachable), q.page, q.pageSize)
      for (const o of page.items) countStat(store, o.id, 'impressions')
      return ok({
        ...page,
        items: page.items.map((o) => teaserOf(o, account)),
        total,
        ...(capped ? { totalCapped: true } : {}),
      })
    }),

    // The offers map (docs/decisions/1571-map-of-regions.md): the same rule as the server's, over the store's offers.
    offerMap: mockRoute(store, 'offerMap', async ({ input: { query: q } }) => {
      const groups = new Map<string, PlaceCount>()
      const names = new Map<number, string>()
      for (const o of matching(q, false)) {
        const key = `${o.region}|${o.city}`
        const g = groups.get(key)
        names.set(o.id, o.pubName)
        if (g) {
          g.count += 1
          g.offerId = Math.max(g.offerId, o.id)
        } else groups.set(key, { region: o.region, city: o.city, count: 1, offerId: o.id })
      }
      return ok(offerMapOf([...groups.values()], q.regions, await mockGazetteer(), names))
    }),

    // "Doporučené pro vás": others' published listings, those fitting the investment preferences (recommendOffers).
    recommendedOffers: mockRoute(store, 'recommendedOffers', ({ account }) => {
      const candidates = published()
        .filter((o) => o.kind === 'LISTING' && o.ownerId !== account.user.id)
        .sort(byListOrder('newest'))
      const prefs = store.onboarding[account.user.id]?.investment as
        | { categories: string[]; regions: string[]; amountFrom: number | null; amountTo: number | null }
        | null
        | undefined
      const items = (prefs ? recommendOffers(candidates, prefs, 12) : candidates.slice(0, 12)).map((o) =>
        teaserOf(o, account),
      )
      return ok({ items, page: 1, pageSize: 12, total: items.length })
    }),

    getOfferTeaser: mockRoute(store, 'getOfferTeaser', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      return o ? ok(teaserOf(o, account)) : refused(OFFER_NOT_FOUND)
    }),

    getOffer: mockRoute(store, 'getOffer', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      // A view is counted once per signed-in user who is neither the owner nor an admin.
      const relation = relationOf(o, account)
      if (account && relation !== 'owner' && relation !== 'admin' && !o.viewedBy.includes(account.user.id))
        o.viewedBy.push(account.user.id)
      if (relation !== 'owner' && relation !== 'admin') countStat(store, o.id, 'views')
      return ok(detailOf(store, o, account))
    }),

    unlockOffer: mockRoute(store, 'unlockOffer', ({ input, account }) => {
      const o = findOffer(store, input.params.id)
      const already = o?.unlockedBy.includes(account.user.id) ?? false
      // An offer the user cannot see does not exist for them (no hint that a draft is there).
      if (!o || (!already && o.ownerId !== account.user.id && o.status !== 'PUBLISHED'))
        return refused(OFFER_NOT_FOUND)
      const balance = creditBalance(account.user.creditTransactions)
      const decision = canUnlock(o, { userId: account.user.id, balance, alreadyUnlocked: already })
      if (!decision.ok) return refused(unlockRefusal(decision))
      if (decision.charge > 0) {
        const terms = mockUnlockTermsRefusal(store, o, account)
        if (terms) return refused(terms === 'nda' ? NDA_REQUIRED : APPROVAL_REQUIRED)
        addTransaction(account, {
          amount: -UNLOCK_PRICE,
          reason: 'LISTING_UNLOCK',
          note: null,
          offerId: o.id,
          offerTitle: o.pubName,
          createdAt: now(),
        })
        o.unlockedBy.push(account.user.id)
        openMockThread(store, o, account.user.id)
      }
      recordUnlock(store, o.id, account.user.id, now(), input.body?.shareContact, decision.charge > 0)
      return ok({
        offerId: o.id,
        charged: decision.charge,
        balance: balance - decision.charge,
        offer: detailOf(store, o, account),
      })
    }),

    downloadOfferDocument: mockRoute(store, 'downloadOfferDocument', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      const doc = o && detailOf(store, o, account).documents?.find((d) => d.id === input.params.documentId)
      if (!doc) return refused(DOCUMENT_NOT_FOUND)
      return new HttpResponse('%PDF-1.4\n%%EOF\n', {
        headers: {
          'content-type': doc.mimeType,
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
        },
      })
    }),

    offerHistory: mockRoute(store, 'offerHistory', ({ input, account }) => {
      const o = findOffer(store, input.params.id)
      if (!o || (o.ownerId !== account.user.id && !isAdmin(account.user.role)))
        return refused(OFFER_NOT_FOUND)
      return ok({ items: o.history })
    }),

    transitionOffer: mockRoute(store, 'transitionOffer', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      return transition(store, o, account, input.body.action, input.body.reason)
    }),

    ...imageHandlers(),
  }
}
