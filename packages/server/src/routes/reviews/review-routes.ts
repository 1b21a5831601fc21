import type { Database } from '../../db/database.ts'
import { deleteReview, listReviews, upsertMyReview } from '../../services/reviews/review-service.ts'
import { defineRoute } from '../define-route.ts'

/** An offer's reviews: the list with its average, the requester's own review, a deletion. */
export function reviewRoutes(db: Database) {
  return [
    defineRoute('listReviews', ({ claims, input }) => listReviews(db, claims, input.params.id)),
    defineRoute('upsertMyReview', ({ claims, input }) =>
      upsertMyReview(db, claims, input.params.id, input.body),
    ),
    defineRoute('deleteReview', ({ claims, input }) =>
      deleteReview(db, claims, input.params.id, input.params.reviewId),
    ),
  ]
}
