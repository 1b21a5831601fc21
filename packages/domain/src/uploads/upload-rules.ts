import { pluralCs } from '../czech-format/plural.ts'
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from '../fields/fields.schema.ts'

export type UploadKind = 'image' | 'document'

export interface UploadRules {
  extensions: readonly string[]
  mimeTypes: readonly string[]
  maxBytes: number
}

/** docs/product/offers.md "Photos and documents": public images. */
export const IMAGE_RULES: UploadRules = {
  extensions: ['.jpg', '.jpeg', '.png', '.webp'],
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 3_145_728,
}

/**
 * docs/product/offers.md "Photos and documents": public documents. The spec lists csv among the types but leaves .csv out of the extensions; a CSV
 * cannot be uploaded without its extension, so .csv is allowed (decision 0102-domain-uploads).
 */
export const DOCUMENT_RULES: UploadRules = {
  extensions: ['.pdf', '.doc', '.docx', '.ppt', '.pptx', '.xls', '.xlsx', '.csv', '.txt'],
  mimeTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/csv',
    'text/plain',
  ],
  maxBytes: 20_971_520,
}

export const MAX_PHOTOS_PER_LISTING = 30

export function uploadRules(kind: UploadKind): UploadRules {
  return kind === 'image' ? IMAGE_RULES : DOCUMENT_RULES
}

export type UploadErrorCode = 'empty' | 'extension' | 'type' | 'size' | 'content' | 'photo-count' | 'name'
export type UploadCheck = { ok: true } | { ok: false; code: UploadErrorCode; message: string }

export interface FileLike {
  name: string
  size: number
  /** The browser's MIME guess; '' when it has none. */
  type: string
}

const ALLOWED_TEXT: Record<UploadKind, string> = {
  image: 'Povolené jsou obrázky JPG, PNG a WebP.',
  document: 'Povolené jsou dokumenty PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX, CSV a TXT.',
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot).toLowerCase()
}

function megabytes(bytes: number): string {
  return `${bytes / 1_048_576} MB`
}

export function allowedUploadMessage(kind: UploadKind): string {
  return ALLOWED_TEXT[kind]
}

/**
 * The cheap checks on what the browser reports about a file. The browser's MIME type is only a guess (often '' or
 * application/octet-stream for Office files on some systems), so an empty or generic type passes here and the
 * server decides by the content (checkFileContent).
 */
export function validateUpload(kind: UploadKind, file: FileLike): UploadCheck {
  // the text rule of every contract string applies to file names too (contract/fields.schema.ts)
  if (hasUnsafeText(file.name)) return { ok: false, code: 'name', message: UNSAFE_TEXT_MESSAGE }
  const rules = uploadRules(kind)
  if (!rules.extensions.includes(fileExtension(file.name))) {
    return {
      ok: false,
      code: 'extension',
      message: `Soubor „${file.name}“ má nepodporovaný formát. ${ALLOWED_TEXT[kind]}`,
    }
  }
  const type = file.type.toLowerCase()
  const unknownType = type === '' || type === 'application/octet-stream'
  // Windows reports CSV as application/vnd.ms-excel; that is still a permitted document type.
  if (!unknownType && !rules.mimeTypes.includes(type)) {
    return {
      ok: false,
      code: 'type',
      message: `Typ souboru „${file.name}“ (${file.type}) není povolen. ${ALLOWED_TEXT[kind]}`,
    }
  }
  if (file.size <= 0) {
    return { ok: false, code: 'empty', message: `Soubor „${file.name}“ je prázdný.` }
  }
  if (file.size > rules.maxBytes) {
    return {
      ok: false,
      code: 'size',
      message: `Soubor „${file.name}“ je příliš velký. Maximální velikost je ${megabytes(rules.maxBytes)}.`,
    }
  }
  return { ok: true }
}

const PHOTO_FORMS = ['fotografii', 'fotografie', 'fotografií'] as const

/** docs/product/offers.md "Photos and documents": up to 30 photos per listing, counting the ones already uploaded. */
export function validatePhotoCount(existing: number, adding: number): UploadCheck {
  if (existing + adding <= MAX_PHOTOS_PER_LISTING) return { ok: true }
  const left = Math.max(0, MAX_PHOTOS_PER_LISTING - existing)
  const rest =
    left === 0 ? 'Další už přidat nelze.' : `Můžete přidat ještě ${left} ${pluralCs(left, PHOTO_FORMS)}.`
  return {
    ok: false,
    code: 'photo-count',
    message: `K nabídce lze nahrát nejvýše ${MAX_PHOTOS_PER_LISTING} fotografií. ${rest}`,
  }
}
