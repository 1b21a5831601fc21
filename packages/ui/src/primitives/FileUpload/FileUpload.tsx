import {
  allowedUploadMessage,
  MAX_PHOTOS_PER_LISTING,
  type UploadKind,
  uploadRules,
  validatePhotoCount,
  validateUpload,
} from '@rg/domain/uploads'
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react'
import { Icon } from '../../internal/icons.tsx'
import { Badge } from '../Badge/Badge.tsx'
import { Button, IconButton } from '../Button/Button.tsx'
import * as css from './FileUpload.css.ts'

/** One file the parent is uploading or has uploaded. The parent owns the list and the upload itself. */
export interface UploadItem {
  id: string
  name: string
  /** Bytes. */
  size: number
  status: 'uploading' | 'done' | 'error'
  /** 0–1 while uploading. */
  progress?: number
  /** Czech message when the upload failed. */
  error?: string
  /**
   * Whether "Zkusit znovu" can help (a dropped connection, a server error); false when the server refused the file
   * itself, which sending it again would not change. Defaults to true.
   */
  retryable?: boolean
  /** Thumbnail URL for photos (an object URL or imageUrl()). */
  previewUrl?: string
}

export interface FileUploadProps {
  /** 'image' (JPG, PNG, WebP up to 3 MB) or 'document' (PDF, Office, CSV, TXT up to 20 MB): rules from @rg/domain. */
  kind: UploadKind
  label: ReactNode
  items: readonly UploadItem[]
  /** Files that passed the domain rules; rejected ones are explained in the component. */
  onFilesAdded: (files: File[]) => void
  onRemove: (id: string) => void
  onRetry?: (id: string) => void
  /** Photos: the item shown first on the offer. */
  coverId?: string | null
  onCoverChange?: (id: string) => void
  /** Photos: the new order of all item ids (drag and drop or the move buttons). */
  onReorder?: (ids: string[]) => void
  /** Upper limit of items; photos default to 30 (spec). */
  maxFiles?: number
  disabled?: boolean
}

const sizeFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 })

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} kB`
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`
}

function move(ids: string[], from: number, to: number): string[] {
  const next = [...ids]
  const [moved] = next.splice(from, 1)
  if (moved !== undefined) next.splice(to, 0, moved)
  return next
}

/**
 * File upload with the domain's type and size rules, drag and drop, per-file progress and Czech errors. For photos it
 * also offers reordering (drag a tile, or the arrow buttons) and the cover choice, up to 30 photos.
 */
export function FileUpload({
  kind,
  label,
  items,
  onFilesAdded,
  onRemove,
  onRetry,
  coverId,
  onCoverChange,
  onReorder,
  maxFiles = kind === 'image' ? MAX_PHOTOS_PER_LISTING : Number.POSITIVE_INFINITY,
  disabled = false,
}: FileUploadProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [rejections, setRejections] = useState<string[]>([])
  const [dragIndex, setDragIndex] = useState<number | null>(null)
  const [overIndex, setOverIndex] = useState<number | null>(null)
  const rules = uploadRules(kind)
  const isPhotos = kind === 'image'
  // A failed upload is not stored: it neither counts toward the limit nor takes a place among the photos.
  const counted = items.filter((item) => item.status !== 'error').length
  const full = counted >= maxFiles

  const accept = (files: File[]) => {
    const problems: string[] = []
    let valid = files.filter((file) => {
      const check = validateUpload(kind, file)
      if (!check.ok) problems.push(check.message)
      return check.ok
    })
    if (isPhotos && maxFiles === MAX_PHOTOS_PER_LISTING) {
      const count = validatePhotoCount(counted, valid.length)
      if (!count.ok) {
        problems.push(count.message)
        valid = valid.slice(0, Math.max(0, maxFiles - counted))
      }
    } else if (counted + valid.length > maxFiles) {
      problems.push(`Lze nahrát nejvýše ${maxFiles} souborů.`)
      valid = valid.slice(0, Math.max(0, maxFiles - counted))
    }
    setRejections(problems)
    if (valid.length > 0) onFilesAdded(valid)
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    if (disabled || dragIndex !== null) return
    accept([...e.dataTransfer.files])
  }

  // A photo whose upload failed or was refused is not stored: it has no place in the order (no arrows, no dragging).
  const ids = items.filter((item) => item.status !== 'error').map((item) => item.id)

  return (
    <div className={css.root}>
      <section
        className={css.drop}
        data-dragging={dragging}
        data-disabled={disabled}
        aria-label={typeof label === 'string' ? label : undefined}
        onDragOver={(e) => {
          if (dragIndex !== null) return
          e.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={32} className={css.dropIcon} />
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>
          {label}
        </label>
        <p className={css.rules} id={`${inputId}-rules`}>
          Přetáhněte soubory sem, nebo je vyberte. {allowedUploadMessage(kind)} Nejvýše{' '}
          {rules.maxBytes / 1_048_576} MB na soubor
          {Number.isFinite(maxFiles)
            ? `, celkem nejvýše ${maxFiles} ${isPhotos ? 'fotografií' : 'souborů'}`
            : ''}
          .
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          hidden
          accept={[...rules.extensions, ...rules.mimeTypes].join(',')}
          disabled={disabled || full}
          aria-describedby={`${inputId}-rules`}
          onChange={(e) => {
            accept([...(e.target.files ?? [])])
            e.target.value = ''
          }}
        />
        <Button
          variant="secondary"
          disabled={disabled || full}
          onClick={() => inputRef.current?.click()}
          aria-describedby={`${inputId}-rules`}
        >
          {isPhotos ? 'Vybrat fotografie' : 'Vybrat soubory'}
        </Button>
        {Number.isFinite(maxFiles) ? (
          <span className={css.counter} aria-live="polite">
            {counted} / {maxFiles}
          </span>
        ) : null}
      </section>

      {rejections.length > 0 ? (
        <div role="alert">
          <ul className={css.errors}>
            {rejections.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {items.length > 0 && isPhotos ? (
        <ul className={css.grid} aria-label="Nahrané fotografie">
          {items.map((item, index) => {
            const isCover = coverId === item.id
            const position = ids.indexOf(item.id)
            const movable = Boolean(onReorder) && position >= 0
            return (
              <li
                key={item.id}
                className={css.tile}
                data-cover={isCover}
                data-drag-over={overIndex === position && movable && dragIndex !== position}
                draggable={movable && !disabled}
                onDragStart={(e) => {
                  setDragIndex(position)
                  e.dataTransfer.effectAllowed = 'move'
                  e.dataTransfer.setData('text/plain', item.id)
                }}
                onDragOver={(e) => {
                  if (dragIndex === null || !movable) return
                  e.preventDefault()
                  setOverIndex(position)
                }}
                onDrop={(e) => {
                  if (dragIndex === null || !movable) return
                  e.preventDefault()
                  e.stopPropagation()
                  if (dragIndex !== position) onReorder?.(move(ids, dragIndex, position))
                  setDragIndex(null)
                  setOverIndex(null)
                }}
                onDragEnd={() => {
                  setDragIndex(null)
                  setOverIndex(null)
                }}
              >
                {item.previewUrl ? (
                  <img
                    className={css.thumb}
                    src={item.previewUrl}
                    alt={`Fotografie ${index + 1}: ${item.name}`}
                  />
                ) : (
                  <span className={css.thumbPlaceholder}>
                    <Icon name="image" size={32} title={`Fotografie ${index + 1}: ${item.name}`} />
                  </span>
                )}
                {isCover ? (
                  <Badge tone="brand" className={css.coverBadge}>
                    Titulní
                  </Badge>
                ) : null}
                <FileStatus item={item} onRetry={onRetry} />
                <div className={css.tileActions}>
                  {onCoverChange && item.status !== 'error' ? (
                    <Button
                      size="sm"
                      variant={isCover ? 'primary' : 'ghost'}
                      aria-pressed={isCover}
                      disabled={disabled || item.status !== 'done'}
                      fullWidth
                      style={{ whiteSpace: 'normal' }}
                      onClick={() => onCoverChange(item.id)}
                      aria-label={`${isCover ? 'Titulní fotografie' : 'Nastavit jako titulní'}: ${item.name}`}
                    >
                      {isCover ? 'Titulní fotografie' : 'Nastavit jako titulní'}
                    </Button>
                  ) : null}
                  <span>
                    {onReorder && movable ? (
                      <>
                        <IconButton
                          size="sm"
                          label={`Posunout dopředu: ${item.name}`}
                          icon={<Icon name="chevronLeft" size={16} />}
                          disabled={disabled || position === 0}
                          onClick={() => onReorder(move(ids, position, position - 1))}
                        />
                        <IconButton
                          size="sm"
                          label={`Posunout dozadu: ${item.name}`}
                          icon={<Icon name="chevronRight" size={16} />}
                          disabled={disabled || position === ids.length - 1}
                          onClick={() => onReorder(move(ids, position, position + 1))}
                        />
                      </>
                    ) : null}
                    <IconButton
                      size="sm"
                      label={`Odebrat ${item.name}`}
                      icon={<Icon name="trash" size={16} />}
                      disabled={disabled}
                      onClick={() => onRemove(item.id)}
                    />
                  </span>
                </div>
              </li>
            )
          })}
        </ul>
      ) : null}

      {items.length > 0 && !isPhotos ? (
        <ul className={css.list} aria-label="Nahrané soubory">
          {items.map((item) => (
            <li key={item.id} className={css.file}>
              <Icon name="file" size={24} />
              <FileStatus item={item} onRetry={onRetry} />
              <IconButton
                size="sm"
                label={`Odebrat ${item.name}`}
                icon={<Icon name="trash" size={16} />}
                disabled={disabled}
                onClick={() => onRemove(item.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function FileStatus({ item, onRetry }: { item: UploadItem; onRetry?: (id: string) => void }) {
  const percent = Math.round((item.progress ?? 0) * 100)
  return (
    <div className={css.fileMeta}>
      <span className={css.fileName} title={item.name}>
        {item.name}
      </span>
      <span className={css.fileInfo}>
        {formatSize(item.size)}
        {item.status === 'uploading' ? ` · nahrávání ${percent} %` : ''}
        {item.status === 'done' ? ' · nahráno' : ''}
      </span>
      {item.status === 'uploading' ? (
        <progress className={css.progress} max={100} value={percent} aria-label={`Nahrávání ${item.name}`} />
      ) : null}
      {item.status === 'error' ? (
        <span className={css.fileError} role="alert">
          {item.error ?? 'Soubor se nepodařilo nahrát.'}{' '}
          {onRetry && item.retryable !== false ? (
            <Button size="sm" variant="ghost" onClick={() => onRetry(item.id)}>
              Zkusit znovu
            </Button>
          ) : null}
        </span>
      ) : null}
    </div>
  )
}
