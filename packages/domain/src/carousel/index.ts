/* @rg/domain/carousel: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { CAROUSEL, carouselLayout, carouselReducer, houseShape, INITIAL_CAROUSEL_STATE } from './carousel.ts'
export { LOGO_WIDTH } from './logo.ts'
