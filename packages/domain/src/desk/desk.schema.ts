import { z } from 'zod'
import {
  dateTimeSchema,
  offerIdParamSchema,
  pageQuerySchema,
  paginatedSchema,
  requiredText,
  uuidSchema,
} from '../fields/fields.schema.ts'
import { reviewSchema } from '../offers/offers-api.schema.ts'
import { adminAuditEntrySchema } from '../roles/admin.schema.ts'

/*
 * The operator's desk (docs/decisions/1060-operator-desk.md): the dashboard, the inbox of spotter tips and contact
 * messages, and reported reviews.
 */

/** GET /api/admin/dashboard: what needs action now (each a count that links to its list) and the last 30 days. */
export const adminDashboardSchema = z.object({
  pending: z.object({
    listings: z.number().int().min(0),
    services: z.number().int().min(0),
    verificationRequests: z.number().int().min(0),
    /** All unpaid orders, and those of them older than 3 days. */
    unpaidOrders: z.number().int().min(0),
    unpaidOrdersOld: z.number().int().min(0),
    newTips: z.number().int().min(0),
    newMessages: z.number().int().min(0),
    /** Reported threads not yet handled ("Nahlášená konverzace" in state NEW, docs/product/deal-room.md). */
    newThreadReports: z.number().int().min(0),
    reportedReviews: z.number().int().min(0),
    /** Imported payments that wait for a person (the payments queue's "K posouzení"). */
    paymentsToReview: z.number().int().min(0),
    /** E-mails that SMTP refused for 72 hours (dead letters, docs/decisions/1370); the operator resends them. */
    deadMail: z.number().int().min(0),
  }),
  /** One entry per day (Europe/Prague), oldest first, 30 days ending today. */
  last30Days: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      newUsers: z.number().int().min(0),
      publishedOffers: z.number().int().min(0),
      unlocks: z.number().int().min(0),
      creditsSold: z.number().int().min(0),
      revenueCzk: z.number().int().min(0),
    }),
  ),
})
export type AdminDashboard = z.infer<typeof adminDashboardSchema>
export type DashboardDay = AdminDashboard['last30Days'][number]

/** GET /api/admin/mail/dead: e-mails that could not be delivered for 72 hours, newest first. */
export const deadMailSchema = z.object({
  /** The outbox row's id (a whole number, as text). */
  id: z.string().regex(/^\d+$/),
  to: z.string(),
  subject: z.string(),
  /** The Message-ID it was queued with; a resend keeps it. */
  messageId: z.string().nullable(),
  attempts: z.number().int().min(0),
  /** SMTP's last answer. */
  error: z.string().nullable(),
  createdAt: dateTimeSchema,
  deadAt: dateTimeSchema,
})
export type DeadMail = z.infer<typeof deadMailSchema>
export const deadMailListResponseSchema = paginatedSchema(deadMailSchema)
export type DeadMailListResponse = z.infer<typeof deadMailListResponseSchema>

/** POST /api/admin/mail/dead/resend: the listed dead letters, or all of them without `ids`. */
export const resendMailRequestSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d+$/, 'Neplatné číslo e-mailu.'))
    .min(1, 'Vyberte alespoň jeden e-mail.')
    .max(100, 'Najednou lze znovu odeslat nejvýše 100 e-mailů.')
    .optional(),
})
export type ResendMailRequest = z.infer<typeof resendMailRequestSchema>
export const resendMailResponseSchema = z.object({
  /** How many dead letters went back to the queue (each keeps its Message-ID). */
  resent: z.number().int().min(0),
})
export type ResendMailResponse = z.infer<typeof resendMailResponseSchema>

/** Orders unpaid for longer than this are called out on the dashboard. */
export const UNPAID_ORDER_OLD_DAYS = 3

export const INBOX_KINDS = ['TIP', 'MESSAGE', 'THREAD_REPORT'] as const
export const inboxKindSchema = z.enum(INBOX_KINDS, { error: 'Neznámý druh položky.' })
export type InboxKind = z.infer<typeof inboxKindSchema>
export const INBOX_KIND_LABELS: Readonly<Record<InboxKind, string>> = {
  TIP: 'Tip na nabídku',
  MESSAGE: 'Zpráva z kontaktního formuláře',
  THREAD_REPORT: 'Nahlášená konverzace',
}

export const INBOX_STATES = ['NEW', 'IN_PROGRESS', 'DONE', 'SPAM'] as const
export const inboxStateSchema = z.enum(INBOX_STATES, { error: 'Neznámý stav položky.' })
export type InboxState = z.infer<typeof inboxStateSchema>
export const INBOX_STATE_LABELS: Readonly<Record<InboxState, string>> = {
  NEW: 'Nové',
  IN_PROGRESS: 'Řeší se',
  DONE: 'Vyřízeno',
  SPAM: 'Spam',
}

/** One tip or message as the inbox lists it. */
export const inboxItemSchema = z.object({
  id: uuidSchema,
  kind: inboxKindSchema,
  state: inboxStateSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The tip's place; null for a message. */
  location: z.string().nullable(),
  /** The tip's description or the message. */
  text: z.string(),
  adminNote: z.string(),
  createdAt: dateTimeSchema,
  /** The last state or note change and who made it. */
  handledAt: dateTimeSchema.nullable(),
  handledBy: z.string().nullable(),
  /** The draft listing made from a tip. */
  draftOfferId: z.number().int().nullable(),
  /** A reported thread (kind THREAD_REPORT): read it through GET /api/admin/threads/:id (audited). */
  threadId: uuidSchema.nullable().optional(),
  /** The sender's account when they were signed in (a help-centre question always has one, decision 1570). */
  accountId: uuidSchema.nullable(),
})
export type InboxItem = z.infer<typeof inboxItemSchema>

/** GET /api/admin/inbox: newest first. */
export const inboxListQuerySchema = pageQuerySchema.extend({
  kind: inboxKindSchema.optional(),
  state: inboxStateSchema.optional(),
})
export type InboxListQuery = z.input<typeof inboxListQuerySchema>
export const inboxListResponseSchema = paginatedSchema(inboxItemSchema)
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>

/** GET /api/admin/inbox/:kind/:id: the item with what admins did to it. */
export const inboxItemDetailSchema = inboxItemSchema.extend({ audit: z.array(adminAuditEntrySchema) })
export type InboxItemDetail = z.infer<typeof inboxItemDetailSchema>
export const inboxItemParamsSchema = z.object({ kind: inboxKindSchema, id: uuidSchema })

/** PATCH /api/admin/inbox/:kind/:id: a new state, the note, or both. */
export const inboxUpdateRequestSchema = z
  .object({
    state: inboxStateSchema.optional(),
    note: z.string().trim().max(5000, 'Poznámka je příliš dlouhá (nejvýše 5 000 znaků).').optional(),
  })
  .strict()
  .refine((v) => v.state !== undefined || v.note !== undefined, 'Změňte prosím stav nebo poznámku.')
export type InboxUpdateRequest = z.infer<typeof inboxUpdateRequestSchema>

/** POST /api/offers/:id/reviews/:reviewId/report: any signed-in user but the author, once per review. */
export const reviewReportRequestSchema = z.object({
  reason: requiredText('Napište prosím, co je na hodnocení špatně.', 1000),
})
export type ReviewReportRequest = z.infer<typeof reviewReportRequestSchema>

/** POST /api/admin/reviews/:reviewId/remove: the author is told the reason. */
export const reviewRemoveRequestSchema = z.object({
  reason: requiredText('Uveďte prosím důvod odstranění.', 1000),
})
export type ReviewRemoveRequest = z.infer<typeof reviewRemoveRequestSchema>

/** GET /api/admin/reviews/reported: reviews with at least one report, most reported first. */
export const reportedReviewSchema = z.object({
  review: reviewSchema,
  offer: z.object({ id: z.number().int(), kind: z.enum(['LISTING', 'SERVICE']), name: z.string() }),
  reports: z.array(z.object({ reason: z.string(), createdAt: dateTimeSchema })),
})
export type ReportedReview = z.infer<typeof reportedReviewSchema>
export const reportedReviewListSchema = z.object({ items: z.array(reportedReviewSchema) })
export type ReportedReviewList = z.infer<typeof reportedReviewListSchema>
/** The offer's admin detail asks only for its own reported reviews; the dashboard asks for all. */
export const reportedReviewListQuerySchema = z.object({ offerId: offerIdParamSchema.optional() })
export type ReportedReviewListQuery = z.input<typeof reportedReviewListQuerySchema>
