/* @rg/domain/uploads: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  checkImagePixels,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_PIXELS,
  pngDimensions,
  storageQuotaMessage,
} from './account-bounds.ts'
export { DOCUMENT_NAME_MAX, DOCUMENT_NAME_TOO_LONG } from './document-refusals.ts'
export {
  DEFAULT_DOCUMENT_QUOTA_BYTES,
  type DocumentUpdateRequest,
  parseDocumentTags,
  type UserDocument,
  type UserDocumentListResponse,
  userDocumentListResponseSchema,
  userDocumentSchema,
} from './documents.schema.ts'
export { checkFileContent } from './file-sniffer.ts'
export { STORAGE_BUCKETS, type StorageBucket } from './images.schema.ts'
export {
  allowedUploadMessage,
  DOCUMENT_RULES,
  fileExtension,
  IMAGE_RULES,
  MAX_PHOTOS_PER_LISTING,
  type UploadKind,
  uploadRules,
  validatePhotoCount,
  validateUpload,
} from './upload-rules.ts'
