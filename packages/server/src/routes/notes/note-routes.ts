import type { Database } from '../../db/database.ts'
import { getNote, saveNote } from '../../services/notes/note-service.ts'
import { defineRoute } from '../define-route.ts'

/** The notepad: a user's private note on a listing or a contact. */
export function noteRoutes(db: Database) {
  return [
    defineRoute('getNote', ({ claims, input }) => getNote(db, claims, input.query)),
    defineRoute('saveNote', ({ claims, input }) => saveNote(db, claims, input.body)),
  ]
}
