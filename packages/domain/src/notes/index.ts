/* @rg/domain/notes: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { BAD_NOTE_OFFER_ID } from './note-refusals.ts'
