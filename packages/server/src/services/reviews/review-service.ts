import type { EndpointInput } from '@rg/domain/contract'
import {
  averageStars,
  canDeleteReview,
  canReview,
  type OfferViewer,
  REVIEW_DELETE_REFUSED,
  REVIEW_NOT_ALLOWED,
  REVIEW_NOT_FOUND,
  type Review,
  type ReviewListResponse,
} from '@rg/domain/offers'
import { STORAGE_BUCKETS } from '@rg/domain/uploads'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { visibleRow } from '../offers/offer-browse.ts'
import { currentViewer, iso, personName, viewerIsAdmin } from '../offers/offer-read.ts'
import { actAsUser, OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'

/*
 * Reviews: readable wherever the offer is; written by a signed-in non-owner of a published service or of a listing
 * they unlocked (the domain's canReview); one per user and offer, so writing again edits it; deleted by the author
 * or an admin. Everything runs as the requester.
 */

const NO_REVIEW = refused(REVIEW_NOT_FOUND)
const MAY_NOT_REVIEW = refused(REVIEW_NOT_ALLOWED)

async function reviewList(
  tx: Queryable,
  id: number,
  viewer: OfferViewer | null,
): Promise<ReviewListResponse | null> {
  const found = await visibleRow(tx, id, viewer)
  if (!found) return null
  const { rows } = await tx.query<{
    id: string
    author_id: string
    stars: number
    body: string | null
    created_at: Date | string
    updated_at: Date | string
  }>(
    'select id, author_id, stars, body, created_at, updated_at from public.reviews where offer_id = $1 order by created_at desc, id',
    [id],
  )
  const authors = new Map(
    (
      await tx.query<{
        author_id: string
        first_name: string | null
        last_name: string | null
        avatar_path: string | null
      }>('select * from public.offer_review_authors($1)', [id])
    ).rows.map((a) => [a.author_id, a]),
  )
  const items: Review[] = rows.map((r) => {
    const a = authors.get(r.author_id)
    return {
      id: r.id,
      offerId: id,
      author: {
        id: r.author_id,
        name: a ? personName(a) : 'Uživatel',
        avatarUrl: a?.avatar_path ? `${STORAGE_BUCKETS.avatars}/${a.avatar_path}` : null,
      },
      stars: r.stars,
      body: r.body,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    }
  })
  return {
    items,
    average: averageStars(items),
    count: items.length,
    canReview: canReview(
      { kind: found.row.kind, status: found.row.status, ownerId: found.row.owner_id },
      viewer,
      found.unlocked,
    ),
  }
}

export function listReviews(
  db: Database,
  claims: RequestClaims | null,
  id: number,
): Promise<Outcome<ReviewListResponse>> {
  return actAsUser(db, claims, async (tx) => {
    const list = await reviewList(tx, id, await currentViewer(tx, claims?.sub))
    return list ? ok(list) : OFFER_NOT_FOUND
  })
}

export function upsertMyReview(
  db: Database,
  claims: RequestClaims & { sub: string },
  id: number,
  { stars, body }: EndpointInput<'upsertMyReview'>['body'],
): Promise<Outcome<Review>> {
  return actAsUser(db, claims, async (tx) => {
    const viewer = await currentViewer(tx, claims.sub)
    const list = await reviewList(tx, id, viewer)
    if (!list || !viewer) return OFFER_NOT_FOUND
    if (!list.canReview) return MAY_NOT_REVIEW
    await tx.query(
      `insert into public.reviews (offer_id, author_id, stars, body) values ($1, $2, $3, $4)
       on conflict (offer_id, author_id) do update set stars = excluded.stars, body = excluded.body,
         updated_at = now()`,
      [id, viewer.userId, stars, body],
    )
    const mine = (await reviewList(tx, id, viewer))?.items.find((r) => r.author.id === viewer.userId)
    return mine ? ok(mine) : OFFER_NOT_FOUND
  })
}

export function deleteReview(
  db: Database,
  claims: RequestClaims & { sub: string },
  id: number,
  reviewId: string,
): Promise<Outcome<{ ok: true }>> {
  return actAsUser(db, claims, async (tx) => {
    const viewer = await currentViewer(tx, claims.sub)
    const review = (
      await tx.query<{ author_id: string }>(
        'select author_id from public.reviews where id = $1 and offer_id = $2',
        [reviewId, id],
      )
    ).rows[0]
    if (!review || !viewer) return NO_REVIEW
    if (
      !canDeleteReview(
        { authorId: review.author_id },
        { userId: viewer.userId, isAdmin: viewerIsAdmin(viewer) },
      )
    )
      return refused(REVIEW_DELETE_REFUSED)
    await tx.query('delete from public.reviews where id = $1', [reviewId])
    return ok({ ok: true as const })
  })
}
