/* @rg/domain/discovery: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  type FavouriteListResponse,
  type FavouriteState,
  favouriteListResponseSchema,
  favouriteStateSchema,
  type SimilarOffersResponse,
  similarOffersResponseSchema,
} from './discovery.schema.ts'
export {
  compareIdsParam,
  MAX_COMPARE,
  parseCompareIds,
  SIMILAR_COUNT,
  suggestedSearchName,
  toggleCompare,
  watchdogFromSearch,
} from './discovery.ts'
export { MAX_FAVOURITES, OWN_OFFER_FAVOURITE, TOO_MANY_FAVOURITES } from './discovery-refusals.ts'
