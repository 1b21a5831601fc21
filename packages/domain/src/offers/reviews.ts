import { isPubliclyVisible, type OfferKind, type OfferStatus } from './offer-catalogue.ts'

/**
 * docs/product/offers.md "Reviews": a signed-in user who is not the owner may review a PUBLISHED service, and a listing they
 * unlocked (in any state, as unlocking keeps access).
 */
export function canReview(
  offer: { kind: OfferKind; status: OfferStatus; ownerId: string },
  viewer: { userId: string } | null,
  unlocked: boolean,
): boolean {
  if (viewer === null || viewer.userId === offer.ownerId) return false
  if (offer.kind === 'SERVICE') return isPubliclyVisible(offer.status)
  return unlocked
}

/** Mean of the stars to one decimal place; null without reviews. */
export function averageStars(reviews: readonly { stars: number }[]): number | null {
  if (reviews.length === 0) return null
  const mean = reviews.reduce((sum, r) => sum + r.stars, 0) / reviews.length
  return Math.round(mean * 10) / 10
}

/** An author edits their review; an admin may only remove one (docs/product/README.md). */
export function canDeleteReview(
  review: { authorId: string },
  viewer: { userId: string; isAdmin: boolean },
): boolean {
  return viewer.isAdmin || review.authorId === viewer.userId
}
