import { randomUUID } from 'node:crypto'
import { endpointUrl } from '@rg/domain/contract'
import { uniqueTags } from '@rg/domain/crm'
import type { OfferDocument } from '@rg/domain/offers'
import {
  DOCUMENT_NAME_MAX,
  DOCUMENT_NAME_TOO_LONG,
  type DocumentUpdateRequest,
  fileExtension,
  parseDocumentTags,
  STORAGE_BUCKETS,
  type UserDocument,
  type UserDocumentListResponse,
} from '@rg/domain/uploads'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import type { Storage } from '../../storage/storage.ts'
import type { SignedIn } from '../offers/act-as-viewer.ts'
import { addDocumentFile, documentType, readUpload } from '../offers/offer-files.ts'
import { actAsUser, fail, type Outcome, ok, refused } from '../outcome.ts'
import { reserveStorage, storageUsedBytes } from '../storage-quota.ts'

/*
 * The private document store of /portal/documents (docs/decisions/1041-document-store.md): files checked like offer
 * documents (type by content, 20 MB), a quota per user, everything as the requester under RLS, so nobody else ever
 * sees a row (another user's id answers 404).
 */

const NOT_FOUND = fail(404, 'not_found', 'Dokument nebyl nalezen.')
type Claims = RequestClaims & { sub: string }

interface Row {
  id: string
  name: string
  tags: string[]
  storage_path: string
  size_bytes: number
  mime_type: string
  created_at: Date | string
  updated_at: Date | string
}

const toDocument = (r: Row): UserDocument => ({
  id: r.id,
  name: r.name,
  tags: r.tags,
  sizeBytes: r.size_bytes,
  mimeType: r.mime_type,
  url: endpointUrl('downloadDocument', { params: { id: r.id } }),
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
})

const COLUMNS = 'id, name, tags, storage_path, size_bytes, mime_type, created_at, updated_at'

export function listDocuments(
  db: Database,
  claims: Claims,
  quotaBytes: number,
): Promise<Outcome<UserDocumentListResponse>> {
  return actAsUser(db, claims, async (tx) => {
    const { rows } = await tx.query<Row>(
      `select ${COLUMNS} from public.user_documents order by created_at desc, id`,
    )
    return ok({
      items: rows.map(toDocument),
      // the whole account's files, offers' photos and documents included (services/storage-quota.ts)
      usedBytes: await storageUsedBytes(tx, claims.sub),
      quotaBytes,
    })
  })
}

/** Stores a checked file with its tags unless it would exceed the quota; the row and the file or neither. */
export async function uploadDocument(
  db: Database,
  storage: Storage,
  claims: Claims,
  form: FormData,
  quotaBytes: number,
): Promise<Outcome<UserDocument>> {
  const tags = parseDocumentTags(form.getAll('tags'))
  if (!tags.ok) return fail(400, 'validation_failed', tags.message)
  const upload = await readUpload(form, 'document')
  if (!upload.ok) return upload
  const { name, bytes, type } = upload.value
  const key = `${claims.sub}/${randomUUID()}${fileExtension(name)}`
  const mimeType = documentType(name, type)
  let stored = false
  const outcome = await actAsUser(db, claims, async (tx) => {
    // one upload at a time per user, so two parallel ones cannot both slip under the quota
    const room = await reserveStorage(tx, claims.sub, bytes.byteLength, quotaBytes)
    if (!room.ok) return room
    const { rows } = await tx.query<Row>(
      `insert into public.user_documents (user_id, name, tags, storage_path, size_bytes, mime_type)
       values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
      [claims.sub, name, uniqueTags(tags.tags), key, bytes.byteLength, mimeType],
    )
    await storage.put(STORAGE_BUCKETS.documents, key, bytes, mimeType)
    stored = true
    return ok(toDocument(rows[0] as Row), 201)
  }).catch(async (error) => {
    if (stored) await storage.remove(STORAGE_BUCKETS.documents, key).catch(() => {})
    throw error
  })
  if (!outcome.ok && stored) await storage.remove(STORAGE_BUCKETS.documents, key).catch(() => {})
  return outcome
}

/** The requester's own document and its bytes, for a download or an attach. */
export async function readDocument(
  db: Database,
  storage: Storage,
  claims: Claims,
  id: string,
): Promise<Outcome<{ name: string; mimeType: string; bytes: Uint8Array }>> {
  const row = await actAsUser(db, claims, async (tx) => {
    const found = (await tx.query<Row>(`select ${COLUMNS} from public.user_documents where id = $1`, [id]))
      .rows[0]
    return found ? ok(found) : NOT_FOUND
  })
  if (!row.ok) return row
  const bytes = await storage.get(STORAGE_BUCKETS.documents, row.value.storage_path)
  if (!bytes) return fail(404, 'file_missing', 'Soubor dokumentu už není k dispozici.')
  return ok({ name: row.value.name, mimeType: row.value.mime_type, bytes })
}

/**
 * A new name, new tags, or both (PATCH /api/documents/:id). A new name keeps the extension it had, so the download
 * still opens in the right program; tags are compared without case, the first spelling kept.
 */
export function updateDocument(
  db: Database,
  claims: Claims,
  id: string,
  body: Pick<DocumentUpdateRequest, 'name' | 'tags'>,
): Promise<Outcome<UserDocument>> {
  return actAsUser(db, claims, async (tx) => {
    const current = (await tx.query<Row>(`select ${COLUMNS} from public.user_documents where id = $1`, [id]))
      .rows[0]
    if (!current) return NOT_FOUND
    let name = current.name
    if (body.name !== undefined) {
      const ext = fileExtension(current.name)
      name = ext && fileExtension(body.name) !== ext ? `${body.name}${ext}` : body.name
      if (name.length > DOCUMENT_NAME_MAX) return refused(DOCUMENT_NAME_TOO_LONG)
    }
    const tags = body.tags === undefined ? current.tags : uniqueTags(body.tags)
    const { rows } = await tx.query<Row>(
      `update public.user_documents set name = $2, tags = $3, updated_at = now() where id = $1
       returning ${COLUMNS}`,
      [id, name, tags],
    )
    return ok(toDocument(rows[0] as Row))
  })
}

export async function deleteDocument(
  db: Database,
  storage: Storage,
  claims: Claims,
  id: string,
): Promise<Outcome<{ ok: true }>> {
  let removed: string | undefined
  const outcome = await actAsUser(db, claims, async (tx) => {
    const { rows } = await tx.query<{ storage_path: string }>(
      'delete from public.user_documents where id = $1 returning storage_path',
      [id],
    )
    if (!rows[0]) return NOT_FOUND
    removed = rows[0].storage_path
    return ok({ ok: true as const })
  })
  if (outcome.ok && removed) await storage.remove(STORAGE_BUCKETS.documents, removed).catch(() => {})
  return outcome
}

/**
 * A stored document becomes a document of the requester's own offer (a copy: deleting one keeps the other), so the
 * copy counts towards the quota as well.
 */
export async function attachToOffer(
  db: Database,
  storage: Storage,
  claims: Claims & SignedIn,
  offerId: number,
  documentId: string,
  quotaBytes: number,
): Promise<Outcome<OfferDocument>> {
  const doc = await readDocument(db, storage, claims, documentId)
  if (!doc.ok) return doc
  return addDocumentFile(
    db,
    storage,
    claims,
    offerId,
    { name: doc.value.name, bytes: doc.value.bytes, type: doc.value.mimeType },
    quotaBytes,
  )
}
