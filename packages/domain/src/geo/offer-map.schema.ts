import { z } from 'zod'
import { offerIdSchema } from '../fields/fields.schema.ts'
import { regionSchema } from '../offers/offer.schema.ts'
import { offerListQuerySchema } from '../offers/offers-api.schema.ts'

/** GET /api/offers/map: the browse filters (page, page size and sort are ignored). */
export const offerMapQuerySchema = offerListQuerySchema
export type OfferMapQueryInput = z.input<typeof offerMapQuerySchema>

export const mapPinSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  count: z.number().int().min(1),
  /** The offer, when the pin is one offer. */
  offerId: offerIdSchema.nullable(),
  name: z.string().nullable(),
})
export type MapPinData = z.infer<typeof mapPinSchema>

/**
 * Per region (ISO 3166-2) the offers that match every filter but the region one, so each region shows what clicking it
 * would list; the pins of those in the selected regions (all when none is selected) whose city the gazetteer knows,
 * clustered on a grid; `unplaced`: offers counted in a region but without a pin (docs/decisions/1571-map-of-regions.md).
 */
export const offerMapResponseSchema = z.object({
  regions: z.array(z.object({ region: regionSchema, count: z.number().int().min(0) })),
  pins: z.array(mapPinSchema),
  unplaced: z.number().int().min(0),
})
export type OfferMapResponse = z.infer<typeof offerMapResponseSchema>
