import { asService, asUser } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { countDeadMail, listDeadMail, resendDeadMail } from '../../services/desk/dead-mail.ts'
import {
  dashboard,
  getInboxItem,
  listInbox,
  tipToDraft,
  updateInboxItem,
} from '../../services/desk/desk-service.ts'
import {
  keepReview,
  listReportedReviews,
  removeReview,
  reportReview,
} from '../../services/desk/review-moderation.ts'
import { actAsUser } from '../../services/outcome.ts'
import { asServiceWithin } from '../../services/service-role.ts'
import { defineRoute } from '../define-route.ts'

/**
 * The operator's desk: the dashboard, the inbox of tips and messages, reported reviews; and the users' review reports.
 * Admin access is the route helper's (the role read from the database); the work runs as the requester.
 */
export function deskRoutes({ db, mailer, baseUrl }: { db: Database; mailer: Mailer; baseUrl: string }) {
  return [
    defineRoute('adminDashboard', ({ claims }) =>
      asUser(db, claims, (tx) => dashboard(tx, () => asServiceWithin(tx, countDeadMail))),
    ),
    // The outbox is the service role's table; the route helper has checked the admin role already.
    defineRoute('adminListDeadMail', ({ input }) => asService(db, (tx) => listDeadMail(tx, input.query))),
    defineRoute('adminResendMail', async ({ input }) => {
      const outcome = await asService(db, (tx) => resendDeadMail(tx, input.body))
      // SMTP gets them now rather than on the mailer's next tick.
      if (outcome.ok && outcome.value.resent > 0) setTimeout(() => void mailer.deliver().catch(() => {}), 50)
      return outcome
    }),
    defineRoute('adminListInbox', ({ claims, input }) =>
      asUser(db, claims, (tx) => listInbox(tx, input.query)),
    ),
    defineRoute('adminGetInboxItem', ({ claims, input }) =>
      asUser(db, claims, (tx) => getInboxItem(tx, input.params.kind, input.params.id)),
    ),
    defineRoute('adminUpdateInboxItem', ({ claims, input }) =>
      actAsUser(db, claims, (tx) =>
        updateInboxItem(tx, claims.sub, input.params.kind, input.params.id, input.body),
      ),
    ),
    defineRoute('adminTipToDraft', ({ claims, input }) =>
      actAsUser(db, claims, (tx) => tipToDraft(tx, claims.sub, input.params.kind, input.params.id)),
    ),
    defineRoute('adminListReportedReviews', ({ claims, input }) =>
      asUser(db, claims, (tx) => listReportedReviews(tx, input.query.offerId)),
    ),
    defineRoute('adminRemoveReview', ({ claims, input }) =>
      actAsUser(db, claims, (tx) =>
        removeReview(tx, claims.sub, input.params.reviewId, input.body.reason, mailer, baseUrl),
      ),
    ),
    defineRoute('adminKeepReview', ({ claims, input }) =>
      actAsUser(db, claims, (tx) => keepReview(tx, claims.sub, input.params.reviewId)),
    ),
    defineRoute('reportReview', ({ claims, input }) =>
      actAsUser(db, claims, (tx) =>
        reportReview(tx, claims.sub, input.params.id, input.params.reviewId, input.body.reason),
      ),
    ),
  ]
}
