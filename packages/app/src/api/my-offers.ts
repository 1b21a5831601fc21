import {
  API,
  apiErrorSchema,
  type OfferCreateRequest,
  type OfferDetail,
  type OfferKind,
  type OfferUpdateRequest,
  offerDetailSchema,
  offerDocumentSchema,
  offerPhotoSchema,
  offerSummaryListResponseSchema,
  offerTransitionResponseSchema,
  okResponseSchema,
} from '@rg/domain'
import { queryOptions } from '@tanstack/react-query'
import { ApiRequestError, apiFetch } from './http.ts'
import { offersKey } from './offers.ts'

/*
 * The owner's side of offers (verified users): create, edit, submit, photos and documents under /api/my/offers, plus
 * the overview of both kinds. Every answer is parsed with the domain contract; a 4xx arrives as ApiRequestError with
 * the server's Czech message.
 */

const withIds = (path: string, ids: Record<string, number | string>) =>
  Object.entries(ids).reduce(
    (p, [key, value]) => p.replace(`:${key}`, encodeURIComponent(String(value))),
    path,
  )

/** GET /api/my/offers of both kinds at once (the overview counts every offer, so the largest page is asked for). */
export async function fetchMyOverview() {
  const [listings, services] = await Promise.all(
    (['LISTING', 'SERVICE'] as const).map(async (kind: OfferKind) =>
      offerSummaryListResponseSchema.parse(
        await apiFetch(`${API.listMyOffers.path}?kind=${kind}&pageSize=100`),
      ),
    ),
  )
  return { listings: listings?.items ?? [], services: services?.items ?? [] }
}

export const myOverviewQuery = queryOptions({
  queryKey: [...offersKey, 'my', 'overview'],
  queryFn: fetchMyOverview,
})

/** POST /api/my/offers: a new DRAFT, answered with its full detail. */
export async function createMyOffer(body: OfferCreateRequest): Promise<OfferDetail> {
  return offerDetailSchema.parse(
    await apiFetch(API.createOffer.path, { method: 'POST', body: JSON.stringify(body) }),
  )
}

/** PATCH /api/my/offers/:id (editing a published or paused offer sends it back to PENDING). */
export async function updateMyOffer(id: number, body: OfferUpdateRequest): Promise<OfferDetail> {
  return offerDetailSchema.parse(
    await apiFetch(withIds(API.updateOffer.path, { id }), { method: 'PATCH', body: JSON.stringify(body) }),
  )
}

/** POST /api/my/offers/:id/submit: DRAFT or REJECTED to PENDING. */
export async function submitMyOffer(id: number) {
  return offerTransitionResponseSchema.parse(
    await apiFetch(withIds(API.submitOffer.path, { id }), { method: 'POST', body: '{}' }),
  )
}

/**
 * A multipart upload (the field "file") with progress. apiFetch would label the body JSON, so this one sends the
 * FormData as is (the browser sets the boundary); the CSRF header and the Czech error body are the same.
 */
function upload(path: string, file: File, onProgress?: (share: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-CSRF-Protection', '1')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onerror = () => reject(new TypeError('network'))
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        body = xhr.responseText
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body)
      const parsed = apiErrorSchema.safeParse(body)
      reject(
        new ApiRequestError(
          xhr.status,
          parsed.success ? parsed.data.code : 'http_error',
          parsed.success
            ? parsed.data.message
            : `Soubor „${file.name}“ se nepodařilo nahrát. Zkuste to prosím znovu.`,
        ),
      )
    }
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}

export async function uploadMyOfferPhoto(id: number, file: File, onProgress?: (share: number) => void) {
  return offerPhotoSchema.parse(await upload(withIds(API.uploadOfferPhoto.path, { id }), file, onProgress))
}

export async function reorderMyOfferPhotos(id: number, ids: string[]) {
  return okResponseSchema.parse(
    await apiFetch(withIds(API.reorderOfferPhotos.path, { id }), {
      method: 'PUT',
      body: JSON.stringify({ ids }),
    }),
  )
}

export async function deleteMyOfferPhoto(id: number, photoId: string) {
  return okResponseSchema.parse(
    await apiFetch(withIds(API.deleteOfferPhoto.path, { id, photoId }), { method: 'DELETE' }),
  )
}

export async function uploadMyOfferDocument(id: number, file: File, onProgress?: (share: number) => void) {
  return offerDocumentSchema.parse(
    await upload(withIds(API.uploadOfferDocument.path, { id }), file, onProgress),
  )
}

export async function deleteMyOfferDocument(id: number, documentId: string) {
  return okResponseSchema.parse(
    await apiFetch(withIds(API.deleteOfferDocument.path, { id, documentId }), { method: 'DELETE' }),
  )
}

/** The Czech text of any failure: the server's message for API answers, a generic one for the rest. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message
  return 'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to prosím znovu.'
}
