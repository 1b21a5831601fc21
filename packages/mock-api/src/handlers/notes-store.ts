import type { Note } from '@rg/domain/notes'
import type { MockStore } from '../store.ts'

/** Saved notes per store (fresh for every story), keyed `${userId}:${kind}:${targetId}`: the notepad's and a contact's. */
const notesOf = new WeakMap<MockStore, Map<string, Note>>()

export function mockNotes(store: MockStore): Map<string, Note> {
  let map = notesOf.get(store)
  if (!map) {
    map = new Map()
    notesOf.set(store, map)
  }
  return map
}

export const noteKey = (userId: string, kind: Note['kind'], targetId: string) =>
  `${userId}:${kind}:${targetId}`

/** Seed a saved note (stories: a notepad that already has text; an imported contact's note). */
export function setMockNote(store: MockStore, userId: string, note: Note) {
  mockNotes(store).set(noteKey(userId, note.kind, note.targetId), note)
}
