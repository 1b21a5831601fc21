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
export {
  listingCategorySchema,
  offerActionSchema,
  offerCategorySchema,
  offerKindSchema,
  offerStatusSchema,
  regionSchema,
  serviceCategorySchema,
} from './offers/offer.schema.ts'
export {
  categoriesForKind,
  categoryLabel,
  isCategoryOfKind,
  isPubliclyVisible,
  type Labelled,
  LISTING_CATEGORIES,
  LISTING_CATEGORY_CODES,
  type ListingCategory,
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  type OfferCategory,
  type OfferKind,
  type OfferStatus,
  REGION_CODES,
  REGIONS,
  type RegionCode,
  regionLabel,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_CODES,
  type ServiceCategory,
} from './offers/offer-catalogue.ts'
export {
  allowedOfferActions,
  OFFER_ACTION_LABELS,
  OFFER_ACTIONS,
  type OfferAction,
  type OfferActor,
  type OfferTransitionResult,
  offerTransition,
  REJECTION_REASON_REQUIRED,
} from './offers/offer-lifecycle.ts'
export {
  MANAGEMENT_FIELDS,
  type OfferField,
  type OfferViewer,
  offerRelation,
  PRIVATE_FIELDS,
  pickVisibleFields,
  TEASER_FIELDS,
  type ViewerRelation,
  visibleOfferFields,
} from './offers/offer-visibility.ts'
export { canUnlock, type UnlockDecision, type UnlockRefusal, type UnlockViewer } from './offers/unlock.ts'
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
export {
  matchesWatchdog,
  WATCHDOG_FREQUENCIES,
  WATCHDOG_FREQUENCY_LABELS,
  type WatchdogCriteria,
  type WatchdogFrequency,
  type WatchdogListing,
} from './watchdog/watchdog.ts'
