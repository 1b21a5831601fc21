import {
  isAdmin,
  NOTE_NOT_ALLOWED_MESSAGE,
  type Note,
  noteQuerySchema,
  noteSaveRequestSchema,
  offerIdParamSchema,
  safeParseCs,
} from '@rg/domain'
import { HttpResponse, http } from 'msw'
import type { MockAccount, MockStore } from '../store.ts'
import { mockOffers } from './offers.ts'
import {
  apiError,
  csrfRejected,
  currentAccount,
  jsonBody,
  unauthorized,
  validationFailed,
} from './respond.ts'

/** Saved notes per store (fresh for every story): `${userId}:${kind}:${targetId}`. */
const notesOf = new WeakMap<MockStore, Map<string, Note>>()
function notes(store: MockStore) {
  let map = notesOf.get(store)
  if (!map) {
    map = new Map()
    notesOf.set(store, map)
  }
  return map
}

/** Seed a saved note (stories: a notepad that already has text). */
export function setMockNote(store: MockStore, userId: string, note: Note) {
  notes(store).set(`${userId}:${note.kind}:${note.targetId}`, note)
}

/** The server's rules (docs/decisions/0700-notepad.md): 404 unseen, 403 not in full, no contacts in the mock. */
function refusal(store: MockStore, account: MockAccount, kind: 'LISTING' | 'CONTACT', targetId: string) {
  if (kind === 'CONTACT') return apiError(404, 'not_found', 'Kontakt nebyl nalezen.')
  const id = offerIdParamSchema.safeParse(targetId)
  if (!id.success) return apiError(400, 'bad_offer_id', 'Neplatné číslo nabídky.')
  const offer = mockOffers(store).find((o) => o.id === id.data)
  const userId = account.user.id
  const admin = isAdmin(account.user.role)
  const unlocked = offer?.unlockedBy.includes(userId) ?? false
  const own = offer?.ownerId === userId
  if (!offer || !(offer.status === 'PUBLISHED' || own || admin || unlocked))
    return apiError(404, 'not_found', 'Nabídka nebyla nalezena.')
  if (offer.kind !== 'LISTING' || !(own || admin || unlocked))
    return apiError(403, 'note_not_allowed', NOTE_NOT_ALLOWED_MESSAGE)
  return null
}

/** GET and PUT /api/notes: the notepad, one private note per user per listing. */
export function notepadHandlers(store: MockStore) {
  return {
    getNote: http.get('*/api/notes', ({ request, cookies }) => {
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const url = new URL(request.url)
      const parsed = safeParseCs(noteQuerySchema, Object.fromEntries(url.searchParams))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const { kind, targetId } = parsed.data
      const refused = refusal(store, account, kind, targetId)
      if (refused) return refused
      const saved = notes(store).get(`${account.user.id}:${kind}:${targetId}`)
      return HttpResponse.json<Note>(saved ?? { kind, targetId, body: '', updatedAt: null })
    }),

    saveNote: http.put('*/api/notes', async ({ request, cookies }) => {
      const csrf = csrfRejected(request, cookies)
      if (csrf) return csrf
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const parsed = safeParseCs(noteSaveRequestSchema, await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const { kind, targetId, body } = parsed.data
      const refused = refusal(store, account, kind, targetId)
      if (refused) return refused
      const note: Note = { kind, targetId, body, updatedAt: store.now().toISOString() }
      notes(store).set(`${account.user.id}:${kind}:${targetId}`, note)
      return HttpResponse.json(note)
    }),
  }
}
