import { pageTitle } from '@rg/domain/navigation'
import { editSendsToReview } from '@rg/domain/offers'
import type { UploadItem } from '@rg/ui'
import { DocumentsScreen, type DocumentsScreenProps } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { documentsQuery, useDocumentAction, useUploadDocument } from '../../api/documents.ts'
import { errorText } from '../../api/error-text.ts'
import { ApiRequestError } from '../../api/http.ts'
import { myOverviewQuery } from '../../api/my-offers.ts'
import type { Route } from './+types/documents'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Dokumenty', location.pathname) }]
}

type LocalUpload = UploadItem & { file: File; tags: string[] }

/** /portal/documents (verified users): the private store; uploads one after another, each with its progress. */
export default function Page() {
  const list = useQuery(documentsQuery)
  const own = useQuery(myOverviewQuery)
  const action = useDocumentAction()
  const upload = useUploadDocument()
  const [uploads, setUploads] = useState<LocalUpload[]>([])
  const [notice, setNotice] = useState<DocumentsScreenProps['notice']>(null)

  const patch = (id: string, next: Partial<LocalUpload>) =>
    setUploads((items) => items.map((u) => (u.id === id ? { ...u, ...next } : u)))
  const send = async (item: LocalUpload) => {
    patch(item.id, { status: 'uploading', progress: 0, error: undefined })
    try {
      await upload({
        file: item.file,
        tags: item.tags,
        onProgress: (progress) => patch(item.id, { progress }),
        onStored: () => setUploads((items) => items.filter((u) => u.id !== item.id)),
      })
    } catch (error) {
      // a refusal of the file (type, size, quota) does not go away by sending it again; a dropped connection might
      const refused = error instanceof ApiRequestError && error.status < 500
      patch(item.id, { status: 'error', error: errorText(error), retryable: !refused })
    }
  }
  const offers = [...(own.data?.listings ?? []), ...(own.data?.services ?? [])]
    .filter((o) => o.status !== 'CLOSED')
    .map((o) => ({ id: o.id, name: o.pubName, status: o.status }))

  return (
    <DocumentsScreen
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      result={list.data}
      onRetry={() => list.refetch()}
      uploads={uploads}
      onFilesAdded={async (files, tags) => {
        const items = files.map((file) => ({
          id: `upload-${crypto.randomUUID()}`,
          name: file.name,
          size: file.size,
          status: 'uploading' as const,
          progress: 0,
          file,
          tags,
        }))
        setUploads((current) => [...current, ...items])
        for (const item of items) await send(item)
      }}
      onRetryUpload={(id) => {
        const item = uploads.find((u) => u.id === id)
        if (item) void send(item)
      }}
      onDismissUpload={(id) => setUploads((items) => items.filter((u) => u.id !== id))}
      onRename={async (id, name) => {
        try {
          await action.mutateAsync({ kind: 'update', id, body: { name } })
          return null
        } catch (error) {
          return errorText(error)
        }
      }}
      onTagsChange={async (id, tags) => {
        try {
          await action.mutateAsync({ kind: 'update', id, body: { tags } })
          return null
        } catch (error) {
          return errorText(error)
        }
      }}
      onDelete={(id) =>
        action.mutate(
          { kind: 'delete', id },
          {
            onSuccess: () => setNotice({ tone: 'success', text: 'Dokument byl smazán.' }),
            onError: (e) => setNotice({ tone: 'error', text: errorText(e) }),
          },
        )
      }
      offers={offers}
      onAttach={(id, offerId) =>
        action.mutate(
          { kind: 'attach', id, offerId },
          {
            onSuccess: () => {
              const target = offers.find((o) => o.id === offerId)
              // a published offer went back to approval with the new document: say so (docs/decisions/1350)
              const review = target && editSendsToReview(target.status, ['documentAdded'])
              setNotice({
                tone: 'success',
                text: `Dokument byl připojen k nabídce „${target?.name ?? offerId}“.${review ? ' Nabídka čeká na schválení, do té doby ji ostatní neuvidí.' : ''}`,
              })
            },
            onError: (e) => setNotice({ tone: 'error', text: errorText(e) }),
          },
        )
      }
      busy={action.isPending}
      notice={notice}
    />
  )
}
