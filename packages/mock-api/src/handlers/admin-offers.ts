import type { MockStore } from '../store.ts'
import { mockRoute, ok } from './mock-route.ts'
import { matchesManageQuery, mockOffers, pageOf, summaryOf } from './offer-data.ts'

/**
 * The admin's offer list: every offer with its owner (statuses=PENDING is the moderation queue, oldest submission
 * first). Approving and rejecting go through transitionOffer; non-admins get the unknown-endpoint 404 (mockRoute).
 */
export function adminOfferHandlers(store: MockStore) {
  return {
    adminListOffers: mockRoute(store, 'adminListOffers', ({ input: { query: q }, account }) => {
      const queue = q.statuses.length === 1 && q.statuses[0] === 'PENDING'
      const items = mockOffers(store)
        .filter((o) => matchesManageQuery(o, q))
        .sort((a, b) =>
          queue ? a.updatedAt.localeCompare(b.updatedAt) : b.updatedAt.localeCompare(a.updatedAt),
        )
        .map((o) => summaryOf(store, o, account, true))
      return ok(pageOf(items, q.page, q.pageSize))
    }),
  }
}
