import type { DocumentUpdateRequest } from '@rg/domain/uploads'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { retryNetwork } from './http.ts'
import { offersKey } from './offers.ts'

/* The private document store (/api/documents) of /portal/documents. */

export const documentsKey = ['documents'] as const

export const documentsQuery = queryOptions({
  queryKey: documentsKey,
  queryFn: () => checked('listDocuments'),
  retry: retryNetwork,
})

/** POST one file (multipart, the field "file", and "tags" once per tag) with its upload progress. */
function uploadDocument(file: File, tags: readonly string[], onProgress: (share: number) => void) {
  const body = new FormData()
  body.append('file', file, file.name)
  for (const tag of tags) body.append('tags', tag)
  return checked('uploadDocument', { body, onProgress })
}

/**
 * Uploads one file with its progress; once it is stored, `onStored` runs and the list is fetched again (a refusal
 * rejects before either).
 */
export function useUploadDocument() {
  const client = useQueryClient()
  return async (upload: {
    file: File
    tags: readonly string[]
    onProgress: (share: number) => void
    onStored: () => void
  }) => {
    await uploadDocument(upload.file, upload.tags, upload.onProgress)
    upload.onStored()
    await client.invalidateQueries({ queryKey: documentsKey })
  }
}

type DocumentAction =
  | { kind: 'update'; id: string; body: DocumentUpdateRequest }
  | { kind: 'delete'; id: string }
  | { kind: 'attach'; id: string; offerId: number }

/** Rename or retag, delete or attach to an own offer; the list (and, after an attach, the offers) are fetched again. */
export function useDocumentAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (action: DocumentAction) => {
      if (action.kind === 'update')
        return checked('updateDocument', { params: { id: action.id }, body: action.body })
      if (action.kind === 'delete') return checked('deleteDocument', { params: { id: action.id } })
      return checked('attachStoredDocument', {
        params: { id: action.offerId },
        body: { documentId: action.id },
      })
    },
    onSuccess: (_result, action) =>
      client.invalidateQueries({ queryKey: action.kind === 'attach' ? offersKey : documentsKey }),
  })
}
