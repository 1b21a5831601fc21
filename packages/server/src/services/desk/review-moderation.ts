import { OWN_REVIEW_REPORT, type ReportedReview, type ReportedReviewList } from '@rg/domain/desk'
import { NO_OPEN_REVIEW_REPORT, REVIEW_NOT_FOUND } from '@rg/domain/offers'
import { displayName } from '@rg/domain/profile'
import { STORAGE_BUCKETS } from '@rg/domain/uploads'
import type { Queryable } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { writeAudit } from '../audit-log.ts'
import { notifyUser, reviewRemovedNotice } from '../notifications.ts'
import { type Outcome, ok, refused } from '../outcome.ts'
import { asServiceWithin } from '../service-role.ts'

/*
 * Reported reviews (docs/decisions/1060-operator-desk.md): any signed-in user who sees a review may report it once
 * (not their own); admins see the reported ones and remove a review with a reason the author is told, or keep it,
 * which dismisses its open reports (docs/decisions/1111-keeping-a-reported-review.md).
 */

const NO_REVIEW = refused(REVIEW_NOT_FOUND)

/** Runs as the reporter: reviews_select shows only reviews of offers they may see. */
export async function reportReview(
  tx: Queryable,
  reporterId: string,
  offerId: number,
  reviewId: string,
  reason: string,
): Promise<Outcome<{ ok: true }>> {
  const review = (
    await tx.query<{ author_id: string }>(
      'select author_id from public.reviews where id = $1 and offer_id = $2',
      [reviewId, offerId],
    )
  ).rows[0]
  if (!review) return NO_REVIEW
  if (review.author_id === reporterId) return refused(OWN_REVIEW_REPORT)
  // a second report by the same user keeps the first (one voice per person)
  await tx.query(
    `insert into public.review_reports (review_id, reporter_id, reason) values ($1, $2, $3)
     on conflict (review_id, reporter_id) do nothing`,
    [reviewId, reporterId, reason],
  )
  return ok({ ok: true as const })
}

/** Reviews with open (not dismissed) reports, the most reported first, optionally of one offer; runs as the admin. */
export async function listReportedReviews(
  tx: Queryable,
  offerId?: number,
): Promise<Outcome<ReportedReviewList>> {
  const { rows } = await tx.query<{
    id: string
    offer_id: string | number
    author_id: string
    stars: number
    body: string | null
    created_at: Date | string
    updated_at: Date | string
    first_name: string | null
    last_name: string | null
    email: string
    avatar_path: string | null
    kind: 'LISTING' | 'SERVICE'
    pub_name: string
    reports: { reason: string; created_at: string }[]
  }>(
    `select r.id, r.offer_id, r.author_id, r.stars, r.body, r.created_at, r.updated_at, p.first_name, p.last_name,
       p.email, p.avatar_path, o.kind, o.pub_name,
       (select json_agg(json_build_object('reason', x.reason, 'created_at', x.created_at) order by x.created_at)
          from public.review_reports x where x.review_id = r.id and x.dismissed_at is null) as reports
     from public.reviews r
     join public.offers o on o.id = r.offer_id
     join public.profiles p on p.id = r.author_id
     where exists (select 1 from public.review_reports x where x.review_id = r.id and x.dismissed_at is null)
       and ($1::bigint is null or r.offer_id = $1)
     order by (select count(*) from public.review_reports x where x.review_id = r.id and x.dismissed_at is null) desc,
       r.created_at desc
     limit 100`,
    [offerId ?? null],
  )
  const iso = (d: Date | string) => new Date(d).toISOString()
  return ok({
    items: rows.map(
      (r): ReportedReview => ({
        review: {
          id: r.id,
          offerId: Number(r.offer_id),
          author: {
            id: r.author_id,
            name: displayName({ firstName: r.first_name, lastName: r.last_name, email: r.email }),
            avatarUrl: r.avatar_path ? `${STORAGE_BUCKETS.avatars}/${r.avatar_path}` : null,
          },
          stars: r.stars,
          body: r.body,
          createdAt: iso(r.created_at),
          updatedAt: iso(r.updated_at),
        },
        offer: { id: Number(r.offer_id), kind: r.kind, name: r.pub_name },
        reports: (r.reports ?? []).map((x) => ({ reason: x.reason, createdAt: iso(x.created_at) })),
      }),
    ),
  })
}

/** Removes a review as the admin, writes the audit entry and tells the author why, all in one transaction. */
export async function removeReview(
  tx: Queryable,
  actorId: string,
  reviewId: string,
  reason: string,
  mailer: Mailer,
  origin: string,
): Promise<Outcome<{ ok: true }>> {
  const review = (
    await tx.query<{
      author_id: string
      stars: number
      body: string | null
      offer_id: string | number
      kind: 'LISTING' | 'SERVICE'
      pub_name: string
    }>(
      `select r.author_id, r.stars, r.body, r.offer_id, o.kind, o.pub_name
       from public.reviews r join public.offers o on o.id = r.offer_id where r.id = $1`,
      [reviewId],
    )
  ).rows[0]
  if (!review) return NO_REVIEW
  const reports = await tx.query('select 1 from public.review_reports where review_id = $1', [reviewId])
  await tx.query('delete from public.reviews where id = $1', [reviewId])
  await writeAudit(
    tx,
    actorId,
    { targetId: review.author_id, subject: `review:${reviewId}` },
    'REVIEW_REMOVED',
    {
      stars: review.stars,
      body: review.body,
      offerId: Number(review.offer_id),
      reports: reports.rows.length,
    },
    {},
    reason,
  )
  if (review.author_id !== actorId)
    await asServiceWithin(tx, (service) =>
      notifyUser(
        service,
        mailer,
        review.author_id,
        reviewRemovedNotice(
          { id: Number(review.offer_id), kind: review.kind, name: review.pub_name },
          reason,
        ),
        origin,
      ),
    )
  return ok({ ok: true as const })
}

/**
 * Keeps a reported review as the admin: its open reports are dismissed (who and when stay on them) and the decision
 * is audited; the author is not told (nothing happened to their review). 404 when there is no open report to dismiss.
 */
export async function keepReview(
  tx: Queryable,
  actorId: string,
  reviewId: string,
): Promise<Outcome<{ ok: true }>> {
  const review = (
    await tx.query<{ author_id: string }>('select author_id from public.reviews where id = $1', [reviewId])
  ).rows[0]
  if (!review) return NO_REVIEW
  const dismissed = await tx.query<{ reason: string }>(
    `update public.review_reports set dismissed_at = now(), dismissed_by = $2
     where review_id = $1 and dismissed_at is null returning reason`,
    [reviewId, actorId],
  )
  if (dismissed.rows.length === 0) return refused(NO_OPEN_REVIEW_REPORT)
  await writeAudit(
    tx,
    actorId,
    { targetId: review.author_id, subject: `review:${reviewId}` },
    'REVIEW_KEPT',
    { reports: dismissed.rows.map((r) => r.reason) },
    { reports: 0 },
  )
  return ok({ ok: true as const })
}
