import type { EndpointInput } from '@rg/domain/contract'
import type { InboxKind } from '@rg/domain/desk'
import { asService, asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { actAsUser } from '../outcome.ts'
import { asServiceWithin } from '../service-role.ts'
import { countDeadMail, listDeadMail, resendDeadMail } from './dead-mail.ts'
import { dashboard, getInboxItem, listInbox, tipToDraft, updateInboxItem } from './desk-service.ts'
import { keepReview, listReportedReviews, removeReview, reportReview } from './review-moderation.ts'

/*
 * The desk's requests as whole acts, each with its transaction (docs/decisions/0900 and 1630): the routes in
 * routes/desk/ parse the request, call one of these and answer its outcome. Reads run as the requester (asUser), the
 * changes through actAsUser (a refusal rolls back), the outbox as the service role (its table alone).
 */

type Requester = RequestClaims & { sub: string }

export interface DeskDeps {
  db: Database
  mailer: Mailer
  /** The configured public origin (links in mails never come from the request: docs/security.md). */
  baseUrl: string
}

/** The dashboard as the admin; the dead letters (the service role's table) counted last in the same transaction. */
export const deskDashboard = (db: Database, claims: RequestClaims) =>
  asUser(db, claims, (tx) => dashboard(tx, () => asServiceWithin(tx, countDeadMail)))

/** The outbox is the service role's table; the route helper has checked the admin role already. */
export const deadMailPage = (db: Database, query: EndpointInput<'adminListDeadMail'>['query']) =>
  asService(db, (tx) => listDeadMail(tx, query))

/** Queues the dead letters again and hands them to SMTP now rather than on the mailer's next tick. */
export async function resendDeadMailNow(
  { db, mailer }: Pick<DeskDeps, 'db' | 'mailer'>,
  body: EndpointInput<'adminResendMail'>['body'],
) {
  const outcome = await asService(db, (tx) => resendDeadMail(tx, body))
  if (outcome.ok && outcome.value.resent > 0) setTimeout(() => void mailer.deliver().catch(() => {}), 50)
  return outcome
}

export const inboxPage = (
  db: Database,
  claims: RequestClaims,
  query: EndpointInput<'adminListInbox'>['query'],
) => asUser(db, claims, (tx) => listInbox(tx, query))

export const inboxItem = (db: Database, claims: RequestClaims, kind: InboxKind, id: string) =>
  asUser(db, claims, (tx) => getInboxItem(tx, kind, id))

export const changeInboxItem = (
  db: Database,
  claims: Requester,
  kind: InboxKind,
  id: string,
  change: EndpointInput<'adminUpdateInboxItem'>['body'],
) => actAsUser(db, claims, (tx) => updateInboxItem(tx, claims.sub, kind, id, change))

export const draftFromTip = (db: Database, claims: Requester, kind: InboxKind, id: string) =>
  actAsUser(db, claims, (tx) => tipToDraft(tx, claims.sub, kind, id))

export const reportedReviews = (db: Database, claims: RequestClaims, offerId?: number) =>
  asUser(db, claims, (tx) => listReportedReviews(tx, offerId))

/** Removes the review with its audit entry and the author's notice, all in one transaction. */
export const removeReportedReview = (
  { db, mailer, baseUrl }: DeskDeps,
  claims: Requester,
  reviewId: string,
  reason: string,
) => actAsUser(db, claims, (tx) => removeReview(tx, claims.sub, reviewId, reason, mailer, baseUrl))

export const keepReportedReview = (db: Database, claims: Requester, reviewId: string) =>
  actAsUser(db, claims, (tx) => keepReview(tx, claims.sub, reviewId))

/** A signed-in user's report of a review they can see (not their own). */
export const reportOfferReview = (
  db: Database,
  claims: Requester,
  offerId: number,
  reviewId: string,
  reason: string,
) => actAsUser(db, claims, (tx) => reportReview(tx, claims.sub, offerId, reviewId, reason))
