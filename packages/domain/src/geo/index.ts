/* @rg/domain/geo: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { type OfferMapResponse, offerMapResponseSchema } from './offer-map.schema.ts'
export { offerMapOf, type PlaceCount, singleOfferIds } from './offer-map.ts'
export { createGazetteer, type Gazetteer, type GazetteerRow } from './places.ts'
