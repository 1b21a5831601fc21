import { endpointUrl } from '@rg/domain/contract'
import {
  CATEGORY_OF_OTHER_KIND,
  DOCUMENT_NOT_FOUND,
  isCategoryOfKind,
  MAX_UNPUBLISHED_OFFERS,
  NO_FILE_CHOSEN,
  PHOTO_NOT_FOUND,
  PHOTO_ORDER_INCOMPLETE,
  UNPUBLISHED_LIMIT_REACHED,
  UNPUBLISHED_STATUSES,
} from '@rg/domain/offers'
import {
  checkFileContent,
  DEFAULT_DOCUMENT_QUOTA_BYTES,
  type UploadKind,
  validatePhotoCount,
  validateUpload,
} from '@rg/domain/uploads'
import type { MockOffer } from '../fixtures/offers.ts'
import type { MockAccount, MockStore } from '../store.ts'
import { fail, type MockOutcome, mockRoute, ok, pageOf, refused } from './mock-route.ts'
import {
  addOffer,
  detailOf,
  editOffer,
  matchesManageQuery,
  mockOffers,
  ownOffer,
  summaryOf,
  transition,
} from './offer-data.ts'
import { storageRoom } from './storage-quota.ts'

/** The "file" field of an upload, through the same rules as the server (validateUpload, checkFileContent). */
export async function uploadedFile(form: FormData, kind: UploadKind): Promise<MockOutcome<File>> {
  const file = form.get('file')
  if (!(file instanceof File)) return refused(NO_FILE_CHOSEN)
  const check = validateUpload(kind, file)
  if (!check.ok) return fail(check.code === 'size' ? 413 : 400, check.code, check.message)
  const content = checkFileContent(kind, file.name, new Uint8Array(await file.slice(0, 4096).arrayBuffer()))
  return content.ok ? ok(file) : fail(400, content.code, content.message)
}

/** The owner's offer and, for uploads, the checked file: whatever refuses first answers. */
async function ownUpload(
  store: MockStore,
  account: MockAccount,
  id: number,
  form: FormData,
  kind: UploadKind,
): Promise<MockOutcome<{ offer: MockOffer; file: File }>> {
  const own = ownOffer(store, account, id)
  if (!own.ok) return own
  const file = await uploadedFile(form, kind)
  return file.ok ? ok({ offer: own.value, file: file.value }) : file
}

/** My offers (verified users): list, create, edit, submit, photos and documents. */
export function myOfferHandlers(store: MockStore, quotaBytes = DEFAULT_DOCUMENT_QUOTA_BYTES) {
  /** An owner's edit planned on the offer (its changes and how to apply them), answering { ok: true }. */
  const editOwn = (
    account: MockAccount,
    id: number,
    plan: (o: MockOffer) => MockOutcome<{ changes: Record<string, [unknown, unknown]>; apply: () => void }>,
  ): MockOutcome<{ ok: true }> => {
    const own = ownOffer(store, account, id)
    if (!own.ok) return own
    const planned = plan(own.value)
    if (!planned.ok) return planned
    const edited = editOffer(store, own.value, account, planned.value.changes, planned.value.apply)
    return edited.ok ? ok({ ok: true as const }) : edited
  }
  return {
    listMyOffers: mockRoute(store, 'listMyOffers', ({ input: { query: q }, account }) => {
      const items = mockOffers(store)
        .filter((o) => o.ownerId === account.user.id && matchesManageQuery(o, q))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map((o) => summaryOf(store, o, account, false))
      return ok(pageOf(items, q.page, q.pageSize))
    }),

    createOffer: mockRoute(store, 'createOffer', ({ input: { body }, account }) => {
      const unpublished = mockOffers(store).filter(
        (o) =>
          o.ownerId === account.user.id && (UNPUBLISHED_STATUSES as readonly string[]).includes(o.status),
      ).length
      if (unpublished >= MAX_UNPUBLISHED_OFFERS) return refused(UNPUBLISHED_LIMIT_REACHED)
      const o = addOffer(store, account, body as Parameters<typeof addOffer>[2])
      return ok(detailOf(store, o, account), 201)
    }),

    updateOffer: mockRoute(store, 'updateOffer', ({ input, account }) => {
      const own = ownOffer(store, account, input.params.id)
      if (!own.ok) return own
      const o = own.value
      const target = o as unknown as Record<string, unknown>
      const changes: Record<string, [unknown, unknown]> = {}
      for (const [key, value] of Object.entries(input.body)) {
        if (value !== undefined && JSON.stringify(target[key] ?? null) !== JSON.stringify(value))
          changes[key] = [target[key] ?? null, value]
      }
      if (!Object.keys(changes).length) return ok(detailOf(store, o, account))
      const edited = editOffer(store, o, account, changes, () => {
        if (input.body.category !== undefined && !isCategoryOfKind(o.kind, input.body.category))
          return refused(CATEGORY_OF_OTHER_KIND)
        for (const [key, [, value]] of Object.entries(changes)) target[key] = value
      })
      return edited.ok ? ok(detailOf(store, o, account)) : edited
    }),

    submitOffer: mockRoute(store, 'submitOffer', ({ input, account }) => {
      const own = ownOffer(store, account, input.params.id)
      return own.ok ? transition(store, own.value, account, 'submit') : own
    }),

    uploadOfferPhoto: mockRoute(store, 'uploadOfferPhoto', async ({ input, account }) => {
      const upload = await ownUpload(store, account, input.params.id, input.body, 'image')
      if (!upload.ok) return upload
      const { offer: o, file } = upload.value
      const count = validatePhotoCount(o.photos.length, 1)
      if (!count.ok) return fail(409, count.code, count.message)
      const room = storageRoom(store, account, file.size, quotaBytes)
      if (!room.ok) return room
      const photo = {
        id: crypto.randomUUID(),
        url: `listing-images/${o.id}/${crypto.randomUUID()}.jpg`,
        width: 960,
        height: 640,
        sizeBytes: file.size,
        position: o.photos.length,
        name: file.name.normalize('NFC').slice(0, 200),
      }
      const edited = editOffer(store, o, account, { photos: [o.photos.length, o.photos.length + 1] }, () => {
        o.photos.push(photo)
      })
      return edited.ok ? ok(photo, 201) : edited
    }),

    reorderOfferPhotos: mockRoute(store, 'reorderOfferPhotos', ({ input, account }) =>
      editOwn(account, input.params.id, (o) => {
        const before = o.photos.map((p) => p.id)
        const ids = input.body.ids
        if (
          ids.length !== before.length ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !before.includes(id))
        )
          return refused(PHOTO_ORDER_INCOMPLETE)
        return ok({
          changes: { photoOrder: [before, ids] },
          apply: () => {
            o.photos = ids.map((id, position) => ({
              ...(o.photos.find((p) => p.id === id) as MockOffer['photos'][number]),
              position,
            }))
          },
        })
      }),
    ),

    deleteOfferPhoto: mockRoute(store, 'deleteOfferPhoto', ({ input, account }) =>
      editOwn(account, input.params.id, (o) => {
        const { photoId } = input.params
        if (!o.photos.some((p) => p.id === photoId)) return refused(PHOTO_NOT_FOUND)
        return ok({
          changes: { photoRemoved: [photoId, null] },
          apply: () => {
            o.photos = o.photos.filter((p) => p.id !== photoId)
          },
        })
      }),
    ),

    uploadOfferDocument: mockRoute(store, 'uploadOfferDocument', async ({ input, account }) => {
      const upload = await ownUpload(store, account, input.params.id, input.body, 'document')
      if (!upload.ok) return upload
      const { offer: o, file } = upload.value
      const room = storageRoom(store, account, file.size, quotaBytes)
      if (!room.ok) return room
      const id = crypto.randomUUID()
      const doc = {
        id,
        name: file.name,
        sizeBytes: file.size,
        mimeType: file.type || 'application/octet-stream',
        url: endpointUrl('downloadOfferDocument', { params: { id: o.id, documentId: id } }),
      }
      const edited = editOffer(store, o, account, { documentAdded: [null, file.name] }, () => {
        o.documents.push(doc)
      })
      return edited.ok ? ok(doc, 201) : edited
    }),

    deleteOfferDocument: mockRoute(store, 'deleteOfferDocument', ({ input, account }) =>
      editOwn(account, input.params.id, (o) => {
        const doc = o.documents.find((d) => d.id === input.params.documentId)
        if (!doc) return refused(DOCUMENT_NOT_FOUND)
        return ok({
          changes: { documentRemoved: [doc.name, null] },
          apply: () => {
            o.documents = o.documents.filter((d) => d !== doc)
          },
        })
      }),
    ),
  }
}
