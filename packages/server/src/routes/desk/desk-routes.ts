import type { Database } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import {
  changeInboxItem,
  deadMailPage,
  deskDashboard,
  draftFromTip,
  inboxItem,
  inboxPage,
  keepReportedReview,
  removeReportedReview,
  reportedReviews,
  reportOfferReview,
  resendDeadMailNow,
} from '../../services/desk/desk-actions.ts'
import { defineRoute } from '../define-route.ts'

/**
 * The operator's desk: the dashboard, the inbox of tips and messages, reported reviews; and the users' review reports.
 * Admin access is the route helper's (the role read from the database); each act and its transaction are the
 * service's (services/desk/desk-actions.ts).
 */
export function deskRoutes(deps: { db: Database; mailer: Mailer; baseUrl: string }) {
  const { db } = deps
  return [
    defineRoute('adminDashboard', ({ claims }) => deskDashboard(db, claims)),
    defineRoute('adminListDeadMail', ({ input }) => deadMailPage(db, input.query)),
    defineRoute('adminResendMail', ({ input }) => resendDeadMailNow(deps, input.body)),
    defineRoute('adminListInbox', ({ claims, input }) => inboxPage(db, claims, input.query)),
    defineRoute('adminGetInboxItem', ({ claims, input }) =>
      inboxItem(db, claims, input.params.kind, input.params.id),
    ),
    defineRoute('adminUpdateInboxItem', ({ claims, input }) =>
      changeInboxItem(db, claims, input.params.kind, input.params.id, input.body),
    ),
    defineRoute('adminTipToDraft', ({ claims, input }) =>
      draftFromTip(db, claims, input.params.kind, input.params.id),
    ),
    defineRoute('adminListReportedReviews', ({ claims, input }) =>
      reportedReviews(db, claims, input.query.offerId),
    ),
    defineRoute('adminRemoveReview', ({ claims, input }) =>
      removeReportedReview(deps, claims, input.params.reviewId, input.body.reason),
    ),
    defineRoute('adminKeepReview', ({ claims, input }) =>
      keepReportedReview(db, claims, input.params.reviewId),
    ),
    defineRoute('reportReview', ({ claims, input }) =>
      reportOfferReview(db, claims, input.params.id, input.params.reviewId, input.body.reason),
    ),
  ]
}
