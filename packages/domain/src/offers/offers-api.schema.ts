import { z } from 'zod'
import {
  csvListSchema,
  czkQuerySchema,
  czkSchema,
  dateTimeSchema,
  offerIdSchema,
  optionalText,
  orNull,
  pageQuerySchema,
  paginatedSchema,
  pscSchema,
  requiredText,
  uuidSchema,
} from '../fields/fields.schema.ts'
import { MAX_PHOTOS_PER_LISTING } from '../uploads/upload-rules.ts'
import {
  offerActionSchema,
  offerCategorySchema,
  offerKindSchema,
  offerStatusSchema,
  regionSchema,
} from './offer.schema.ts'
import { isCategoryOfKind } from './offer-catalogue.ts'

export const offerPhotoSchema = z.object({
  id: uuidSchema,
  /** Through the image-transform path; the client adds width, height, format and quality. */
  url: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** The stored file's size, so the owner's upload list can say it. */
  sizeBytes: z.number().int().positive(),
  position: z.number().int().min(0),
  /** The uploaded file's name, for its owner and admins only (photoNamesVisible); null for everyone else. */
  name: z.string().nullable(),
})
export type OfferPhoto = z.infer<typeof offerPhotoSchema>

export const offerDocumentSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  sizeBytes: z.number().int().positive(),
  mimeType: z.string(),
  /** Short-lived signed download URL; only ever sent to viewers allowed to see the private part. */
  url: z.string(),
})
export type OfferDocument = z.infer<typeof offerDocumentSchema>

/** docs/product/notifications.md: the owner's avatar, name, company, phone, e-mail and a verified badge. */
export const businessCardSchema = z.object({
  userId: uuidSchema,
  name: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
})
export type BusinessCard = z.infer<typeof businessCardSchema>

/** TEASER_FIELDS, plus what the viewer's own state adds (has this viewer unlocked it, do they own it). */
export const offerTeaserSchema = z.object({
  id: offerIdSchema,
  kind: offerKindSchema,
  status: offerStatusSchema,
  category: offerCategorySchema,
  pubName: z.string(),
  pubNameSecondary: z.string().nullable(),
  pubKeywords: z.array(z.string()),
  city: z.string().nullable(),
  region: regionSchema.nullable(),
  pubDescription: z.string().nullable(),
  /** Whole CZK; null shows "Cena na dotaz". */
  pubPrice: z.number().int().min(0).nullable(),
  photos: z.array(offerPhotoSchema),
  publishedAt: dateTimeSchema.nullable(),
  unlocked: z.boolean(),
  isOwn: z.boolean(),
})
export type OfferTeaser = z.infer<typeof offerTeaserSchema>

/**
 * GET /api/offers/:id. The fields beyond the teaser are present only when visibleOfferFields grants them: an
 * absent key means "not for you", never "empty" (an empty value is null or []).
 */
export const offerDetailSchema = offerTeaserSchema.extend({
  privDescription: z.string().nullable().optional(),
  street: z.string().nullable().optional(),
  postcode: z.string().nullable().optional(),
  documents: z.array(offerDocumentSchema).optional(),
  businessCard: businessCardSchema.nullable().optional(),
  ownerId: uuidSchema.optional(),
  createdAt: dateTimeSchema.optional(),
  updatedAt: dateTimeSchema.optional(),
  viewCount: z.number().int().min(0).optional(),
  unlockCount: z.number().int().min(0).optional(),
  rejectionReason: z.string().nullable().optional(),
})
export type OfferDetail = z.infer<typeof offerDetailSchema>

export const OFFER_SORTS = ['newest', 'price-asc', 'price-desc'] as const
export const OFFER_SORT_LABELS: Readonly<Record<(typeof OFFER_SORTS)[number], string>> = {
  newest: 'Nejnovější',
  'price-asc': 'Od nejlevnějších',
  'price-desc': 'Od nejdražších',
}
export const offerSortSchema = z.enum(OFFER_SORTS, { error: 'Neznámé řazení.' })
export type OfferSort = z.infer<typeof offerSortSchema>

const priceRangeMessage = 'Cena od nesmí být vyšší než cena do.'
function priceRangeOk(v: {
  priceFrom?: number | null | undefined
  priceTo?: number | null | undefined
}): boolean {
  return v.priceFrom == null || v.priceTo == null || v.priceFrom <= v.priceTo
}

/** GET /api/offers: published offers (teasers) with filters, sort and pages; visitors get the same list. */
export const offerListQuerySchema = pageQuerySchema
  .extend({
    kind: offerKindSchema.default('LISTING'),
    q: z.string().trim().max(200, 'Hledaný text je příliš dlouhý.').optional(),
    categories: csvListSchema(offerCategorySchema),
    regions: csvListSchema(regionSchema),
    priceFrom: czkQuerySchema.optional(),
    priceTo: czkQuerySchema.optional(),
    sort: offerSortSchema.default('newest'),
  })
  .refine(priceRangeOk, { message: priceRangeMessage, path: ['priceTo'] })
export type OfferListQuery = z.infer<typeof offerListQuerySchema>
export type OfferListQueryInput = z.input<typeof offerListQuerySchema>

/** totalCapped: more than `total` results match (the count stops at BROWSE_COUNT_CAP, docs/decisions/0852). */
export const offerListResponseSchema = paginatedSchema(offerTeaserSchema).extend({
  totalCapped: z.boolean().optional(),
})
export type OfferListResponse = z.infer<typeof offerListResponseSchema>

/** A row of "my offers" and of the admin queue: teaser plus the management numbers. */
export const offerSummarySchema = offerTeaserSchema.extend({
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  viewCount: z.number().int().min(0),
  unlockCount: z.number().int().min(0),
  rejectionReason: z.string().nullable(),
  owner: z.object({ id: uuidSchema, name: z.string(), email: z.string() }).optional(),
})
export type OfferSummary = z.infer<typeof offerSummarySchema>

/** GET /api/my/offers and GET /api/admin/offers. */
export const manageOfferListQuerySchema = pageQuerySchema.extend({
  kind: offerKindSchema.optional(),
  statuses: csvListSchema(offerStatusSchema),
  q: z.string().trim().max(200, 'Hledaný text je příliš dlouhý.').optional(),
})
export type ManageOfferListQuery = z.infer<typeof manageOfferListQuerySchema>
export const offerSummaryListResponseSchema = paginatedSchema(offerSummarySchema)
export type OfferSummaryListResponse = z.infer<typeof offerSummaryListResponseSchema>

/** The form of docs/product/screens-and-limits.md "Data" (photos and documents are uploaded separately). */
const offerFormFields = {
  category: offerCategorySchema,
  pubName: requiredText('Vyplňte název nabídky.', 120),
  pubNameSecondary: optionalText(160),
  pubKeywords: z
    .array(
      z.string().trim().min(1, 'Klíčové slovo nesmí být prázdné.').max(60, 'Klíčové slovo je příliš dlouhé.'),
    )
    .max(50, 'Nejvýše 50 klíčových slov.'),
  pubDescription: optionalText(10_000),
  /** null = "Cena na dotaz". */
  pubPrice: czkSchema.nullable(),
  privDescription: optionalText(20_000),
  street: optionalText(200),
  city: optionalText(100),
  postcode: orNull(pscSchema),
  region: orNull(regionSchema),
}

/** POST /api/my/offers: creates a DRAFT; the category must belong to the kind. */
export const offerCreateRequestSchema = z
  .object({
    kind: offerKindSchema,
    ...offerFormFields,
    pubKeywords: offerFormFields.pubKeywords.default([]),
    pubPrice: offerFormFields.pubPrice.default(null),
  })
  .refine((v) => isCategoryOfKind(v.kind, v.category), {
    message: 'Kategorie nepatří k tomuto druhu nabídky.',
    path: ['category'],
  })
export type OfferCreateRequest = z.input<typeof offerCreateRequestSchema>

/**
 * PATCH /api/my/offers/:id: any subset of the form; a missing key stays unchanged (no defaults here). Editing a
 * PUBLISHED or PAUSED offer sends it back to PENDING.
 */
export const offerUpdateRequestSchema = z.object(offerFormFields).partial()
export type OfferUpdateRequest = z.input<typeof offerUpdateRequestSchema>

/** POST /api/offers/:id/transition; also used by POST /api/my/offers/:id/submit with action 'submit'. */
export const offerTransitionRequestSchema = z
  .object({
    action: offerActionSchema.exclude(['edit']),
    reason: z.string().trim().max(2000, 'Důvod je příliš dlouhý.').optional(),
  })
  .refine((v) => v.action !== 'reject' || (v.reason ?? '') !== '', {
    message: 'Uveďte prosím důvod zamítnutí.',
    path: ['reason'],
  })
export type OfferTransitionRequest = z.infer<typeof offerTransitionRequestSchema>

/**
 * POST /api/admin/offers/:id/take-down: the operator pauses or closes an offer on the market with a reason the owner
 * is told (docs/decisions/1351).
 */
export const offerTakedownRequestSchema = z.object({
  action: z.enum(['pause', 'close'], { error: 'Vyberte, zda nabídku pozastavit, nebo uzavřít.' }),
  reason: requiredText('Uveďte prosím důvod, který uvidí vlastník.', 1000),
})
export type OfferTakedownRequest = z.infer<typeof offerTakedownRequestSchema>

export const offerTransitionResponseSchema = z.object({
  id: offerIdSchema,
  status: offerStatusSchema,
  rejectionReason: z.string().nullable(),
})
export type OfferTransitionResponse = z.infer<typeof offerTransitionResponseSchema>

/** POST /api/offers/:id/unlock: `charged` is 50 the first time and 0 on a repeat. */
export const unlockResponseSchema = z.object({
  offerId: offerIdSchema,
  charged: z.number().int().min(0),
  balance: z.number().int(),
  offer: offerDetailSchema,
})
export type UnlockResponse = z.infer<typeof unlockResponseSchema>

/** PUT /api/my/offers/:id/photos/order: the photo ids in their new order. */
export const photoOrderRequestSchema = z.object({
  ids: z.array(uuidSchema).max(MAX_PHOTOS_PER_LISTING, `Nejvýše ${MAX_PHOTOS_PER_LISTING} fotografií.`),
})
export type PhotoOrderRequest = z.infer<typeof photoOrderRequestSchema>

export const reviewSchema = z.object({
  id: uuidSchema,
  offerId: offerIdSchema,
  author: z.object({ id: uuidSchema, name: z.string(), avatarUrl: z.string().nullable() }),
  stars: z.number().int().min(1).max(5),
  body: z.string().nullable(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
})
export type Review = z.infer<typeof reviewSchema>

/** GET /api/offers/:id/reviews. */
export const reviewListResponseSchema = z.object({
  items: z.array(reviewSchema),
  /** Null without reviews. */
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
  /** Whether the viewer may write (or edit) their review now. */
  canReview: z.boolean(),
})
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>

/** PUT /api/offers/:id/reviews/mine: one review per user per offer, so writing twice edits it. */
export const reviewUpsertRequestSchema = z.object({
  stars: z
    .number({ error: 'Vyberte počet hvězdiček.' })
    .int('Vyberte počet hvězdiček.')
    .min(1, 'Hodnocení je 1 až 5 hvězdiček.')
    .max(5, 'Hodnocení je 1 až 5 hvězdiček.'),
  body: optionalText(2000),
})
export type ReviewUpsertRequest = z.input<typeof reviewUpsertRequestSchema>

export const OFFER_HISTORY_ACTIONS = [
  'create',
  'edit',
  'submit',
  'approve',
  'reject',
  'pause',
  'resume',
  'close',
] as const

/** GET /api/offers/:id/history (owner and admins). */
export const offerHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(OFFER_HISTORY_ACTIONS),
  actor: z.object({ id: uuidSchema, name: z.string() }).nullable(),
  fromStatus: offerStatusSchema.nullable(),
  toStatus: offerStatusSchema.nullable(),
  /** Field name → [before, after]; private fields included, this is only for the owner and admins. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  reason: z.string().nullable(),
  createdAt: dateTimeSchema,
})
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntrySchema>
export const offerHistoryResponseSchema = z.object({ items: z.array(offerHistoryEntrySchema) })
export type OfferHistoryResponse = z.infer<typeof offerHistoryResponseSchema>
