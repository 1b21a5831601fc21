import { offerIdParamSchema, USER_NOT_FOUND } from '@rg/domain/fields'
import { BAD_NOTE_OFFER_ID, NOTE_NOT_ALLOWED_MESSAGE, type Note } from '@rg/domain/notes'
import { OFFER_NOT_FOUND, visibleOfferFields } from '@rg/domain/offers'
import { isAdmin } from '@rg/domain/roles'
import { findAccount, type MockAccount, type MockStore } from '../store.ts'
import { mockOwnContact } from './contacts.ts'
import { fail, type MockOutcome, mockRoute, ok, refused } from './mock-route.ts'
import { noteKey, mockNotes as notes } from './notes-store.ts'
import { relationOf, visibleOffer } from './offer-data.ts'

/**
 * The server's rules (docs/decisions/0700-notepad.md): a listing the requester does not see is a 404, one they do
 * not see in full (its private part, visibleOfferFields) a 403; a contact must be the requester's own; a user note
 * is an admin's.
 */
function refusal(
  store: MockStore,
  account: MockAccount,
  kind: Note['kind'],
  targetId: string,
): MockOutcome<never> | null {
  if (kind === 'USER') {
    // an admin's private note about a user (docs/decisions/0982-admin-user-notes.md)
    return isAdmin(account.user.role) && findAccount(store, { id: targetId }) ? null : refused(USER_NOT_FOUND)
  }
  if (kind === 'CONTACT') {
    return mockOwnContact(store, account, targetId) ? null : fail(404, 'not_found', 'Kontakt nebyl nalezen.')
  }
  const id = offerIdParamSchema.safeParse(targetId)
  if (!id.success) return refused(BAD_NOTE_OFFER_ID)
  const offer = visibleOffer(store, id.data, account)
  if (!offer) return refused(OFFER_NOT_FOUND)
  const inFull = visibleOfferFields(offer, relationOf(offer, account)).has('privDescription')
  return offer.kind === 'LISTING' && inFull ? null : fail(403, 'note_not_allowed', NOTE_NOT_ALLOWED_MESSAGE)
}

/** GET and PUT /api/notes: the notepad, one private note per user per listing. */
export function notepadHandlers(store: MockStore) {
  const key = (account: MockAccount, kind: Note['kind'], targetId: string) =>
    noteKey(account.user.id, kind, targetId)
  return {
    getNote: mockRoute(store, 'getNote', ({ input: { query }, account }) => {
      const { kind, targetId } = query
      const refused = refusal(store, account, kind, targetId)
      if (refused) return refused
      return ok(
        notes(store).get(key(account, kind, targetId)) ?? { kind, targetId, body: '', updatedAt: null },
      )
    }),

    saveNote: mockRoute(store, 'saveNote', ({ input: { body: input }, account }) => {
      const { kind, targetId, body } = input
      const refused = refusal(store, account, kind, targetId)
      if (refused) return refused
      const note: Note = { kind, targetId, body, updatedAt: store.now().toISOString() }
      notes(store).set(key(account, kind, targetId), note)
      return ok(note)
    }),
  }
}
