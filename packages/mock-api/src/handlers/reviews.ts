import {
  averageStars,
  canDeleteReview,
  canReview,
  OFFER_NOT_FOUND,
  REVIEW_DELETE_REFUSED,
  REVIEW_NOT_ALLOWED,
  REVIEW_NOT_FOUND,
  type Review,
} from '@rg/domain/offers'
import { displayName } from '@rg/domain/profile'
import { isAdmin } from '@rg/domain/roles'
import type { MockOffer } from '../fixtures/offers.ts'
import type { MockAccount, MockStore } from '../store.ts'
import { mockRoute, ok, refused } from './mock-route.ts'
import { findOffer, visibleOffer } from './offer-data.ts'

/** Whether the requester may review the offer: canReview (signed-in non-owner, published service, unlocked listing). */
const mayReview = (o: MockOffer, account: MockAccount | undefined) =>
  canReview(
    o,
    account ? { userId: account.user.id } : null,
    account ? o.unlockedBy.includes(account.user.id) : false,
  )

/** Reviews of an offer: readable wherever the offer is, one per user and offer (writing again edits it). */
export function reviewHandlers(store: MockStore) {
  const now = () => store.now().toISOString()
  return {
    listReviews: mockRoute(store, 'listReviews', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      return ok({
        items: o.reviews,
        average: averageStars(o.reviews),
        count: o.reviews.length,
        canReview: mayReview(o, account),
      })
    }),

    upsertMyReview: mockRoute(store, 'upsertMyReview', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      if (!mayReview(o, account)) return refused(REVIEW_NOT_ALLOWED)
      const { stars, body } = input.body
      let review = o.reviews.find((r) => r.author.id === account.user.id)
      if (review) {
        Object.assign(review, { stars, body, updatedAt: now() })
      } else {
        review = {
          id: crypto.randomUUID(),
          offerId: o.id,
          author: { id: account.user.id, name: displayName(account.user), avatarUrl: account.user.avatarUrl },
          stars,
          body,
          createdAt: now(),
          updatedAt: now(),
        } satisfies Review
        o.reviews.unshift(review)
      }
      return ok(review)
    }),

    deleteReview: mockRoute(store, 'deleteReview', ({ input, account }) => {
      const o = findOffer(store, input.params.id)
      const review = o?.reviews.find((r) => r.id === input.params.reviewId)
      if (!o || !review) return refused(REVIEW_NOT_FOUND)
      const viewer = { userId: account.user.id, isAdmin: isAdmin(account.user.role) }
      if (!canDeleteReview({ authorId: review.author.id }, viewer)) return refused(REVIEW_DELETE_REFUSED)
      o.reviews = o.reviews.filter((r) => r !== review)
      return ok({ ok: true as const })
    }),
  }
}
