/* @rg/domain/fields: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { type ApiError, apiErrorSchema } from './api-error.schema.ts'
export {
  fieldErrors,
  findUnsafeText,
  offerIdParamSchema,
  safeParseCs,
  toApiIssues,
  UNSAFE_TEXT_MESSAGE,
  uuidSchema,
  VALIDATION_FAILED_MESSAGE,
} from './fields.schema.ts'
export {
  BAD_JSON,
  CSRF_FAILED,
  FORBIDDEN,
  type Refusal,
  UNREADABLE_UPLOAD,
  USER_NOT_FOUND,
} from './refusal.ts'
