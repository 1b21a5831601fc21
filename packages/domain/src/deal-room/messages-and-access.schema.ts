import { z } from 'zod'
import { dateTimeSchema, offerIdParamSchema, requiredText, uuidSchema } from '../fields/fields.schema.ts'

/*
 * The deal room after an unlock (docs/product/deal-room.md): threads between an offer's owner and one investor, the
 * confidentiality agreement (NDA) and the owner's approval of each investor.
 */

/** Longest message, in characters (the database checks the same). */
export const MESSAGE_MAX_CHARS = 4000
/** Longest reason of a thread report. */
export const REPORT_REASON_MAX_CHARS = 1000

export const threadParamsSchema = z.object({ id: uuidSchema })
export const threadMessageParamsSchema = z.object({ id: uuidSchema, messageId: uuidSchema })

/** The other party as the viewer sees them: the owner's card, or the investor (anonymous until they share). */
export const threadPartySchema = z.object({
  /** "Investor č. 3" while the investor is anonymous to the owner, else the name. */
  label: z.string(),
  /** Only when the viewer may know: the owner to the investor, the investor once they shared. */
  email: z.string().nullable(),
  anonymous: z.boolean(),
})
export type ThreadParty = z.infer<typeof threadPartySchema>

export const threadSummarySchema = z.object({
  id: uuidSchema,
  offer: z.object({ id: z.number().int(), name: z.string() }),
  /** The viewer's side of the thread. */
  role: z.enum(['OWNER', 'INVESTOR']),
  counterpart: threadPartySchema,
  lastMessageAt: dateTimeSchema.nullable(),
  /** The newest message's first characters, null before the first message. */
  preview: z.string().nullable(),
  unread: z.number().int().min(0),
})
export type ThreadSummary = z.infer<typeof threadSummarySchema>

/** GET /api/threads?offerId=: the viewer's threads (one offer's when given), the newest message first. */
export const threadListQuerySchema = z.object({ offerId: offerIdParamSchema.optional() })
export type ThreadListQuery = z.input<typeof threadListQuerySchema>
export const threadListResponseSchema = z.object({
  items: z.array(threadSummarySchema),
  /** Unread messages over all the viewer's threads (the portal header's count). */
  unreadCount: z.number().int().min(0),
})
export type ThreadListResponse = z.infer<typeof threadListResponseSchema>

export const messageSchema = z.object({
  id: uuidSchema,
  /** Written by the viewer. */
  mine: z.boolean(),
  body: z.string(),
  /** A document from the sender's store; null when none or deleted since. */
  attachment: z.object({ name: z.string() }).nullable(),
  createdAt: dateTimeSchema,
})
export type Message = z.infer<typeof messageSchema>

export const threadDetailSchema = threadSummarySchema.extend({
  messages: z.array(messageSchema),
  /** The viewer reported the thread already. */
  reported: z.boolean(),
})
export type ThreadDetail = z.infer<typeof threadDetailSchema>

/** POST /api/threads/:id/messages. */
export const sendMessageRequestSchema = z
  .object({
    body: requiredText('Napište prosím zprávu.', MESSAGE_MAX_CHARS),
    /** A document of the sender's store (GET /api/documents). */
    documentId: uuidSchema.optional(),
    /** The investor shares their name and e-mail with the owner by this reply (ignored for the owner). */
    shareContact: z.boolean({ error: 'Neplatná volba sdílení kontaktu.' }).optional(),
  })
  .strict()
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>

/** POST /api/threads/:id/report. */
export const threadReportRequestSchema = z
  .object({ reason: requiredText('Napište prosím, co je na konverzaci špatně.', REPORT_REASON_MAX_CHARS) })
  .strict()
export type ThreadReportRequest = z.infer<typeof threadReportRequestSchema>

/** GET /api/admin/threads/:id: a reported thread with its reports, for the admin (the read is audited). */
export const adminThreadSchema = z.object({
  id: uuidSchema,
  offer: z.object({ id: z.number().int(), name: z.string() }),
  owner: z.object({ id: uuidSchema, email: z.string() }),
  investor: z.object({ id: uuidSchema, email: z.string() }),
  messages: z.array(
    z.object({
      id: uuidSchema,
      from: z.enum(['OWNER', 'INVESTOR']),
      body: z.string(),
      attachment: z.object({ name: z.string() }).nullable(),
      createdAt: dateTimeSchema,
    }),
  ),
  reports: z.array(z.object({ reason: z.string(), createdAt: dateTimeSchema })),
})
export type AdminThread = z.infer<typeof adminThreadSchema>

// NDA and approval

/** Whose text an agreement is: the platform's, or the offer's owner's own (docs/decisions/1680-owner-nda-text.md). */
export const NDA_SOURCES = ['PLATFORM', 'OWNER'] as const
export const ndaSourceSchema = z.enum(NDA_SOURCES, { error: 'Neplatný původ textu dohody.' })
export type NdaSource = z.infer<typeof ndaSourceSchema>

export const ndaTextSchema = z.object({
  /** The version within its source: the platform's numbering, or the offer's own. */
  version: z.number().int().positive(),
  source: ndaSourceSchema,
  title: z.string(),
  body: z.string(),
})
export type NdaText = z.infer<typeof ndaTextSchema>

/** Longest title and text of an owner's own agreement, in characters (the database checks the same). */
export const OWNER_NDA_TITLE_MAX_CHARS = 200
export const OWNER_NDA_BODY_MAX_CHARS = 20_000

/** PUT /api/my/offers/:id/nda-text: a new version of the owner's own agreement (the same text again is no new one). */
export const ownerNdaTextRequestSchema = z
  .object({
    title: requiredText('Napište prosím název dohody.', OWNER_NDA_TITLE_MAX_CHARS),
    body: requiredText('Napište prosím text dohody.', OWNER_NDA_BODY_MAX_CHARS),
  })
  .strict()
export type OwnerNdaTextRequest = z.infer<typeof ownerNdaTextRequestSchema>

export const ownerNdaVersionSchema = z.object({
  version: z.number().int().positive(),
  title: z.string(),
  body: z.string(),
  createdAt: dateTimeSchema,
})
export type OwnerNdaVersion = z.infer<typeof ownerNdaVersionSchema>

/** GET /api/my/offers/:id/nda-text: the owner's versions, newest (the current one) first, and the platform's text. */
export const ownerNdaTextsSchema = z.object({
  /** What applies while the owner has written none. */
  platform: ndaTextSchema,
  versions: z.array(ownerNdaVersionSchema),
})
export type OwnerNdaTexts = z.infer<typeof ownerNdaTextsSchema>

export const ACCESS_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REFUSED', 'EXPIRED'] as const
export const accessRequestStatusSchema = z.enum(ACCESS_REQUEST_STATUSES)
export type AccessRequestStatus = z.infer<typeof accessRequestStatusSchema>
export const ACCESS_REQUEST_STATUS_LABELS: Readonly<Record<AccessRequestStatus, string>> = {
  PENDING: 'Čeká na schválení',
  APPROVED: 'Schváleno',
  REFUSED: 'Zamítnuto',
  EXPIRED: 'Vypršelo bez odpovědi',
}

export const accessRequestSchema = z.object({
  id: uuidSchema,
  status: accessRequestStatusSchema,
  /** Credits reserved (while PENDING), charged (APPROVED) or released (REFUSED, EXPIRED). */
  amount: z.number().int().positive(),
  createdAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  decidedAt: dateTimeSchema.nullable(),
})
export type AccessRequest = z.infer<typeof accessRequestSchema>

/** GET /api/offers/:id/access: what the unlock asks of the viewer, and where they are. */
export const offerAccessSchema = z.object({
  offerId: z.number().int(),
  requiresNda: z.boolean(),
  requiresApproval: z.boolean(),
  /** The current agreement when the offer requires one. */
  nda: ndaTextSchema.nullable(),
  /** The viewer's acceptance of the current version (its PDF: downloadNdaAcceptance). */
  ndaAcceptance: z
    .object({
      id: uuidSchema,
      version: z.number().int(),
      source: ndaSourceSchema,
      acceptedAt: dateTimeSchema,
    })
    .nullable(),
  /** The viewer's newest access request. */
  request: accessRequestSchema.nullable(),
  unlocked: z.boolean(),
  /** The viewer's thread with the owner, once unlocked. */
  threadId: uuidSchema.nullable(),
})
export type OfferAccess = z.infer<typeof offerAccessSchema>

/** POST /api/offers/:id/nda: the version the investor read (an older one is refused: the text changed). */
export const ndaAcceptRequestSchema = z
  .object({
    version: z.number({ error: 'Chybí verze dohody.' }).int('Chybí verze dohody.').positive(),
    /** The platform's text when absent. */
    source: ndaSourceSchema.optional(),
  })
  .strict()
export type NdaAcceptRequest = z.infer<typeof ndaAcceptRequestSchema>
export const ndaAcceptanceSchema = z.object({
  id: uuidSchema,
  version: z.number().int(),
  source: ndaSourceSchema,
  acceptedAt: dateTimeSchema,
})
export type NdaAcceptance = z.infer<typeof ndaAcceptanceSchema>

/** PUT /api/my/offers/:id/deal-terms. */
export const dealTermsSchema = z
  .object({
    requiresNda: z.boolean({ error: 'Uveďte, zda nabídka vyžaduje dohodu o mlčenlivosti.' }),
    requiresApproval: z.boolean({ error: 'Uveďte, zda schvalujete každého investora.' }),
  })
  .strict()
export type DealTerms = z.infer<typeof dealTermsSchema>

/** One investor as the owner's access list shows them. */
export const ownerAccessItemSchema = z.object({
  /** The request, or null for an NDA acceptance without a request (an offer without approval). */
  requestId: uuidSchema.nullable(),
  investor: threadPartySchema,
  status: accessRequestStatusSchema.nullable(),
  amount: z.number().int().nullable(),
  createdAt: dateTimeSchema,
  expiresAt: dateTimeSchema.nullable(),
  ndaAcceptance: ndaAcceptanceSchema.nullable(),
})
export type OwnerAccessItem = z.infer<typeof ownerAccessItemSchema>
/** GET /api/my/offers/:id/access: the terms and every investor who accepted the NDA or asked for access. */
export const ownerAccessResponseSchema = z.object({
  terms: dealTermsSchema,
  items: z.array(ownerAccessItemSchema),
})
export type OwnerAccessResponse = z.infer<typeof ownerAccessResponseSchema>

export const accessRequestParamsSchema = z.object({ id: offerIdParamSchema, requestId: uuidSchema })
/** POST /api/my/offers/:id/access-requests/:requestId. */
export const accessDecisionRequestSchema = z
  .object({
    decision: z.enum(['APPROVE', 'REFUSE'], { error: 'Rozhodněte prosím: schválit, nebo zamítnout.' }),
  })
  .strict()
export type AccessDecisionRequest = z.infer<typeof accessDecisionRequestSchema>
