import { z } from 'zod'
import { offerIdSchema } from '../fields/fields.schema.ts'
import { offerTeaserSchema } from '../offers/offers-api.schema.ts'

/**
 * GET /api/favourites: the favourites the user still sees (newest first) and the ids of all of them, also those
 * withdrawn meanwhile, so every heart on a card or a detail knows its state from one call.
 */
export const favouriteListResponseSchema = z.object({
  items: z.array(offerTeaserSchema),
  ids: z.array(offerIdSchema),
})
export type FavouriteListResponse = z.infer<typeof favouriteListResponseSchema>

/** PUT and DELETE /api/favourites/:id: the heart's state afterwards. */
export const favouriteStateSchema = z.object({
  offerId: offerIdSchema,
  favourite: z.boolean(),
})
export type FavouriteState = z.infer<typeof favouriteStateSchema>

/** GET /api/offers/:id/similar: a few published offers like it. */
export const similarOffersResponseSchema = z.object({ items: z.array(offerTeaserSchema) })
export type SimilarOffersResponse = z.infer<typeof similarOffersResponseSchema>
