/* @rg/domain/desk: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  type AdminDashboard,
  adminDashboardSchema,
  type DashboardDay,
  type DeadMail,
  type DeadMailListResponse,
  deadMailListResponseSchema,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxItem,
  type InboxItemDetail,
  type InboxKind,
  type InboxListQuery,
  type InboxListResponse,
  type InboxState,
  inboxItemDetailSchema,
  inboxListResponseSchema,
  type ReportedReview,
  type ReportedReviewList,
  type ResendMailResponse,
  reportedReviewListSchema,
  reviewRemoveRequestSchema,
  UNPAID_ORDER_OLD_DAYS,
} from './desk.schema.ts'
export {
  DESK_ITEM_NOT_FOUND,
  DRAFT_ONLY_FROM_TIP,
  OWN_REVIEW_REPORT,
  TIP_ALREADY_DRAFTED,
} from './desk-refusals.ts'
export {
  CONSENT_REQUIRED_MESSAGE,
  type ContactMessageRequest,
  type CreatedResponse,
  contactMessageRequestSchema,
  createdResponseSchema,
  type SpotterTipRequest,
  spotterTipRequestSchema,
} from './public-inbox.schema.ts'
