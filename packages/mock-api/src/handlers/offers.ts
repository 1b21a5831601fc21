import {
  APPROVAL_REQUIRED,
  browseCount,
  canUnlock,
  creditBalance,
  DOCUMENT_NOT_FOUND,
  isAdmin,
  matchesWholeWords,
  NDA_REQUIRED,
  OFFER_NOT_FOUND,
  recommendOffers,
  UNLOCK_PRICE,
  unlockRefusal,
} from '@rg/domain'
import { HttpResponse } from 'msw'
import type { MockOffer } from '../fixtures/offers.ts'
import { addTransaction, type MockStore } from '../store.ts'
import { mockUnlockTermsRefusal, openMockThread } from './deal-room.ts'
import { imageHandlers } from './images.ts'
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

  return {
    listOffers: mockRoute(store, 'listOffers', ({ input: { query: q }, account }) => {
      const items = published()
        .filter(
          (o) =>
            o.kind === q.kind &&
            (!q.categories.length || q.categories.includes(o.category)) &&
            (!q.regions.length || (o.region !== null && q.regions.includes(o.region))) &&
            (q.priceFrom === undefined || (o.pubPrice !== null && o.pubPrice >= q.priceFrom)) &&
            (q.priceTo === undefined || (o.pubPrice !== null && o.pubPrice <= q.priceTo)) &&
            (!q.q || matchesCatalogueSearch(o, q.q)),
        )
        .sort(byListOrder(q.sort))
      // Whole-word matches first, each group in the chosen order; counts and pages capped like the server's.
      const ordered = q.q
        ? [
            ...items.filter((o) => matchesWholeWords(searchText(o), q.q as string)),
            ...items.filter((o) => !matchesWholeWords(searchText(o), q.q as string)),
          ]
        : items
      const { total, capped, reachable } = browseCount(ordered.length, q)
      const page = pageOf(ordered.slice(0, reachable), q.page, q.pageSize)
      return ok({
        ...page,
        items: page.items.map((o) => teaserOf(o, account)),
        total,
        ...(capped ? { totalCapped: true } : {}),
      })
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
