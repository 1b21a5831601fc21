import { z } from 'zod'
import type { EndpointDef } from '../contract/endpoint-def.ts'
import { VISITOR_ROUTES } from '../contract/paths.ts'
import { emptyRequestSchema, pageQuerySchema, uuidSchema } from '../fields/fields.schema.ts'
import { okResponseSchema } from '../profile/user-actions.schema.ts'
import {
  adminDashboardSchema,
  deadMailListResponseSchema,
  inboxItemDetailSchema,
  inboxItemParamsSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxUpdateRequestSchema,
  reportedReviewListQuerySchema,
  reportedReviewListSchema,
  resendMailRequestSchema,
  resendMailResponseSchema,
  reviewRemoveRequestSchema,
} from './desk.schema.ts'
import {
  contactMessageRequestSchema,
  createdResponseSchema,
  spotterTipRequestSchema,
} from './public-inbox.schema.ts'

/*
 * The public forms and the operator's desk: dashboard, dead mail, inbox and reported reviews.
 */
export const DESK_ENDPOINTS = {
  sendSpotterTip: {
    ...VISITOR_ROUTES.sendSpotterTip,
    body: spotterTipRequestSchema,
    response: createdResponseSchema,
  },
  sendContactMessage: {
    ...VISITOR_ROUTES.sendContactMessage,
    body: contactMessageRequestSchema,
    response: createdResponseSchema,
  },
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'admin',
    response: adminDashboardSchema,
  },
  adminListDeadMail: {
    method: 'GET',
    path: '/api/admin/mail/dead',
    access: 'admin',
    query: pageQuerySchema,
    response: deadMailListResponseSchema,
  },
  /** Puts dead letters back in the queue for another 72 hours of tries, keeping their Message-IDs. */
  adminResendMail: {
    method: 'POST',
    path: '/api/admin/mail/dead/resend',
    access: 'admin',
    body: resendMailRequestSchema,
    response: resendMailResponseSchema,
  },
  adminListInbox: {
    method: 'GET',
    path: '/api/admin/inbox',
    access: 'admin',
    query: inboxListQuerySchema,
    response: inboxListResponseSchema,
  },
  adminGetInboxItem: {
    method: 'GET',
    path: '/api/admin/inbox/:kind/:id',
    access: 'admin',
    params: inboxItemParamsSchema,
    response: inboxItemDetailSchema,
  },
  adminUpdateInboxItem: {
    method: 'PATCH',
    path: '/api/admin/inbox/:kind/:id',
    access: 'admin',
    params: inboxItemParamsSchema,
    body: inboxUpdateRequestSchema,
    response: inboxItemDetailSchema,
  },
  adminTipToDraft: {
    method: 'POST',
    path: '/api/admin/inbox/:kind/:id/draft',
    access: 'admin',
    params: inboxItemParamsSchema,
    body: emptyRequestSchema,
    response: inboxItemDetailSchema,
  },
  adminListReportedReviews: {
    method: 'GET',
    path: '/api/admin/reviews/reported',
    access: 'admin',
    query: reportedReviewListQuerySchema,
    response: reportedReviewListSchema,
  },
  adminRemoveReview: {
    method: 'POST',
    path: '/api/admin/reviews/:reviewId/remove',
    access: 'admin',
    params: z.object({ reviewId: uuidSchema }),
    body: reviewRemoveRequestSchema,
    response: okResponseSchema,
  },
  /** The admin keeps a reported review: its open reports are dismissed (audited); a later report opens it again. */
  adminKeepReview: {
    method: 'POST',
    path: '/api/admin/reviews/:reviewId/keep',
    access: 'admin',
    params: z.object({ reviewId: uuidSchema }),
    body: emptyRequestSchema,
    response: okResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>
