export {
  AUTH_MAX_RETRIES,
  AUTH_MESSAGES,
  type AuthErrorLike,
  type AuthMessageKey,
  type AuthOperation,
  authErrorMessage,
  authSuccessMessage,
  isRetryableAuthError,
  RESET_PASSWORD_SENT_MESSAGE,
  VERIFIED_ONLY_TOAST,
} from './auth-messages/auth-messages.ts'
export {
  addDays,
  addMonthsClamped,
  type DateParts,
  daysInMonth,
  type IsoDate,
  isIsoDate,
  isLeapYear,
  PRAGUE_TIME_ZONE,
  parseIsoDate,
  pragueDate,
  pragueTime,
  toIsoDate,
} from './calendar/calendar-date.ts'
export {
  CAROUSEL,
  type CarouselEvent,
  type CarouselLayout,
  type CarouselState,
  carouselLayout,
  carouselReducer,
  houseShape,
  INITIAL_CAROUSEL_STATE,
} from './carousel/carousel.ts'
export { type ApiError, apiErrorSchema } from './contract/api-error.schema.ts'
export {
  type CreditSubscription,
  type CreditTransaction,
  creditSubscriptionSchema,
  creditTransactionSchema,
  type Role,
  roleSchema,
  type SerializedUser,
  serializedUserSchema,
  subscriptionTermSchema,
  tierSchema,
} from './contract/user.schema.ts'
export {
  type CookieDecisionResponse,
  cookieDecisionResponseSchema,
  type InitialCreditsResponse,
  initialCreditsResponseSchema,
  okResponseSchema,
  type ProductGuideViewedRequest,
  productGuideViewedRequestSchema,
} from './contract/user-actions.schema.ts'
export {
  CONSENT_APPROVED,
  CONSENT_REJECTED,
  CONSENT_UNKNOWN,
  COOKIE_STORAGE_KEY,
  type CookieConsent,
  consentAfter,
  parseConsent,
  serializeConsent,
  shouldShowCookieBar,
  trackingAllowed,
} from './cookie-consent/cookie-consent.ts'
export {
  CREATE_PRICE,
  type CreditTransactionLike,
  creditBalance,
  INSUFFICIENT_CREDITS_MESSAGE,
  UNLOCK_PRICE,
  WELCOME_BONUS,
} from './credits/credits.ts'
export { formatDate, formatDateTime } from './czech-format/dates.ts'
export { isValidIco } from './czech-format/ico.ts'
export { formatCzk, formatNumber, NBSP, PRICE_ON_REQUEST } from './czech-format/money.ts'
export { formatPhone, isValidCzechPhone, normalizeCzechPhone } from './czech-format/phone.ts'
export { CREDIT_FORMS, type CzechPluralForms, formatCredits, pluralCs } from './czech-format/plural.ts'
export { formatPsc, isValidPsc, normalizePsc } from './czech-format/postcode.ts'
export { matchesSearch, normalizeForSearch } from './czech-format/search.ts'
export {
  decideGuard,
  decideGuards,
  GUARD_NAMES,
  type GuardDecision,
  type GuardName,
  guardsForPath,
  isGuardName,
  LOGIN_PATH,
  loginLandingPath,
  loginRedirect,
  notFoundError,
  ONBOARDING_START_PATH,
  PORTAL_PATH,
  PROFILE_PATH,
  pageNotFoundFatal,
  resolveGuard,
  type Viewer,
} from './guards/guards.ts'
export {
  errorHomeTarget,
  errorPageHeadline,
  isUnder,
  pageTitle,
  safeRedirectPath,
  stripTrailingSlash,
  TITLE_SEPARATOR,
} from './navigation/navigation.ts'
export { canChangeRole, isAdmin, isSuperAdmin, isVerified, ROLE_LABELS } from './roles/roles.ts'
export {
  addTerm,
  currentSubscription,
  isSubscriptionActive,
  type SubscriptionLike,
  type SubscriptionTerm,
  subscriptionEndDate,
  subscriptionGrantDates,
  subscriptionPriceCzk,
  TERM_LABELS,
  TERM_MONTHS,
} from './subscriptions/subscriptions.ts'
export {
  CREDIT_PACKS,
  type CreditPack,
  isSubscribableTier,
  TIERS,
  type TierConfig,
  type TierId,
  tierById,
  YEARLY_PRICE_MONTHS,
} from './tiers/tiers.ts'
export { idsToMarkViewed, stepsToShow, type TourStep } from './tours/tours.ts'
export {
  BREAKPOINTS,
  type BreakpointName,
  COOKIE_TRACKING_DELAY_MS,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  LOADING_BAR_HEIGHT,
  MAX_TOASTS,
  SCROLL_REVEAL,
  TOAST_DURATION_MS,
  TOUR_SETTINGS,
} from './ui-settings/ui-settings.ts'
export {
  checkFileContent,
  EXPECTED_CONTENT,
  type SniffedType,
  sniffFileType,
} from './uploads/file-sniffer.ts'
export {
  allowedUploadMessage,
  DOCUMENT_RULES,
  type FileLike,
  fileExtension,
  IMAGE_RULES,
  MAX_PHOTOS_PER_LISTING,
  type UploadCheck,
  type UploadErrorCode,
  type UploadKind,
  type UploadRules,
  uploadRules,
  validatePhotoCount,
  validateUpload,
} from './uploads/upload-rules.ts'
