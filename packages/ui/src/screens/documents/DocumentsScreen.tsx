import {
  allTags,
  editSendsToReview,
  foldForSearch,
  formatDateTime,
  formatFileSize,
  type OfferStatus,
  PAGES,
  type UserDocument,
  type UserDocumentListResponse,
} from '@rg/domain'
import { type FormEvent, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Dialog } from '../../primitives/Dialog/Dialog.tsx'
import { FileUpload, type UploadItem } from '../../primitives/FileUpload/FileUpload.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { submitted } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import { PageHeader } from '../parts/parts.tsx'
import * as docs from './documents.css.ts'

export interface DocumentsScreenProps {
  status: ScreenStatus
  result?: UserDocumentListResponse
  onRetry?: () => void
  /** Files being sent (or refused), each with its progress; the parent owns the list and the upload. */
  uploads: readonly UploadItem[]
  /** The chosen files with the tags typed for them ("Štítky nahrávaných souborů"). */
  onFilesAdded: (files: File[], tags: string[]) => void
  onRetryUpload?: (id: string) => void
  onDismissUpload: (id: string) => void
  /** Answers the Czech message of a refused rename, or null when it was saved. */
  onRename: (id: string, name: string) => Promise<string | null>
  /** Replaces a document's tags; answers the Czech message of a refusal, or null when saved. */
  onTagsChange?: (id: string, tags: string[]) => Promise<string | null>
  onDelete: (id: string) => void
  /**
   * The user's own offers a document can be attached to; with its status, attaching to a published one asks first
   * (a new document sends it back to approval, docs/decisions/1350).
   */
  offers: ReadonlyArray<{ id: number; name: string; status?: OfferStatus }>
  onAttach: (documentId: string, offerId: number) => void
  busy?: boolean
  notice?: { tone: 'success' | 'error'; text: string } | null
}

const ALL = 'ALL'

/** "smlouvy, Zlín" → ['smlouvy', 'Zlín']. */
const tagsFrom = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)

/** A document's tags as a comma-separated field, saved with "Uložit štítky" (an empty field removes them all). */
function TagsForm({
  doc,
  onSave,
  onClose,
  busy,
}: {
  doc: UserDocument
  onSave: NonNullable<DocumentsScreenProps['onTagsChange']>
  onClose: () => void
  busy?: boolean
}) {
  const [error, setError] = useState<string | null>(null)
  const save = async (event: FormEvent<HTMLFormElement>) => {
    const refused = await onSave(doc.id, tagsFrom(submitted(event).raw('tags')))
    setError(refused)
    if (refused === null) onClose()
  }
  return (
    <form className={css.searchRow} onSubmit={save} aria-label={`Štítky: ${doc.name}`}>
      <TextField
        label="Štítky"
        hint="Oddělte čárkou, např. smlouvy, Zlín"
        name="tags"
        defaultValue={doc.tags.join(', ')}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        Uložit štítky
      </Button>
      <Button variant="ghost" onClick={onClose}>
        Zrušit
      </Button>
    </form>
  )
}

function DocumentRow({
  doc,
  offers,
  onRename,
  onTagsChange,
  onDelete,
  onAttach,
  busy,
}: {
  doc: UserDocument
  offers: DocumentsScreenProps['offers']
  onRename: DocumentsScreenProps['onRename']
  onTagsChange: DocumentsScreenProps['onTagsChange']
  onDelete: () => void
  onAttach: (offerId: number) => void
  busy?: boolean
}) {
  const [renaming, setRenaming] = useState(false)
  const [tagging, setTagging] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [offerId, setOfferId] = useState<string>(offers[0] ? String(offers[0].id) : '')
  const [attaching, setAttaching] = useState(false)
  const target = offers.find((o) => String(o.id) === offerId)
  const attach = () => {
    if (target?.status && editSendsToReview(target.status, ['documentAdded'])) setAttaching(true)
    else onAttach(Number(offerId))
  }
  const rename = async (event: FormEvent<HTMLFormElement>) => {
    const refused = await onRename(doc.id, submitted(event).text('name'))
    setError(refused)
    if (refused === null) setRenaming(false)
  }
  return (
    <li className={docs.row}>
      <div className={docs.head}>
        <Link href={doc.url} download={doc.name}>
          {doc.name}
        </Link>
        <span className={css.small}>
          {formatFileSize(doc.sizeBytes)} · nahráno {formatDateTime(doc.createdAt)}
        </span>
        {doc.tags.length ? (
          <ul className={docs.tags} aria-label={`Štítky dokumentu ${doc.name}`}>
            {doc.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {renaming ? (
        <form className={css.searchRow} onSubmit={rename}>
          <TextField
            label="Nový název"
            name="name"
            defaultValue={doc.name}
            error={error ?? undefined}
            maxLength={200}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Uložit název
          </Button>
          <Button variant="ghost" onClick={() => setRenaming(false)}>
            Zrušit
          </Button>
        </form>
      ) : null}
      {tagging && onTagsChange ? (
        <TagsForm doc={doc} onSave={onTagsChange} onClose={() => setTagging(false)} busy={busy} />
      ) : null}
      <div className={css.row}>
        {!renaming ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRenaming(true)}
            aria-label={`Přejmenovat: ${doc.name}`}
          >
            Přejmenovat
          </Button>
        ) : null}
        {onTagsChange && !tagging ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setTagging(true)}
            aria-label={`Štítky: ${doc.name}`}
          >
            Štítky
          </Button>
        ) : null}
        {offers.length > 0 ? (
          <span className={docs.attach}>
            <Select
              label="Nabídka"
              value={offerId}
              options={offers.map((o) => ({ value: String(o.id), label: o.name }))}
              onValueChange={setOfferId}
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || offerId === ''}
              onClick={attach}
              aria-label={`Připojit k nabídce: ${doc.name}`}
            >
              Připojit k nabídce
            </Button>
          </span>
        ) : null}
        {confirming ? (
          <span className={css.row}>
            <Button size="sm" variant="danger" onClick={onDelete} disabled={busy}>
              Opravdu smazat
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Ponechat
            </Button>
          </span>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={`Smazat: ${doc.name}`}
          >
            Smazat
          </Button>
        )}
      </div>
      <Dialog
        open={attaching}
        onOpenChange={setAttaching}
        title="Připojit dokument a odeslat nabídku ke schválení?"
        description={`Nabídka „${target?.name ?? ''}“ je zveřejněná. Nový dokument musíme znovu schválit: do té doby ji ostatní neuvidí. Uživatelé, kteří ji už odemkli, o přístup nepřijdou.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAttaching(false)}>
              Nepřipojovat
            </Button>
            <Button
              onClick={() => {
                setAttaching(false)
                onAttach(Number(offerId))
              }}
            >
              Připojit a odeslat ke schválení
            </Button>
          </>
        }
      />
    </li>
  )
}

/** /portal/documents (verified users): the private file store with its quota, uploads, rename, attach, delete. */
export function DocumentsScreen({
  status,
  result,
  onRetry,
  uploads,
  onFilesAdded,
  onRetryUpload,
  onDismissUpload,
  onRename,
  onTagsChange,
  onDelete,
  offers,
  onAttach,
  busy,
  notice,
}: DocumentsScreenProps) {
  const [uploadTags, setUploadTags] = useState('')
  const [tag, setTag] = useState<string>(ALL)
  const tags = allTags(result?.items ?? [])
  // a filter by a tag that is gone (its last document deleted or retagged) shows everything again
  const filter = tag !== ALL && tags.some((t) => foldForSearch(t) === foldForSearch(tag)) ? tag : ALL
  const shown = (result?.items ?? []).filter(
    (d) => filter === ALL || d.tags.some((t) => foldForSearch(t) === foldForSearch(filter)),
  )
  const share = result ? Math.min(1, result.usedBytes / result.quotaBytes) : 0
  return (
    <div className={css.page}>
      <PageHeader
        title="Dokumenty"
        lead="Soukromé úložiště souborů (PDF, Office, CSV, TXT do 20 MB). Vidíte je jen vy."
        breadcrumbs={[{ label: 'Portál', href: PAGES.portal }, { label: 'Dokumenty' }]}
      />
      {notice ? (
        <Alert
          role={notice.tone === 'error' ? 'alert' : 'status'}
          tone={notice.tone === 'error' ? 'danger' : 'info'}
        >
          {notice.text}
        </Alert>
      ) : null}
      {result ? (
        <div className={css.stackTight}>
          <span className={css.small} id="quota-label">
            Využito {formatFileSize(result.usedBytes)} z {formatFileSize(result.quotaBytes)}
          </span>
          <meter
            className={docs.meter}
            aria-labelledby="quota-label"
            min={0}
            max={1}
            low={0.8}
            high={0.95}
            optimum={0}
            value={share}
          />
        </div>
      ) : null}
      <Card>
        <div className={css.stack}>
          <TextField
            label="Štítky nahrávaných souborů"
            hint="Nepovinné; oddělte čárkou, např. smlouvy, Zlín. Štítky půjde později změnit."
            value={uploadTags}
            onChange={(e) => setUploadTags(e.target.value)}
          />
          <FileUpload
            kind="document"
            label="Nahrát dokumenty"
            items={uploads}
            onFilesAdded={(files) => onFilesAdded(files, tagsFrom(uploadTags))}
            onRemove={onDismissUpload}
            onRetry={onRetryUpload}
            maxFiles={50}
          />
        </div>
      </Card>
      <section aria-labelledby="documents-heading" className={css.stack}>
        <h2 id="documents-heading" className={css.heading2}>
          Moje dokumenty
        </h2>
        {status === 'error' ? (
          <ErrorBlock title="Dokumenty se nepodařilo načíst" onRetry={onRetry} />
        ) : status === 'loading' || !result ? (
          <SkeletonText lines={4} />
        ) : result.items.length === 0 ? (
          <p className={css.muted}>Zatím žádné dokumenty. Nahrajte první výše.</p>
        ) : (
          <>
            {tags.length ? (
              <div className={css.filters}>
                <Select
                  label="Štítek"
                  value={filter}
                  options={[
                    { value: ALL, label: 'Všechny štítky' },
                    ...tags.map((t) => ({ value: t, label: t })),
                  ]}
                  onValueChange={setTag}
                />
              </div>
            ) : null}
            <ul className={docs.list}>
              {shown.map((doc) => (
                <DocumentRow
                  key={doc.id}
                  doc={doc}
                  offers={offers}
                  onRename={onRename}
                  onTagsChange={onTagsChange}
                  onDelete={() => onDelete(doc.id)}
                  onAttach={(offerId) => onAttach(doc.id, offerId)}
                  busy={busy}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  )
}
