/* @rg/domain/notes: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { BAD_NOTE_OFFER_ID } from './note-refusals.ts'
export {
  NOTE_MAX_LENGTH,
  NOTE_NOT_ALLOWED_MESSAGE,
  type Note,
  type NoteSaveRequest,
  noteSchema,
} from './notes.schema.ts'
