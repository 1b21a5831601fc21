import { randomUUID } from 'node:crypto'
import {
  checkFileContent,
  DOCUMENT_RULES,
  fileExtension,
  IMAGE_RULES,
  manageOfferListQuerySchema,
  type OfferDocument,
  type OfferPhoto,
  type OfferViewer,
  offerCreateRequestSchema,
  offerUpdateRequestSchema,
  photoOrderRequestSchema,
  STORAGE_BUCKETS,
  type UploadKind,
  VERIFIED_ONLY_TOAST,
  validatePhotoCount,
  validateUpload,
} from '@rg/domain'
import { Hono } from 'hono'
import sharp from 'sharp'
import { asUser } from '../db/as-user.ts'
import type { Database, Queryable } from '../db/database.ts'
import { type AppEnv, apiError, parseBody } from '../http.ts'
import {
  claimsOf,
  isUuid,
  notFound,
  offerIdParam,
  parseWith,
  queryInput,
  unauthorized,
} from '../services/offers/http-helpers.ts'
import { listManagedOffers } from '../services/offers/offer-list.ts'
import { currentViewer, loadOfferDetail } from '../services/offers/offer-read.ts'
import {
  createOffer,
  ownOfferRow,
  transitionOffer,
  updateOffer,
  type WriteOutcome,
} from '../services/offers/offer-write.ts'
import type { Storage } from '../storage/storage.ts'
import { forbidden, isPermissionError } from './offers.ts'

/** The multipart body may hold the largest document plus the form's own bytes. */
export const MAX_UPLOAD_BODY = DOCUMENT_RULES.maxBytes + 256 * 1024

const EXTENSION_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/** A document's declared type when the browser sent none (or a generic one): the one its extension stands for. */
function documentType(name: string, declared: string): string {
  const type = declared.toLowerCase()
  if (type && type !== 'application/octet-stream' && DOCUMENT_RULES.mimeTypes.includes(type)) return type
  const ext = fileExtension(name).slice(1)
  const byExt: Record<string, string> = {
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
  return byExt[ext] ?? 'application/octet-stream'
}

/** Reads the "file" field of a multipart upload and runs every rule of spec section 5 on it. */
async function readUpload(
  c: Parameters<typeof apiError>[0],
  kind: UploadKind,
): Promise<{ name: string; bytes: Uint8Array; type: string } | Response> {
  const length = Number(c.req.header('content-length') ?? 0)
  if (length > MAX_UPLOAD_BODY) {
    const max = kind === 'image' ? IMAGE_RULES.maxBytes : DOCUMENT_RULES.maxBytes
    return apiError(c, 413, 'size', `Soubor je příliš velký. Maximální velikost je ${max / 1_048_576} MB.`)
  }
  let file: unknown
  try {
    file = (await c.req.parseBody()).file
  } catch {
    return apiError(c, 400, 'bad_upload', 'Soubor se nepodařilo přijmout. Zkuste to prosím znovu.')
  }
  if (!(file instanceof File)) return apiError(c, 400, 'bad_upload', 'Vyberte prosím soubor k nahrání.')
  const name = file.name.normalize('NFC').slice(0, 200)
  const declared = validateUpload(kind, { name, size: file.size, type: file.type })
  if (!declared.ok) return apiError(c, declared.code === 'size' ? 413 : 400, declared.code, declared.message)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const content = checkFileContent(kind, name, bytes.subarray(0, 4096))
  if (!content.ok) return apiError(c, 400, content.code, content.message)
  return { name, bytes, type: file.type }
}

/** My offers (verified users and admins): list, create, edit, submit, photos and documents. */
export function myOfferRoutes({ db, storage }: { db: Database; storage: Storage }) {
  const app = new Hono<AppEnv>()

  app.use('*', async (c, next) => {
    const claims = claimsOf(c)
    if (!claims) return unauthorized(c)
    const ok = await asUser(db, claims, async (tx) =>
      Boolean((await tx.query<{ ok: boolean }>('select public.is_verified() as ok')).rows[0]?.ok),
    )
    if (!ok) return apiError(c, 403, 'not_verified', VERIFIED_ONLY_TOAST)
    return next()
  })

  /** Runs as the user; a policy refusal becomes 403, a refused rule its own status. */
  async function act<T>(
    c: Parameters<typeof apiError>[0],
    fn: (tx: Queryable, viewer: OfferViewer) => Promise<WriteOutcome<T>>,
  ): Promise<WriteOutcome<T> | Response> {
    const claims = claimsOf(c as never)
    if (!claims) return unauthorized(c)
    try {
      return await asUser(db, claims, async (tx) => {
        const viewer = await currentViewer(tx, claims.sub)
        if (!viewer)
          return { ok: false, status: 403, code: 'forbidden', message: 'K této akci nemáte oprávnění.' }
        return fn(tx, viewer)
      })
    } catch (error) {
      if (isPermissionError(error)) return forbidden(c)
      throw error
    }
  }
  const answer = <T>(
    c: Parameters<typeof apiError>[0],
    outcome: WriteOutcome<T> | Response,
    body: (v: T) => unknown,
  ) => {
    if (outcome instanceof Response) return outcome
    if (!outcome.ok) return apiError(c, outcome.status, outcome.code, outcome.message)
    return c.json(body(outcome.value) as object)
  }

  app.get('/', async (c) => {
    const parsed = parseWith(c, manageOfferListQuerySchema, queryInput(c))
    if (parsed instanceof Response) return parsed
    const sub = claimsOf(c)?.sub as string
    return c.json(
      await asUser(db, claimsOf(c), (tx) => listManagedOffers(tx, parsed.data, sub, { ownerId: sub })),
    )
  })

  app.post('/', async (c) => {
    const parsed = await parseBody(c, offerCreateRequestSchema)
    if (parsed instanceof Response) return parsed
    const outcome = await act(c, async (tx, viewer) => {
      const id = await createOffer(tx, viewer.userId, parsed.data)
      return { ok: true, value: await loadOfferDetail(tx, id, viewer) }
    })
    if (outcome instanceof Response || !outcome.ok) return answer(c, outcome, (v) => v)
    return c.json(outcome.value, 201)
  })

  app.patch('/:id', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const parsed = await parseBody(c, offerUpdateRequestSchema)
    if (parsed instanceof Response) return parsed
    const outcome = await act(c, async (tx, viewer) => {
      const result = await updateOffer(tx, viewer, id, parsed.data)
      if (!result.ok) return result
      return { ok: true, value: await loadOfferDetail(tx, id, viewer) }
    })
    return answer(c, outcome, (v) => v)
  })

  app.post('/:id/submit', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const outcome = await act(c, (tx, viewer) => transitionOffer(tx, viewer, id, 'submit', undefined))
    return answer(c, outcome, (v) => ({ id, ...v }))
  })

  app.post('/:id/photos', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const upload = await readUpload(c, 'image')
    if (upload instanceof Response) return upload
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>
    try {
      meta = await sharp(upload.bytes).metadata()
    } catch {
      return apiError(
        c,
        400,
        'content',
        `Obrázek „${upload.name}“ nelze přečíst. Nahrajte prosím jiný soubor.`,
      )
    }
    const ext = fileExtension(upload.name) === '.jpeg' ? '.jpg' : fileExtension(upload.name)
    const key = `${id}/${randomUUID()}${ext}`
    let stored = false
    const outcome = await act<OfferPhoto>(c, async (tx, viewer) => {
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
      if (!allowed.ok) return { ok: false, status: 409, code: allowed.code, message: allowed.message }
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
        `insert into public.offer_photos (id, offer_id, storage_path, position, width, height, size_bytes, mime_type)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          photoId,
          id,
          key,
          position,
          meta.width ?? null,
          meta.height ?? null,
          upload.bytes.byteLength,
          EXTENSION_TYPES[ext],
        ],
      )
      await storage.put(STORAGE_BUCKETS.listingImages, key, upload.bytes, EXTENSION_TYPES[ext] as string)
      stored = true
      return {
        ok: true,
        value: {
          id: photoId,
          url: `${STORAGE_BUCKETS.listingImages}/${key}`,
          width: meta.width ?? null,
          height: meta.height ?? null,
          sizeBytes: upload.bytes.byteLength,
          position,
        },
      }
    }).catch(async (error) => {
      if (stored) await storage.remove(STORAGE_BUCKETS.listingImages, key).catch(() => {})
      throw error
    })
    if (outcome instanceof Response || !outcome.ok) return answer(c, outcome, (v) => v)
    return c.json(outcome.value, 201)
  })

  app.put('/:id/photos/order', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const parsed = await parseBody(c, photoOrderRequestSchema)
    if (parsed instanceof Response) return parsed
    const outcome = await act<{ ok: true }>(c, async (tx, viewer) => {
      const own = await ownOfferRow(tx, viewer, id)
      if (!own.ok) return own
      const existing = (
        await tx.query<{ id: string }>(
          'select id from public.offer_photos where offer_id = $1 order by position, created_at, id',
          [id],
        )
      ).rows.map((r) => r.id)
      const wanted = parsed.data.ids
      if (
        wanted.length !== existing.length ||
        new Set(wanted).size !== wanted.length ||
        wanted.some((w) => !existing.includes(w))
      ) {
        return {
          ok: false,
          status: 400,
          code: 'validation_failed',
          message: 'Pořadí musí obsahovat právě všechny fotografie nabídky.',
        }
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
      return { ok: true, value: { ok: true } }
    })
    return answer(c, outcome, (v) => v)
  })

  app.delete('/:id/photos/:photoId', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const photoId = c.req.param('photoId')
    if (!isUuid(photoId)) return notFound(c)
    let removed: string | undefined
    const outcome = await act<{ ok: true }>(c, async (tx, viewer) => {
      const own = await ownOfferRow(tx, viewer, id)
      if (!own.ok) return own
      const photo = (
        await tx.query<{ storage_path: string }>(
          'select storage_path from public.offer_photos where id = $1 and offer_id = $2',
          [photoId, id],
        )
      ).rows[0]
      if (!photo) return { ok: false, status: 404, code: 'not_found', message: 'Fotografie nebyla nalezena.' }
      const edited = await updateOffer(tx, viewer, id, {}, { photoRemoved: [photoId, null] })
      if (!edited.ok) return edited
      await tx.query('delete from public.offer_photos where id = $1', [photoId])
      removed = photo.storage_path
      return { ok: true, value: { ok: true } }
    })
    if (removed) await storage.remove(STORAGE_BUCKETS.listingImages, removed).catch(() => {})
    return answer(c, outcome, (v) => v)
  })

  app.post('/:id/documents', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const upload = await readUpload(c, 'document')
    if (upload instanceof Response) return upload
    const ext = fileExtension(upload.name)
    const key = `${id}/${randomUUID()}${ext}`
    const mimeType = documentType(upload.name, upload.type)
    let stored = false
    const outcome = await act<OfferDocument>(c, async (tx, viewer) => {
      const own = await ownOfferRow(tx, viewer, id)
      if (!own.ok) return own
      const edited = await updateOffer(tx, viewer, id, {}, { documentAdded: [null, upload.name] })
      if (!edited.ok) return edited
      const docId = randomUUID()
      await tx.query(
        `insert into public.offer_documents (id, offer_id, storage_path, name, size_bytes, mime_type)
         values ($1, $2, $3, $4, $5, $6)`,
        [docId, id, key, upload.name, upload.bytes.byteLength, mimeType],
      )
      await storage.put(STORAGE_BUCKETS.listingDocuments, key, upload.bytes, mimeType)
      stored = true
      return {
        ok: true,
        value: {
          id: docId,
          name: upload.name,
          sizeBytes: upload.bytes.byteLength,
          mimeType,
          url: `/api/offers/${id}/documents/${docId}`,
        },
      }
    }).catch(async (error) => {
      if (stored) await storage.remove(STORAGE_BUCKETS.listingDocuments, key).catch(() => {})
      throw error
    })
    if (outcome instanceof Response || !outcome.ok) return answer(c, outcome, (v) => v)
    return c.json(outcome.value, 201)
  })

  app.delete('/:id/documents/:documentId', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const documentId = c.req.param('documentId')
    if (!isUuid(documentId)) return apiError(c, 404, 'not_found', 'Dokument nebyl nalezen.')
    let removed: string | undefined
    const outcome = await act<{ ok: true }>(c, async (tx, viewer) => {
      const own = await ownOfferRow(tx, viewer, id)
      if (!own.ok) return own
      const doc = (
        await tx.query<{ storage_path: string; name: string }>(
          'select storage_path, name from public.offer_documents where id = $1 and offer_id = $2',
          [documentId, id],
        )
      ).rows[0]
      if (!doc) return { ok: false, status: 404, code: 'not_found', message: 'Dokument nebyl nalezen.' }
      const edited = await updateOffer(tx, viewer, id, {}, { documentRemoved: [doc.name, null] })
      if (!edited.ok) return edited
      await tx.query('delete from public.offer_documents where id = $1', [documentId])
      removed = doc.storage_path
      return { ok: true, value: { ok: true } }
    })
    if (removed) await storage.remove(STORAGE_BUCKETS.listingDocuments, removed).catch(() => {})
    return answer(c, outcome, (v) => v)
  })

  return app
}
