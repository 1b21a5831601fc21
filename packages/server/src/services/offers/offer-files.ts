import { randomUUID } from 'node:crypto'
import type { EndpointInput } from '@rg/domain/contract'
import {
  DOCUMENT_NOT_FOUND,
  NO_FILE_CHOSEN,
  type OfferDocument,
  type OfferPhoto,
  type OfferViewer,
  PHOTO_NOT_FOUND,
  PHOTO_ORDER_INCOMPLETE,
} from '@rg/domain/offers'
import {
  checkFileContent,
  checkImagePixels,
  DOCUMENT_RULES,
  fileExtension,
  STORAGE_BUCKETS,
  type UploadKind,
  validatePhotoCount,
  validateUpload,
} from '@rg/domain/uploads'
import sharp from 'sharp'
import type { Database, Queryable } from '../../db/database.ts'
import type { Storage } from '../../storage/storage.ts'
import { fail, type Outcome, ok, refused } from '../outcome.ts'
import { reserveStorage } from '../storage-quota.ts'
import { actAsViewer, type SignedIn } from './act-as-viewer.ts'
import { documentUrl } from './offer-read.ts'
import { ownOfferRow, updateOffer } from './offer-write.ts'

/*
 * An owner's photos and documents: every rule of the upload (docs/decisions/0102-domain-uploads.md) on the file, the
 * change recorded as an edit of the offer (a new photo or document sends a published offer back to moderation,
 * reordering and removing keep it published: decision 1350), the row and the
 * stored file together: a file stored for a transaction that then fails is removed again, and a removed row's file
 * is deleted only once the removal committed.
 */

/** The multipart body may hold the largest document plus the form's own bytes. */
export const MAX_UPLOAD_BODY = DOCUMENT_RULES.maxBytes + 256 * 1024

const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

const DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
}

/** A document's declared type when the browser sent none (or a generic one): the one its extension stands for. */
export function documentType(name: string, declared: string): string {
  const type = declared.toLowerCase()
  if (type && type !== 'application/octet-stream' && DOCUMENT_RULES.mimeTypes.includes(type)) return type
  return DOCUMENT_TYPES[fileExtension(name).slice(1)] ?? 'application/octet-stream'
}

export interface Upload {
  name: string
  bytes: Uint8Array
  type: string
}

/** The "file" field of a multipart upload with every rule checked on its name, size and first bytes. */
export async function readUpload(form: FormData, kind: UploadKind): Promise<Outcome<Upload>> {
  const file = form.get('file')
  if (!(file instanceof File)) return refused(NO_FILE_CHOSEN)
  const name = file.name.normalize('NFC').slice(0, 200)
  const declared = validateUpload(kind, { name, size: file.size, type: file.type })
  if (!declared.ok) return fail(declared.code === 'size' ? 413 : 400, declared.code, declared.message)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const content = checkFileContent(kind, name, bytes.subarray(0, 4096))
  if (!content.ok) return fail(400, content.code, content.message)
  return ok({ name, bytes, type: file.type })
}

export type ImageMeta = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>

/**
 * An uploaded image's header (sharp reads it without decoding a pixel) within the pixel limit: every image upload,
 * listing photos and avatars alike, passes here before any decoding work (docs/decisions/1230-account-bounds.md).
 */
export async function readImageHeader(name: string, bytes: Uint8Array): Promise<Outcome<ImageMeta>> {
  let meta: ImageMeta
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    return fail(400, 'content', `Obrázek „${name}“ nelze přečíst. Nahrajte prosím jiný soubor.`)
  }
  const tooLarge = checkImagePixels(meta)
  return tooLarge ? fail(400, 'content', tooLarge) : ok(meta)
}

/** actAsViewer, and `undo` when the transaction did not commit (e.g. to remove a file stored for it). */
async function asOwner<T>(
  db: Database,
  claims: SignedIn,
  fn: (tx: Queryable, viewer: OfferViewer) => Promise<Outcome<T>>,
  undo: () => Promise<void> = async () => {},
): Promise<Outcome<T>> {
  const outcome = await actAsViewer(db, claims, fn).catch(async (error) => {
    await undo()
    throw error
  })
  if (!outcome.ok) await undo()
  return outcome
}

const STORED_FILES = {
  photo: {
    table: 'offer_photos',
    bucket: STORAGE_BUCKETS.listingImages,
    notFound: refused(PHOTO_NOT_FOUND),
    change: (row: { id: string; name: string | null }) => ({
      photoRemoved: [row.id, null] as [unknown, unknown],
    }),
  },
  document: {
    table: 'offer_documents',
    bucket: STORAGE_BUCKETS.listingDocuments,
    notFound: refused(DOCUMENT_NOT_FOUND),
    change: (row: { id: string; name: string | null }) => ({
      documentRemoved: [row.name, null] as [unknown, unknown],
    }),
  },
} as const

/** Removes an owner's photo or document: the row and the history line now, the stored file once that committed. */
async function removeFile(
  db: Database,
  storage: Storage,
  claims: SignedIn,
  id: number,
  kind: keyof typeof STORED_FILES,
  fileId: string,
): Promise<Outcome<{ ok: true }>> {
  const file = STORED_FILES[kind]
  let removed: string | undefined
  const outcome = await asOwner(db, claims, async (tx, viewer) => {
    const own = await ownOfferRow(tx, viewer, id)
    if (!own.ok) return own
    const row = (
      await tx.query<{ id: string; storage_path: string; name: string | null }>(
        kind === 'photo'
          ? 'select id, storage_path, null as name from public.offer_photos where id = $1 and offer_id = $2'
          : 'select id, storage_path, name from public.offer_documents where id = $1 and offer_id = $2',
        [fileId, id],
      )
    ).rows[0]
    if (!row) return file.notFound
    const edited = await updateOffer(tx, viewer, id, {}, file.change(row))
    if (!edited.ok) return edited
    await tx.query(`delete from public.${file.table} where id = $1`, [fileId])
    removed = row.storage_path
    return ok({ ok: true as const })
  })
  if (outcome.ok && removed) await storage.remove(file.bucket, removed).catch(() => {})
  return outcome
}

export async function addPhoto(
  db: Database,
  storage: Storage,
  claims: SignedIn,
  id: number,
  form: FormData,
  quotaBytes: number,
): Promise<Outcome<OfferPhoto>> {
  const upload = await readUpload(form, 'image')
  if (!upload.ok) return upload
  const { name, bytes } = upload.value
  // the pixel limit of the image transform, enforced at upload too (docs/security.md "/img")
  const header = await readImageHeader(name, bytes)
  if (!header.ok) return header
  const meta = header.value
  const ext = fileExtension(name) === '.jpeg' ? '.jpg' : fileExtension(name)
  const mimeType = IMAGE_TYPES[ext] as string
  const key = `${id}/${randomUUID()}${ext}`
  let stored = false
  return asOwner(
    db,
    claims,
    async (tx, viewer) => {
      const own = await ownOfferRow(tx, viewer, id)
      if (!own.ok) return own
      await tx.query('select id from public.offers where id = $1 for no key update', [id])
      const count = Number(
        (
          await tx.query<{ n: number }>(
            'select count(*)::int as n from public.offer_photos where offer_id = $1',
            [id],
          )
        ).rows[0]?.n ?? 0,
      )
      const allowed = validatePhotoCount(count, 1)
      if (!allowed.ok) return fail(409, allowed.code, allowed.message)
      const room = await reserveStorage(tx, viewer.userId, bytes.byteLength, quotaBytes)
      if (!room.ok) return room
      const position =
        Number(
          (
            await tx.query<{ p: number | null }>(
              'select max(position) as p from public.offer_photos where offer_id = $1',
              [id],
            )
          ).rows[0]?.p ?? -1,
        ) + 1
      const edited = await updateOffer(tx, viewer, id, {}, { photos: [count, count + 1] })
      if (!edited.ok) return edited
      const photoId = randomUUID()
      await tx.query(
        `insert into public.offer_photos (id, offer_id, storage_path, position, width, height, size_bytes, mime_type,
           name)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          photoId,
          id,
          key,
          position,
          meta.width ?? null,
          meta.height ?? null,
          bytes.byteLength,
          mimeType,
          name,
        ],
      )
      await storage.put(STORAGE_BUCKETS.listingImages, key, bytes, mimeType)
      stored = true
      return ok(
        {
          id: photoId,
          url: `${STORAGE_BUCKETS.listingImages}/${key}`,
          width: meta.width ?? null,
          height: meta.height ?? null,
          sizeBytes: bytes.byteLength,
          position,
          name,
        },
        201,
      )
    },
    async () => {
      if (stored) await storage.remove(STORAGE_BUCKETS.listingImages, key).catch(() => {})
    },
  )
}

export function reorderPhotos(
  db: Database,
  claims: SignedIn,
  id: number,
  { ids: wanted }: EndpointInput<'reorderOfferPhotos'>['body'],
): Promise<Outcome<{ ok: true }>> {
  return asOwner(db, claims, async (tx, viewer) => {
    const own = await ownOfferRow(tx, viewer, id)
    if (!own.ok) return own
    const existing = (
      await tx.query<{ id: string }>(
        'select id from public.offer_photos where offer_id = $1 order by position, created_at, id',
        [id],
      )
    ).rows.map((r) => r.id)
    if (
      wanted.length !== existing.length ||
      new Set(wanted).size !== wanted.length ||
      wanted.some((w) => !existing.includes(w))
    ) {
      return refused(PHOTO_ORDER_INCOMPLETE)
    }
    const edited = await updateOffer(tx, viewer, id, {}, { photoOrder: [existing, wanted] })
    if (!edited.ok) return edited
    for (const [position, photoId] of wanted.entries()) {
      await tx.query('update public.offer_photos set position = $3 where id = $1 and offer_id = $2', [
        photoId,
        id,
        position,
      ])
    }
    return ok({ ok: true as const })
  })
}

export const removePhoto = (db: Database, storage: Storage, claims: SignedIn, id: number, photoId: string) =>
  removeFile(db, storage, claims, id, 'photo', photoId)

export async function addDocument(
  db: Database,
  storage: Storage,
  claims: SignedIn,
  id: number,
  form: FormData,
  quotaBytes: number,
): Promise<Outcome<OfferDocument>> {
  const upload = await readUpload(form, 'document')
  if (!upload.ok) return upload
  return addDocumentFile(db, storage, claims, id, upload.value, quotaBytes)
}

/**
 * A checked document becomes one of the owner's offer documents: the row and the history line, the stored file
 * removed again if that did not commit. The upload and the document store's "attach" both end here.
 */
export async function addDocumentFile(
  db: Database,
  storage: Storage,
  claims: SignedIn,
  id: number,
  { name, bytes, type }: Upload,
  quotaBytes: number,
): Promise<Outcome<OfferDocument>> {
  const key = `${id}/${randomUUID()}${fileExtension(name)}`
  const mimeType = documentType(name, type)
  let stored = false
  return asOwner(
    db,
    claims,
    async (tx, viewer) => {
      const own = await ownOfferRow(tx, viewer, id)
      if (!own.ok) return own
      // offer documents count towards the owner's storage quota (services/storage-quota.ts)
      const room = await reserveStorage(tx, viewer.userId, bytes.byteLength, quotaBytes)
      if (!room.ok) return room
      const edited = await updateOffer(tx, viewer, id, {}, { documentAdded: [null, name] })
      if (!edited.ok) return edited
      const docId = randomUUID()
      await tx.query(
        `insert into public.offer_documents (id, offer_id, storage_path, name, size_bytes, mime_type)
         values ($1, $2, $3, $4, $5, $6)`,
        [docId, id, key, name, bytes.byteLength, mimeType],
      )
      await storage.put(STORAGE_BUCKETS.listingDocuments, key, bytes, mimeType)
      stored = true
      return ok({ id: docId, name, sizeBytes: bytes.byteLength, mimeType, url: documentUrl(id, docId) }, 201)
    },
    async () => {
      if (stored) await storage.remove(STORAGE_BUCKETS.listingDocuments, key).catch(() => {})
    },
  )
}

export const removeDocument = (
  db: Database,
  storage: Storage,
  claims: SignedIn,
  id: number,
  documentId: string,
) => removeFile(db, storage, claims, id, 'document', documentId)
