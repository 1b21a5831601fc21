import { z } from 'zod'
import { calendarDateSchema, czkSchema, dateTimeSchema, offerIdSchema } from '../fields/fields.schema.ts'
import { offerCategorySchema, offerKindSchema, regionSchema } from '../offers/offer.schema.ts'
import { tierSchema } from '../profile/user.schema.ts'

/*
 * The owner's deal room (docs/product/deal-room.md): demand (watchdogs and preference profiles an offer or a draft
 * would match, counts only), per-day analytics of an own offer, and its leads.
 */

/** POST /api/my/offers/demand: the draft as it stands; every field may still be empty. Texts are bounded. */
export const draftDemandRequestSchema = z.object({
  kind: offerKindSchema,
  category: offerCategorySchema.nullable().default(null),
  region: regionSchema.nullable().default(null),
  pubPrice: czkSchema.nullable().default(null),
  pubName: z.string().max(120, 'Název je příliš dlouhý.').default(''),
  pubNameSecondary: z.string().max(160, 'Podtitul je příliš dlouhý.').nullable().default(null),
  pubKeywords: z
    .array(z.string().max(60, 'Klíčové slovo je příliš dlouhé.'))
    .max(50, 'Nejvýše 50 klíčových slov.')
    .default([]),
  pubDescription: z.string().max(10_000, 'Popis je příliš dlouhý.').nullable().default(null),
  city: z.string().max(100, 'Město je příliš dlouhé.').nullable().default(null),
})
export type DraftDemandRequest = z.input<typeof draftDemandRequestSchema>
export type DraftDemandInput = z.output<typeof draftDemandRequestSchema>

/** How many active watchdogs and investor preference profiles match; never who. */
export const demandSchema = z.object({
  watchdogs: z.number().int().min(0),
  preferenceProfiles: z.number().int().min(0),
})
export type Demand = z.infer<typeof demandSchema>

const count = z.number().int().min(0)
export const statsCountsSchema = z.object({
  impressions: count,
  views: count,
  unlocks: count,
  favourites: count,
})
export type StatsCounts = z.infer<typeof statsCountsSchema>

/** One Prague calendar day of the 30-day chart. */
export const statsDaySchema = statsCountsSchema.extend({ day: calendarDateSchema })
export type StatsDay = z.infer<typeof statsDaySchema>

/** How many days the chart shows (today included). */
export const STATS_DAYS = 30

/** GET /api/my/offers/:id/stats: the owner's (or an admin's) analytics of one offer. */
export const offerStatsSchema = z.object({
  offerId: offerIdSchema,
  today: statsCountsSchema,
  /** Over the 30 days of the chart. */
  last30: statsCountsSchema,
  demand: demandSchema,
  /** STATS_DAYS days, oldest first, the last one today. */
  days: z.array(statsDaySchema).max(STATS_DAYS),
})
export type OfferStats = z.infer<typeof offerStatsSchema>

/** One investor who unlocked the offer; name and contact only while they share them. */
export const offerLeadSchema = z.object({
  /** Stable per offer: "Investor č. 7". */
  investorNo: z.number().int().positive(),
  unlockedAt: dateTimeSchema,
  verified: z.boolean(),
  tier: tierSchema,
  shared: z.boolean(),
  /** The unlock's credits went back (docs/product/credits.md "Fair credits"). */
  refunded: z.boolean(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
})
export type OfferLead = z.infer<typeof offerLeadSchema>

/** How many leads one answer holds at most (newest first); `truncated` says more exist. */
export const MAX_LEADS = 1000
export const offerLeadListSchema = z.object({
  items: z.array(offerLeadSchema).max(MAX_LEADS),
  truncated: z.boolean(),
})
export type OfferLeadList = z.infer<typeof offerLeadListSchema>
