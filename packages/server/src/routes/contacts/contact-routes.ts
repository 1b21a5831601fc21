import type { Database } from '../../db/database.ts'
import {
  createColdCall,
  deleteColdCall,
  listColdCalls,
  logCall,
  updateColdCall,
} from '../../services/contacts/cold-call-service.ts'
import {
  createContact,
  deleteContact,
  getContact,
  importContacts,
  listContacts,
  updateContact,
} from '../../services/contacts/contact-service.ts'
import { defineRoute } from '../define-route.ts'

/** The address book: the requester's own contacts only (docs/decisions/1040-crm-private.md). */
export function contactRoutes(db: Database) {
  return [
    defineRoute('listContacts', ({ claims, input }) => listContacts(db, claims, input.query)),
    defineRoute('createContact', ({ claims, input }) => createContact(db, claims, input.body)),
    defineRoute('getContact', ({ claims, input }) => getContact(db, claims, input.params.id)),
    defineRoute('updateContact', ({ claims, input }) =>
      updateContact(db, claims, input.params.id, input.body),
    ),
    defineRoute('deleteContact', ({ claims, input }) => deleteContact(db, claims, input.params.id)),
    defineRoute('importContacts', ({ claims, input }) => importContacts(db, claims, input.body)),
  ]
}

/** The call list over the requester's contacts. */
export function coldCallRoutes(db: Database) {
  return [
    defineRoute('listColdCalls', ({ claims, input }) => listColdCalls(db, claims, input.query)),
    defineRoute('createColdCall', ({ claims, input }) => createColdCall(db, claims, input.body)),
    defineRoute('updateColdCall', ({ claims, input }) =>
      updateColdCall(db, claims, input.params.id, input.body),
    ),
    defineRoute('deleteColdCall', ({ claims, input }) => deleteColdCall(db, claims, input.params.id)),
    defineRoute('logCall', ({ claims, input }) => logCall(db, claims, input.params.id, input.body)),
  ]
}
