/* @rg/domain/profile: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  type AccountDeletionRequest,
  dataExportSchema,
  type Profile,
  type ProfileUpdateRequest,
  profileSchema,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
  type VerificationResponse,
  type VerificationStatus,
} from './profile.schema.ts'
export {
  canRequestVerification,
  displayName,
  fullName,
  missingProfileFields,
  PROFILE_FIELD_LABELS,
  profileCompletionPercent,
} from './profile.ts'
export { AVATAR_FILE_MISSING, DELETE_EMAIL_MISMATCH } from './profile-refusals.ts'
export {
  type CreditSubscription,
  type CreditTransaction,
  type Role,
  type SerializedUser,
  serializedUserSchema,
} from './user.schema.ts'
export {
  type CookieDecisionResponse,
  cookieDecisionResponseSchema,
  type InitialCreditsResponse,
  initialCreditsResponseSchema,
} from './user-actions.schema.ts'
