import { OFFER_NOT_FOUND } from '@rg/domain/offers'
import type { MockStore } from '../store.ts'
import { writeMockAudit } from './admin-users.ts'
import { mockRoute, ok, pageOf, refused } from './mock-route.ts'
import { notificationsOf } from './notifications.ts'
import { findOffer, matchesManageQuery, mockOffers, summaryOf, takeDown } from './offer-data.ts'

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

    /** The operator's pause or close (decision 1351): the history, the audit entry and the owner's notification. */
    adminTakeDownOffer: mockRoute(store, 'adminTakeDownOffer', ({ input: { params, body }, account }) => {
      const o = findOffer(store, params.id)
      if (!o) return refused(OFFER_NOT_FOUND)
      const done = takeDown(store, o, account, body.action, body.reason)
      if (!done.ok) return done
      writeMockAudit(
        store,
        account,
        { targetId: o.ownerId, subject: `offer:${o.id}` },
        body.action === 'pause' ? 'OFFER_PAUSED' : 'OFFER_CLOSED',
        { status: done.value.from },
        { status: done.value.next },
        body.reason,
      )
      const noun = o.kind === 'LISTING' ? 'Nabídka' : 'Služba'
      notificationsOf(store, o.ownerId).unshift({
        id: crypto.randomUUID(),
        kind: 'OFFER_TAKEN_DOWN',
        title: `${noun} „${o.pubName}“ byla ${body.action === 'pause' ? 'pozastavena' : 'uzavřena'} administrátorem`,
        body: `Důvod: ${body.reason}`,
        link: `/portal/my/${o.kind === 'LISTING' ? 'listings' : 'services'}/${o.id}`,
        readAt: null,
        createdAt: store.now().toISOString(),
      })
      return ok({ id: o.id, status: o.status, rejectionReason: o.rejectionReason })
    }),
  }
}
