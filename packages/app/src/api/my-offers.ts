import type { OfferCreateRequest, OfferDetail, OfferKind, OfferUpdateRequest } from '@rg/domain/offers'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { offerKey, offersKey } from './offers.ts'

/*
 * The owner's side of offers (verified users): create, edit, submit, photos and documents under /api/my/offers, plus
 * the overview of both kinds. Every answer is parsed with the domain contract; a 4xx arrives as ApiRequestError with
 * the server's Czech message.
 */

/** GET /api/my/offers of both kinds at once (the overview counts every offer, so the largest page is asked for). */
export async function fetchMyOverview() {
  const [listings, services] = await Promise.all(
    (['LISTING', 'SERVICE'] as const).map((kind: OfferKind) =>
      checked('listMyOffers', { query: { kind, pageSize: 100 } }),
    ),
  )
  return { listings: listings?.items ?? [], services: services?.items ?? [] }
}

export const myOverviewQuery = queryOptions({
  queryKey: [...offersKey, 'my', 'overview'],
  queryFn: fetchMyOverview,
})

export type SaveAction = 'save' | 'submit'

/**
 * Saving the offer form: the first save creates the DRAFT (POST /api/my/offers), later ones PATCH it (editing a
 * published or paused offer sends it back to PENDING); 'submit' then sends it for approval. The saved offer goes into
 * the cache at once and every list is stale afterwards, the failed save included (a draft may have been created).
 * `onCreated` learns the new id before the submit runs, so a failed submit can continue from the draft.
 */
export function useSaveMyOffer(id: number | null, onCreated: (id: number) => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ action, values }: { action: SaveAction; values: OfferCreateRequest }) => {
      const { kind: _kind, ...fields } = values
      let saved: OfferDetail
      if (id === null) {
        saved = await checked('createOffer', { body: values })
        onCreated(saved.id)
      } else {
        saved = await checked('updateOffer', { params: { id }, body: fields satisfies OfferUpdateRequest })
      }
      client.setQueryData(offerKey(saved.id), saved)
      if (action === 'submit') await checked('submitOffer', { params: { id: saved.id }, body: {} })
      return saved
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: offersKey })
    },
  })
}

/** POST a photo or a document (multipart, the field "file") with its upload progress. */
export function uploadMyOfferFile(
  what: 'photo' | 'document',
  id: number,
  file: File,
  onProgress: (share: number) => void,
) {
  const body = new FormData()
  body.append('file', file, file.name)
  const request = { params: { id }, body, onProgress }
  return what === 'photo' ? checked('uploadOfferPhoto', request) : checked('uploadOfferDocument', request)
}

/** DELETE a stored photo or document; the offer is fetched again either way. */
export function useRemoveMyOfferFile(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ what, fileId }: { what: 'photo' | 'document'; fileId: string }) =>
      what === 'photo'
        ? checked('deleteOfferPhoto', { params: { id: id ?? 0, photoId: fileId } })
        : checked('deleteOfferDocument', { params: { id: id ?? 0, documentId: fileId } }),
    onSettled: () => client.invalidateQueries({ queryKey: offersKey }),
  })
}

/**
 * PUT /api/my/offers/:id/photos/order: the new order shows at once (the cached offer is reordered); the server's
 * answer, or a failure, is reconciled by the refetch.
 */
export function useReorderMyOfferPhotos(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) => checked('reorderOfferPhotos', { params: { id: id ?? 0 }, body: { ids } }),
    onMutate: (ids) => {
      client.setQueryData<OfferDetail | null>(offerKey(id ?? 0), (old) =>
        old
          ? {
              ...old,
              photos: ids.flatMap((photoId, position) => {
                const photo = old.photos.find((p) => p.id === photoId)
                return photo ? [{ ...photo, position }] : []
              }),
            }
          : old,
      )
    },
    onSettled: () => client.invalidateQueries({ queryKey: offersKey }),
  })
}
