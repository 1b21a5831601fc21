import { endpointUrl } from '@rg/domain/contract'
import { uniqueTags } from '@rg/domain/crm'
import {
  DEFAULT_DOCUMENT_QUOTA_BYTES,
  DOCUMENT_NAME_TOO_LONG,
  fileExtension,
  parseDocumentTags,
  type UserDocument,
} from '@rg/domain/uploads'
import { HttpResponse } from 'msw'
import type { MockAccount, MockStore } from '../store.ts'
import { fail, mockRoute, ok, refused } from './mock-route.ts'
import { uploadedFile } from './my-offers.ts'
import { editOffer, ownOffer } from './offer-data.ts'
import { setStoredDocuments, storageRoom, storedDocuments, usedStorageBytes } from './storage-quota.ts'

/*
 * /api/documents in the mock: each user's private store kept beside the store, the same checks and Czech refusals as
 * the server's services/documents (type by content, the account's quota, nobody else's document: 404).
 */

const documents = storedDocuments

/** Seeds a user's documents (stories: a store with files, or almost full). */
export function setMockDocuments(store: MockStore, ownerId: string, docs: UserDocument[]) {
  setStoredDocuments(store, [
    ...documents(store).filter((d) => d.ownerId !== ownerId),
    ...docs.map((doc) => ({ ownerId, doc, bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') })),
  ])
}

const NOT_FOUND = () => fail(404, 'not_found', 'Dokument nebyl nalezen.')
const own = (store: MockStore, account: MockAccount, id: string) =>
  documents(store).find((d) => d.ownerId === account.user.id && d.doc.id === id)
const mine = (store: MockStore, account: MockAccount) =>
  documents(store)
    .filter((d) => d.ownerId === account.user.id)
    .sort((a, b) => b.doc.createdAt.localeCompare(a.doc.createdAt))

export function documentHandlers(store: MockStore, quotaBytes = DEFAULT_DOCUMENT_QUOTA_BYTES) {
  return {
    listDocuments: mockRoute(store, 'listDocuments', ({ account }) => {
      const list = mine(store, account)
      return ok({
        items: list.map((d) => d.doc),
        usedBytes: usedStorageBytes(store, account),
        quotaBytes,
      })
    }),

    uploadDocument: mockRoute(store, 'uploadDocument', async ({ input, account }) => {
      const tags = parseDocumentTags(input.body.getAll('tags'))
      if (!tags.ok) return fail(400, 'validation_failed', tags.message)
      const file = await uploadedFile(input.body, 'document')
      if (!file.ok) return file
      const room = storageRoom(store, account, file.value.size, quotaBytes)
      if (!room.ok) return room
      const id = crypto.randomUUID()
      const now = store.now().toISOString()
      const doc: UserDocument = {
        id,
        name: file.value.name.normalize('NFC').slice(0, 200),
        tags: uniqueTags(tags.tags),
        sizeBytes: file.value.size,
        mimeType: file.value.type || 'application/octet-stream',
        url: endpointUrl('downloadDocument', { params: { id } }),
        createdAt: now,
        updatedAt: now,
      }
      documents(store).push({
        ownerId: account.user.id,
        doc,
        bytes: new Uint8Array(await file.value.arrayBuffer()),
      })
      return ok(doc, 201)
    }),

    downloadDocument: mockRoute(store, 'downloadDocument', ({ input, account }) => {
      const found = own(store, account, input.params.id)
      if (!found) return NOT_FOUND()
      return new HttpResponse(found.bytes as Uint8Array<ArrayBuffer>, {
        headers: {
          'content-type': found.doc.mimeType,
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(found.doc.name)}`,
        },
      })
    }),

    updateDocument: mockRoute(store, 'updateDocument', ({ input, account }) => {
      const found = own(store, account, input.params.id)
      if (!found) return NOT_FOUND()
      let name = found.doc.name
      if (input.body.name !== undefined) {
        const ext = fileExtension(found.doc.name)
        name = ext && fileExtension(input.body.name) !== ext ? `${input.body.name}${ext}` : input.body.name
        if (name.length > 200) return refused(DOCUMENT_NAME_TOO_LONG)
      }
      const tags = input.body.tags === undefined ? found.doc.tags : uniqueTags(input.body.tags)
      found.doc = { ...found.doc, name, tags, updatedAt: store.now().toISOString() }
      return ok(found.doc)
    }),

    deleteDocument: mockRoute(store, 'deleteDocument', ({ input, account }) => {
      const found = own(store, account, input.params.id)
      if (!found) return NOT_FOUND()
      setStoredDocuments(
        store,
        documents(store).filter((d) => d !== found),
      )
      return ok({ ok: true as const })
    }),

    attachStoredDocument: mockRoute(store, 'attachStoredDocument', ({ input, account }) => {
      const found = own(store, account, input.body.documentId)
      if (!found) return NOT_FOUND()
      const offer = ownOffer(store, account, input.params.id)
      if (!offer.ok) return offer
      // the copy counts towards the quota too
      const room = storageRoom(store, account, found.doc.sizeBytes, quotaBytes)
      if (!room.ok) return room
      const id = crypto.randomUUID()
      const doc = {
        id,
        name: found.doc.name,
        sizeBytes: found.doc.sizeBytes,
        mimeType: found.doc.mimeType,
        url: endpointUrl('downloadOfferDocument', { params: { id: offer.value.id, documentId: id } }),
      }
      const edited = editOffer(store, offer.value, account, { documentAdded: [null, doc.name] }, () => {
        offer.value.documents.push(doc)
      })
      return edited.ok ? ok(doc, 201) : edited
    }),
  }
}
