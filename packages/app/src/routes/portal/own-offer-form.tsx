import { formatPsc } from '@rg/domain/czech-format'
import type { DraftDemandRequest } from '@rg/domain/deal-room'
import { editSendsToReview, type OfferDetail, type OfferKind } from '@rg/domain/offers'
import { imageUrl, type UploadItem } from '@rg/ui'
import {
  DemandSignal,
  type OfferFormOutput,
  OfferFormScreen,
  type OfferFormValues,
  OwnOfferDetailScreen,
  offerPath,
} from '@rg/ui/screens'
import { useCallback, useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useDraftDemand } from '../../api/deal-room.ts'
import { errorFields, errorText } from '../../api/error-text.ts'
import { ApiRequestError } from '../../api/http.ts'
import {
  type SaveAction,
  uploadMyOfferFile,
  useRemoveMyOfferFile,
  useReorderMyOfferPhotos,
  useSaveMyOffer,
} from '../../api/my-offers.ts'
import { useRefreshOffers } from '../../api/offers.ts'
import { notify } from '../../toast.tsx'
import { offerIdParam } from './offer-detail.ts'
import { useOwnOffer } from './own-offer-detail.tsx'
import { usePlaceOf } from './place-preview.ts'

/** The offer as the form's starting values (null fields become empty inputs). */
function formValues(offer: OfferDetail): OfferFormValues {
  return {
    category: offer.category,
    pubName: offer.pubName,
    pubNameSecondary: offer.pubNameSecondary ?? '',
    pubKeywords: offer.pubKeywords,
    pubDescription: offer.pubDescription ?? '',
    pubPrice: offer.pubPrice,
    privDescription: offer.privDescription ?? '',
    street: offer.street ?? '',
    city: offer.city ?? '',
    // shown as everywhere else ("760 01"); the contract accepts it with or without the space
    postcode: offer.postcode ? formatPsc(offer.postcode) : '',
    region: offer.region ?? '',
  }
}

/** A file on its way up (or failed), shown after the stored ones; the File is kept for "Zkusit znovu". */
interface LocalUpload extends UploadItem {
  file: File
}

/**
 * Create and edit of a listing or a service. The first save creates the draft (POST) and moves to its edit URL, where
 * photos and documents can be uploaded; later saves PATCH it. "Odeslat ke schválení" saves and then submits. The
 * form keeps what was typed on any error; the server's Czech message shows in the form and in a toast.
 */
export function OwnOfferForm({ kind }: { kind: OfferKind }) {
  const id = offerIdParam(useParams().listingId)
  const editing = id !== null
  const navigate = useNavigate()
  const refresh = useRefreshOffers()
  const detail = useOwnOffer(kind, id)
  const offer = detail.offer
  const created = useRef<number | null>(null)
  const [photoUploads, setPhotoUploads] = useState<LocalUpload[]>([])
  const [documentUploads, setDocumentUploads] = useState<LocalUpload[]>([])
  // File names of the photos uploaded in this visit (the server keeps no original name; older ones get a generic one).

  // The live demand signal (docs/product/deal-room.md "Demand"): the public part as typed, once a category is chosen.
  const [draft, setDraft] = useState<DraftDemandRequest | null>(null)
  const onDraftChange = useCallback((v: OfferFormValues & { kind: OfferKind }) => {
    setDraft(
      v.category === ''
        ? null
        : {
            kind: v.kind,
            category: v.category,
            region: v.region === '' ? null : v.region,
            pubPrice: v.pubPrice,
            pubName: v.pubName.slice(0, 120),
            pubNameSecondary: v.pubNameSecondary.slice(0, 160) || null,
            pubKeywords: v.pubKeywords.slice(0, 50).map((k) => k.slice(0, 60)),
            pubDescription: v.pubDescription.slice(0, 10_000) || null,
            city: v.city.slice(0, 100) || null,
          },
    )
  }, [])
  const demand = useDraftDemand(draft)
  const placeOf = usePlaceOf()

  const save = useSaveMyOffer(id, (createdId) => {
    created.current = createdId
  })
  /** `before`: the status before saving (a published offer goes back to approval). */
  const saveAs = (action: SaveAction, values: OfferFormOutput, before?: string) =>
    save.mutate(
      { action, values },
      {
        onSuccess: (saved) => {
          if (action === 'submit') {
            notify('success', 'Odesláno ke schválení. Po schválení nabídku uvidí ostatní.')
            navigate(offerPath('my', kind, saved.id))
          } else if (id === null) {
            notify('success', 'Koncept je uložen. Teď můžete nahrát fotografie a dokumenty.')
            navigate(offerPath('my', kind, saved.id, '/edit'), { replace: true })
          } else if (saved.status === 'PENDING' && before !== undefined && before !== 'PENDING') {
            // a published offer went back to approval: say so, and where it now stands (docs/decisions/1003-edit-published-offer.md)
            notify(
              'success',
              `Změny jsou uložené. ${kind === 'LISTING' ? 'Nabídka' : 'Služba'} čeká na schválení, do té doby ji ostatní neuvidí.`,
            )
            navigate(offerPath('my', kind, saved.id))
          } else {
            notify('success', 'Změny jsou uložené.')
          }
        },
        onError: (error) => {
          notify('error', errorText(error))
          // The draft was created but the submit failed: carry on from its edit URL (the form's values are saved).
          if (id === null && created.current !== null)
            navigate(offerPath('my', kind, created.current, '/edit'), { replace: true })
        },
      },
    )

  /**
   * Uploads one after another (the server numbers photos in arrival order), each with its own progress. A new file
   * sends a published offer back to approval (the form asked first, docs/decisions/1350): the toast says so.
   */
  async function uploadAll(
    files: File[],
    setList: typeof setPhotoUploads,
    send: (file: File, onProgress: (share: number) => void) => Promise<unknown>,
  ) {
    const what = setList === setPhotoUploads ? 'photos' : 'documentAdded'
    const review = offer !== undefined && editSendsToReview(offer.status, [what])
    const items = files.map((file) => ({
      id: `upload-${crypto.randomUUID()}`,
      name: file.name,
      size: file.size,
      status: 'uploading' as const,
      progress: 0,
      file,
    }))
    setList((list) => [...list, ...items])
    let stored = 0
    for (const item of items) if (await uploadOne(item, setList, send)) stored += 1
    await refresh()
    if (review && stored > 0)
      notify(
        'success',
        `${what === 'photos' ? 'Fotografie je nahraná' : 'Dokument je nahraný'}. ${kind === 'LISTING' ? 'Nabídka' : 'Služba'} čeká na schválení, do té doby ji ostatní neuvidí.`,
      )
  }

  async function uploadOne(
    item: LocalUpload,
    setList: typeof setPhotoUploads,
    send: (file: File, onProgress: (share: number) => void) => Promise<unknown>,
  ): Promise<boolean> {
    const patch = (next: Partial<LocalUpload>) =>
      setList((list) => list.map((u) => (u.id === item.id ? { ...u, ...next } : u)))
    patch({ status: 'uploading', progress: 0, error: undefined })
    try {
      await send(item.file, (progress) => patch({ progress }))
      await refresh()
      setList((list) => list.filter((u) => u.id !== item.id))
      return true
    } catch (error) {
      // a refusal of the file itself (4xx) does not go away by sending it again; a dropped connection might
      const refused = error instanceof ApiRequestError && error.status < 500
      patch({ status: 'error', error: errorText(error), retryable: !refused })
      return false
    }
  }

  const onFailure = { onError: (error: unknown) => notify('error', errorText(error)) }
  const removeStored = useRemoveMyOfferFile(id)
  const reorder = useReorderMyOfferPhotos(id)

  if (editing && detail.status === 'empty') return <OwnOfferDetailScreen status="empty" onAction={() => {}} />

  const error = save.error
  const storedPhotos: UploadItem[] = [...(offer?.photos ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((photo, i) => ({
      id: photo.id,
      name: photo.name ?? `Fotografie ${i + 1}`,
      size: photo.sizeBytes,
      status: 'done',
      previewUrl: imageUrl({ src: photo.url, width: 320, height: 240 }),
    }))
  const storedDocuments: UploadItem[] = (offer?.documents ?? []).map((doc) => ({
    id: doc.id,
    name: doc.name,
    size: doc.sizeBytes,
    status: 'done',
  }))
  const local = (list: LocalUpload[]): UploadItem[] => list.map(({ file: _file, ...item }) => item)
  const isLocal = (fileId: string) => fileId.startsWith('upload-')

  return (
    <OfferFormScreen
      // The form keeps its own state from the first values: mount it once the edited offer is there.
      key={offer ? `offer-${offer.id}` : editing ? 'loading' : 'new'}
      kind={kind}
      offer={offer ? { id: offer.id, status: offer.status } : undefined}
      status={editing ? detail.status : 'ready'}
      initialValues={offer ? formValues(offer) : undefined}
      onSave={(values) => saveAs('save', values, offer?.status)}
      onSubmitForApproval={(values) => saveAs('submit', values)}
      submitting={save.isPending ? save.variables.action : null}
      fieldErrors={errorFields(error)}
      formError={error ? errorText(error) : null}
      uploadsEnabled={offer !== undefined}
      onDraftChange={kind === 'LISTING' ? onDraftChange : undefined}
      demand={kind === 'LISTING' ? <DemandSignal {...demand} /> : undefined}
      placeOf={placeOf}
      photos={[...storedPhotos, ...local(photoUploads)]}
      coverPhotoId={storedPhotos[0]?.id ?? null}
      onPhotosAdd={(files) =>
        void uploadAll(files, setPhotoUploads, (file, progress) =>
          uploadMyOfferFile('photo', id ?? 0, file, progress),
        )
      }
      onPhotoRetry={(fileId) => {
        const item = photoUploads.find((u) => u.id === fileId)
        if (item)
          void uploadOne(item, setPhotoUploads, (file, progress) =>
            uploadMyOfferFile('photo', id ?? 0, file, progress),
          )
      }}
      onPhotoRemove={(fileId) => {
        if (isLocal(fileId)) setPhotoUploads((list) => list.filter((u) => u.id !== fileId))
        else removeStored.mutate({ what: 'photo', fileId }, onFailure)
      }}
      onPhotosReorder={(ids) => {
        const stored = ids.filter((fileId) => !isLocal(fileId))
        if (stored.length === storedPhotos.length) reorder.mutate(stored, onFailure)
      }}
      onCoverChange={(fileId) => {
        if (isLocal(fileId)) return
        reorder.mutate([fileId, ...storedPhotos.map((p) => p.id).filter((p) => p !== fileId)], onFailure)
      }}
      documents={[...storedDocuments, ...local(documentUploads)]}
      onDocumentsAdd={(files) =>
        void uploadAll(files, setDocumentUploads, (file, progress) =>
          uploadMyOfferFile('document', id ?? 0, file, progress),
        )
      }
      onDocumentRetry={(fileId) => {
        const item = documentUploads.find((u) => u.id === fileId)
        if (item)
          void uploadOne(item, setDocumentUploads, (file, progress) =>
            uploadMyOfferFile('document', id ?? 0, file, progress),
          )
      }}
      onDocumentRemove={(fileId) => {
        if (isLocal(fileId)) setDocumentUploads((list) => list.filter((u) => u.id !== fileId))
        else removeStored.mutate({ what: 'document', fileId }, onFailure)
      }}
      onRetry={detail.refetch}
    />
  )
}
