/* @rg/domain/tours: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { idsToMarkViewed, stepsToShow, type TourStep } from './tours.ts'
