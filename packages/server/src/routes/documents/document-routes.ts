import type { Database } from '../../db/database.ts'
import { attachment } from '../../http.ts'
import {
  attachToOffer,
  deleteDocument,
  listDocuments,
  readDocument,
  updateDocument,
  uploadDocument,
} from '../../services/documents/document-store.ts'
import type { Storage } from '../../storage/storage.ts'
import { defineRoute } from '../define-route.ts'

/** /api/documents: the verified user's private document store, and attaching one to their own offer. */
export function documentRoutes({
  db,
  storage,
  quotaBytes,
}: {
  db: Database
  storage: Storage
  quotaBytes: number
}) {
  return [
    defineRoute('listDocuments', ({ claims }) => listDocuments(db, claims, quotaBytes)),
    defineRoute('uploadDocument', ({ claims, input }) =>
      uploadDocument(db, storage, claims, input.body, quotaBytes),
    ),
    defineRoute('downloadDocument', async ({ c, claims, input }) => {
      const doc = await readDocument(db, storage, claims, input.params.id)
      if (!doc.ok) return doc
      return attachment(c, doc.value)
    }),
    defineRoute('updateDocument', ({ claims, input }) =>
      updateDocument(db, claims, input.params.id, input.body),
    ),
    defineRoute('deleteDocument', ({ claims, input }) =>
      deleteDocument(db, storage, claims, input.params.id),
    ),
    defineRoute('attachStoredDocument', ({ claims, input }) =>
      attachToOffer(db, storage, claims, input.params.id, input.body.documentId, quotaBytes),
    ),
  ]
}
