import type { Database } from '../../db/database.ts'
import { listManaged } from '../../services/offers/offer-browse.ts'
import {
  addDocument,
  addPhoto,
  removeDocument,
  removePhoto,
  reorderPhotos,
} from '../../services/offers/offer-files.ts'
import { createOffer, editOffer, submitOffer } from '../../services/offers/offer-lifecycle.ts'
import type { Storage } from '../../storage/storage.ts'
import { defineRoute } from '../define-route.ts'

/** My offers (verified users and admins): list, create, edit, submit, photos and documents. */
export function myOfferRoutes({
  db,
  storage,
  quotaBytes,
}: {
  db: Database
  storage: Storage
  /** The account's storage quota, which offer photos and documents count towards (services/storage-quota.ts). */
  quotaBytes: number
}) {
  return [
    defineRoute('listMyOffers', ({ claims, input }) => listManaged(db, claims, input.query, 'mine')),
    defineRoute('createOffer', ({ claims, input }) => createOffer(db, claims, input.body)),
    defineRoute('updateOffer', ({ claims, input }) => editOffer(db, claims, input.params.id, input.body)),
    defineRoute('submitOffer', ({ claims, input }) => submitOffer(db, claims, input.params.id)),
    defineRoute('uploadOfferPhoto', ({ claims, input }) =>
      addPhoto(db, storage, claims, input.params.id, input.body, quotaBytes),
    ),
    defineRoute('reorderOfferPhotos', ({ claims, input }) =>
      reorderPhotos(db, claims, input.params.id, input.body),
    ),
    defineRoute('deleteOfferPhoto', ({ claims, input }) =>
      removePhoto(db, storage, claims, input.params.id, input.params.photoId),
    ),
    defineRoute('uploadOfferDocument', ({ claims, input }) =>
      addDocument(db, storage, claims, input.params.id, input.body, quotaBytes),
    ),
    defineRoute('deleteOfferDocument', ({ claims, input }) =>
      removeDocument(db, storage, claims, input.params.id, input.params.documentId),
    ),
  ]
}
