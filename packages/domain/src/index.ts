export {
  AUTH_MESSAGES,
  type AuthErrorLike,
  type AuthOperation,
  authErrorMessage,
  authSuccessMessage,
  PASSWORD_HINT,
  PASSWORD_MESSAGES,
  passwordProblem,
  passwordTooLong,
  RESET_PASSWORD_SENT_MESSAGE,
  SIGN_IN_BANNED_MESSAGE,
  weakPasswordFieldError,
} from './auth-messages/auth-messages.ts'
export { AUTH_SESSION, combineCookieChunks } from './auth-session/auth-session.ts'
export { addDays, type IsoDate, pragueDate } from './calendar/calendar-date.ts'
export {
  CAROUSEL,
  carouselLayout,
  carouselReducer,
  houseShape,
  INITIAL_CAROUSEL_STATE,
} from './carousel/carousel.ts'
export { LOGO_WIDTH } from './carousel/logo.ts'
export {
  accessAllows,
  accessRefusal,
  type EndpointInput,
  type EndpointOutput,
  type EndpointRequest,
  parseEndpointInput,
  UNAUTHORIZED_ERROR,
  UNKNOWN_ENDPOINT_ERROR,
} from './contract/endpoint-input.ts'
export { API, apiPath, type EndpointDef, type EndpointName } from './contract/endpoints.ts'
export {
  API_BODY_MAX_BYTES,
  CONTACT_IMPORT_MAX_BODY_BYTES,
  DEFAULT_JSON_LIMITS,
  JSON_TOO_DEEP_MESSAGE,
  type JsonLimits,
  jsonBodyBytesFor,
  jsonLimitsFor,
  jsonShapeProblem,
  jsonTooManyItemsMessage,
} from './contract/json-limits.ts'
export { NOT_YET_SERVED } from './contract/not-yet-served.ts'
export {
  API_PREFIX,
  endpointUrl,
  queryString,
  ROUTES,
  type RouteDef,
  type RouteName,
  VISITOR_ROUTES,
} from './contract/routes.ts'
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
export { coldCallsToIcs } from './crm/call-calendar.ts'
export { formatAddress } from './crm/contact-card.ts'
export { contactsToCsv, contactsToVcard } from './crm/contact-export.ts'
export { CONTACT_FILE_ENCODING_LABELS } from './crm/contact-file-text.ts'
export {
  CONTACT_IMPORT_MAX_BYTES,
  type ContactImportDuplicate,
  type ContactImportPlan,
  type ContactImportPreview,
  type ContactImportRow,
  parseContactFile,
  planContactImport,
} from './crm/contact-import.ts'
export { type ContactLists, contactPrimaries, resolveContactLists } from './crm/contact-lists.ts'
export {
  applyContactImport,
  CONTACT_DUPLICATE_ACTION_LABELS,
  CONTACT_DUPLICATE_ACTIONS,
  type ContactDuplicateAction,
  importActions,
  type MergeableContact,
  type StoredMergeable,
} from './crm/contact-merge.ts'
export {
  ALREADY_ON_CALL_LIST,
  BAD_CONTACTS_CURSOR,
  CONTACT_OFFERS_NOT_FOUND,
} from './crm/contact-refusals.ts'
export {
  allTags,
  CALL_DUE_FILTERS,
  CALL_DUE_LABELS,
  type CallAgenda,
  type CallDueFilter,
  CONTACT_SORT_LABELS,
  CONTACT_SORTS,
  type ContactSort,
  callAgenda,
  callMatchesDue,
  contactIdentityKeys,
  FINISHED_COLD_CALL_STATUSES,
  filterContacts,
  foldForSearch,
  isCallDue,
  uniqueTags,
} from './crm/crm.ts'
export {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallLog,
  COLD_CALL_STATUS_LABELS,
  COLD_CALL_STATUSES,
  CONTACT_IMPORT_MAX,
  CONTACT_MAX_ADDRESSES,
  CONTACT_MAX_EMAILS,
  CONTACT_MAX_PHONES,
  CONTACT_PAGE_DEFAULT,
  CONTACT_PAGE_MAX,
  CONTACT_PHONE_TYPE_LABELS,
  CONTACT_PHONE_TYPES,
  CONTACT_PLACE_TYPE_LABELS,
  CONTACT_PLACE_TYPES,
  CONTACTS_CAP_MESSAGE,
  CONTACTS_PER_ACCOUNT_MAX,
  type ColdCall,
  type ColdCallStatus,
  type ColdCallUpdateRequest,
  type Contact,
  type ContactAddress,
  type ContactDetail,
  type ContactImportRequest,
  type ContactImportResponse,
  type ContactInput,
  type ContactListResponse,
  type ContactPhoneType,
  type ContactPlaceType,
  callLogSchema,
  coldCallListResponseSchema,
  coldCallSchema,
  contactDetailSchema,
  contactImportResponseSchema,
  contactListResponseSchema,
  contactSchema,
  contactsRefusedMessage,
  DEFAULT_DOCUMENT_QUOTA_BYTES,
  type DocumentUpdateRequest,
  NOTE_MAX_LENGTH,
  NOTE_NOT_ALLOWED_MESSAGE,
  type Note,
  type NoteSaveRequest,
  noteSchema,
  parseDocumentTags,
  type UserDocument,
  type UserDocumentListResponse,
  userDocumentListResponseSchema,
  userDocumentSchema,
} from './crm/user-data.schema.ts'
export { formatDate, formatDateTime } from './czech-format/dates.ts'
export { isValidIco } from './czech-format/ico.ts'
export { formatCzk, formatCzkExact, formatNumber, PRICE_ON_REQUEST } from './czech-format/money.ts'
export { formatFileSize } from './czech-format/numbers.ts'
export { formatPhone } from './czech-format/phone.ts'
export { CREDIT_FORMS, type CzechPluralForms, formatCredits, pluralCs } from './czech-format/plural.ts'
export { formatPsc } from './czech-format/postcode.ts'
export {
  BROWSE_COUNT_CAP,
  browseCount,
  browseCountCap,
  matchesSearch,
  matchesSearchWords,
  matchesWholeWords,
  normalizeForSearch,
  SEARCH_COUNT_CAP,
  searchWords,
} from './czech-format/search.ts'
export {
  type Demand,
  type DraftDemandInput,
  type DraftDemandRequest,
  demandSchema,
  MAX_LEADS,
  type OfferLead,
  type OfferLeadList,
  type OfferStats,
  offerLeadListSchema,
  offerStatsSchema,
  STATS_DAYS,
  type StatsCounts,
} from './deal-room/deal-room.schema.ts'
export {
  type DemandOffer,
  EMPTY_COUNTS,
  leadContactInput,
  leadLabel,
  leadsCsvFileName,
  leadsToCsv,
  matchesPreferenceProfile,
  type PreferenceProfile,
  statsSeries,
  sumCounts,
} from './deal-room/deal-room.ts'
export {
  ACCESS_RATE_LIMITED,
  ACCESS_REQUEST_NOT_FOUND,
  APPROVAL_REQUIRED,
  ATTACHMENT_NOT_FOUND,
  ATTACHMENT_NOT_OWN,
  NDA_ACCEPTANCE_NOT_FOUND,
  NDA_NOT_REQUIRED,
  NDA_REQUIRED,
  NDA_VERSION_OUTDATED,
  SENDER_RATE_LIMITED,
  THREAD_ALREADY_REPORTED,
  THREAD_NOT_FOUND,
  THREAD_NOT_REPORTED,
} from './deal-room/deal-room-refusals.ts'
export {
  type ContactSharing,
  contactSharingSchema,
  resolveShareContact,
  SHARE_CONTACT_LABEL,
} from './deal-room/lead-consent.schema.ts'
export {
  ACCESS_REQUEST_STATUS_LABELS,
  type AccessRequest,
  type AdminThread,
  accessRequestSchema,
  type DealTerms,
  MESSAGE_MAX_CHARS,
  type Message,
  type NdaAcceptance,
  type NdaSource,
  type NdaText,
  ndaAcceptanceSchema,
  type OfferAccess,
  OWNER_NDA_BODY_MAX_CHARS,
  type OwnerAccessItem,
  type OwnerAccessResponse,
  type OwnerNdaTexts,
  type OwnerNdaVersion,
  offerAccessSchema,
  ownerNdaTextRequestSchema,
  ownerNdaVersionSchema,
  type SendMessageRequest,
  type ThreadDetail,
  type ThreadListResponse,
  type ThreadParty,
  type ThreadSummary,
} from './deal-room/messages-and-access.schema.ts'
export {
  accessDecisionRefusal,
  accessRequestExpiry,
  accessRequestRefusal,
  applicableNda,
  investorLabel,
  isCurrentNda,
  MESSAGES_PER_SENDER_WINDOW,
  messageLimitRefusal,
  messagePreview,
  SENDER_WINDOW_MINUTES,
  shouldNotifyRecipient,
  unlockTermsRefusal,
} from './deal-room/messages-and-access.ts'
export {
  OFF_MARKET_STATUSES,
  UNLOCK_REFUND_DAYS,
  unlockRefundDue,
  unlockRefundNotice,
} from './deal-room/unlock-refund.ts'
export {
  type AdminDashboard,
  adminDashboardSchema,
  type DashboardDay,
  type DeadMail,
  type DeadMailListResponse,
  deadMailListResponseSchema,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxItem,
  type InboxItemDetail,
  type InboxKind,
  type InboxListQuery,
  type InboxListResponse,
  type InboxState,
  inboxItemDetailSchema,
  inboxListResponseSchema,
  type ReportedReview,
  type ReportedReviewList,
  type ResendMailResponse,
  reportedReviewListSchema,
  reviewRemoveRequestSchema,
  UNPAID_ORDER_OLD_DAYS,
} from './desk/desk.schema.ts'
export {
  DESK_ITEM_NOT_FOUND,
  DRAFT_ONLY_FROM_TIP,
  OWN_REVIEW_REPORT,
  TIP_ALREADY_DRAFTED,
} from './desk/desk-refusals.ts'
export {
  CONSENT_REQUIRED_MESSAGE,
  type ContactMessageRequest,
  type CreatedResponse,
  contactMessageRequestSchema,
  createdResponseSchema,
  type SpotterTipRequest,
  spotterTipRequestSchema,
} from './desk/public-inbox.schema.ts'
export {
  type FavouriteListResponse,
  type FavouriteState,
  favouriteListResponseSchema,
  favouriteStateSchema,
  type SimilarOffersResponse,
  similarOffersResponseSchema,
} from './discovery/discovery.schema.ts'
export {
  compareIdsParam,
  MAX_COMPARE,
  parseCompareIds,
  SIMILAR_COUNT,
  suggestedSearchName,
  toggleCompare,
  watchdogFromSearch,
} from './discovery/discovery.ts'
export { MAX_FAVOURITES, OWN_OFFER_FAVOURITE, TOO_MANY_FAVOURITES } from './discovery/discovery-refusals.ts'
export { type ApiError, apiErrorSchema } from './fields/api-error.schema.ts'
export {
  fieldErrors,
  findUnsafeText,
  offerIdParamSchema,
  safeParseCs,
  toApiIssues,
  UNSAFE_TEXT_MESSAGE,
  uuidSchema,
  VALIDATION_FAILED_MESSAGE,
} from './fields/fields.schema.ts'
export {
  BAD_JSON,
  CSRF_FAILED,
  FORBIDDEN,
  type Refusal,
  refusal,
  UNREADABLE_UPLOAD,
  USER_NOT_FOUND,
} from './fields/refusal.ts'
// The offers map (docs/decisions/1571-map-of-regions.md); the gazetteer's data is imported where it is used
export {
  type OfferMapResponse,
  offerMapResponseSchema,
} from './geo/offer-map.schema.ts'
export { offerMapOf, type PlaceCount, singleOfferIds } from './geo/offer-map.ts'
export {
  createGazetteer,
  type Gazetteer,
  type GazetteerRow,
  type Place,
} from './geo/places.ts'
export {
  decideGuards,
  type GuardName,
  loginLandingPath,
  notFoundError,
  onboardingNextPath,
  type Viewer,
} from './guards/guards.ts'
export {
  HELP_MESSAGE_LIMIT_MESSAGE,
  HELP_MESSAGES_PER_HOUR,
  type HelpMessageRequest,
} from './help/help.schema.ts'
// Help centre (docs/decisions/1570-help-centre.md)
export { HELP_ARTICLES, type HelpArticle, searchHelp } from './help/help-centre.ts'
export { HELP_TOPIC_LABELS, HELP_TOPICS, type HelpTopic, helpMessageText } from './help/help-topics.ts'
export { AUTH_PAGES, CREDITS_PAGE, PORTAL_PAGE } from './navigation/entry-pages.ts'
export {
  errorHomeTarget,
  errorPageHeadline,
  isUnder,
  pageTitle,
  stripTrailingSlash,
} from './navigation/navigation.ts'
export { PAGES } from './navigation/pages.ts'
export { safeRedirectPath } from './navigation/safe-redirect.ts'
export { BAD_NOTE_OFFER_ID } from './notes/note-refusals.ts'
export {
  EMAIL_OPTIONAL_KINDS,
  MESSAGE_EMAIL_LABELS,
  MESSAGE_EMAIL_MODES,
  type MessageEmailMode,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationsReadRequest,
  notificationListResponseSchema,
  notificationPreferencesSchema,
  notificationsReadResponseSchema,
} from './notifications/notifications.schema.ts'
export {
  categoriesForKind,
  categoryLabel,
  isCategoryOfKind,
  LISTING_CATEGORIES,
  OFFER_KIND_LABELS,
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
} from './offers/offer-catalogue.ts'
export {
  type AdminTakedownAction,
  adminTakedown,
  allowedOfferActions,
  allowedTakedownActions,
  editSendsToReview,
  OFFER_ACTION_LABELS,
  type OfferAction,
  offerTransition,
  operatorTakedown,
  REJECTION_REASON_REQUIRED,
  RESUME_AFTER_TAKEDOWN,
  TAKEDOWN_REASON_REQUIRED,
} from './offers/offer-lifecycle.ts'
export {
  CATEGORY_OF_OTHER_KIND,
  DOCUMENT_NOT_FOUND,
  MAX_UNPUBLISHED_OFFERS,
  NO_FILE_CHOSEN,
  NO_OPEN_REVIEW_REPORT,
  NOT_OFFER_OWNER,
  OFFER_NOT_FOUND,
  PHOTO_NOT_FOUND,
  PHOTO_ORDER_INCOMPLETE,
  REVIEW_DELETE_REFUSED,
  REVIEW_NOT_ALLOWED,
  REVIEW_NOT_FOUND,
  transitionRefusal,
  UNPUBLISHED_LIMIT_REACHED,
  UNPUBLISHED_STATUSES,
  unlockRefusal,
} from './offers/offer-refusals.ts'
export {
  type OfferField,
  type OfferViewer,
  offerRelation,
  photoNamesVisible,
  pickVisibleFields,
  TEASER_FIELDS,
  type ViewerRelation,
  visibleOfferFields,
} from './offers/offer-visibility.ts'
export {
  type BusinessCard,
  type ManageOfferListQuery,
  manageOfferListQuerySchema,
  OFFER_SORT_LABELS,
  OFFER_SORTS,
  type OfferCreateRequest,
  type OfferDetail,
  type OfferDocument,
  type OfferHistoryEntry,
  type OfferHistoryResponse,
  type OfferListQuery,
  type OfferListQueryInput,
  type OfferListResponse,
  type OfferPhoto,
  type OfferSort,
  type OfferSummary,
  type OfferSummaryListResponse,
  type OfferTakedownRequest,
  type OfferTeaser,
  type OfferTransitionRequest,
  type OfferTransitionResponse,
  type OfferUpdateRequest,
  offerCreateRequestSchema,
  offerDetailSchema,
  offerHistoryResponseSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  offerSummaryListResponseSchema,
  offerTakedownRequestSchema,
  offerTeaserSchema,
  offerTransitionResponseSchema,
  type Review,
  type ReviewListResponse,
  type ReviewUpsertRequest,
  reviewListResponseSchema,
  reviewSchema,
  reviewUpsertRequestSchema,
  type UnlockResponse,
  unlockResponseSchema,
} from './offers/offers-api.schema.ts'
export {
  type RecommendationPreferences,
  recommendationReason,
  recommendOffers,
} from './offers/recommendations.ts'
export { averageStars, canDeleteReview, canReview } from './offers/reviews.ts'
export {
  type ImageTransformServerQuery,
  imageTransformServerQuerySchema,
} from './offers/server-offers.schema.ts'
export { canUnlock } from './offers/unlock.ts'
export {
  ACCOUNTING_ARCHIVE_BUSY,
  ACCOUNTING_ARCHIVE_MAX_DOCUMENTS,
  ACCOUNTING_ARCHIVE_TOO_LARGE,
  ACCOUNTING_CSV_HEADER,
  ACCOUNTING_MONTH_IN_FUTURE,
  type AccountingEntry,
  accountingArchiveName,
  accountingCsvHead,
  accountingCsvLine,
  accountingEntryPath,
  accountingMonthRange,
  accountingMonthRefusal,
  accountingSummaryName,
} from './payments/accounting-archive.ts'
export { czechAccountToIban, formatIban, ibanToCzechAccount, isValidIban } from './payments/bank-account.ts'
export {
  BANK_PAYMENT_NOT_FOUND,
  BANK_PAYMENT_RESOLVED,
  bankPaymentResolutionRefusal,
  orderOfSymbolNotFound,
} from './payments/bank-payment-refusals.ts'
export {
  type BankPayment,
  decodeStatement,
  matchPayment,
  movementKeys,
  parseBankStatement,
  statementAccountRefusal,
  writeGpc,
} from './payments/bank-statement.ts'
export { CREDIT_REASON_LABELS, nextGrantDate, subscriptionActiveUntil } from './payments/credit-history.ts'
export {
  BUYER_ADDRESS_REQUIRED,
  buyerAddressComplete,
  buyerAddressRequired,
  CREDIT_NOTE_NOT_FOUND,
  CREDIT_NOTE_REASON,
  type CreditNoteDocument,
  creditNoteNumber,
  creditNoteTitle,
  creditNoteTotals,
  PAID_SUBSCRIPTION_NOT_REFUNDABLE,
  paidOrderRefund,
  refundLedgerNote,
} from './payments/credit-note.ts'
export { DEMO_OPERATOR_IDENTITY } from './payments/demo-operator.ts'
export {
  formatHalere,
  type InvoiceDocument,
  invoiceNumber,
  invoiceTitle,
  invoiceTotals,
} from './payments/invoice.ts'
export { creditNoteIsdoc, invoiceIsdoc } from './payments/isdoc.ts'
export { orderCancelStep } from './payments/order-cancel.ts'
export { type OrderPayment, orderPayStep } from './payments/order-pay.ts'
export {
  creditsOnPayment,
  MAX_PENDING_ORDERS,
  type OrderItem,
  orderAmountCzk,
  orderDescription,
  TOO_MANY_PENDING_ORDERS_MESSAGE,
} from './payments/order-pricing.ts'
export {
  INVOICE_NOT_ISSUED,
  NO_STATEMENT_FILE,
  NOT_ORDERABLE,
  ORDER_NOT_FOUND,
  PAYMENT_RECEIVED_TITLE,
} from './payments/order-refusals.ts'
export {
  type AdminBankPayment,
  adminBankPaymentSchema,
  BANK_PAYMENT_RESOLUTION_LABELS,
  BANK_PAYMENT_STATE_LABELS,
  BANK_PAYMENT_STATES,
  type BankPaymentResolution,
  type BankPaymentResolveRequest,
  type BankPaymentState,
  type BuyerAddress,
  bankPaymentResolveRequestSchema,
  buyerAddressSchema,
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
  type OrderRequest,
  type OrderStatus,
  orderListResponseSchema,
  orderSchema,
  REVIEW_REASON_LABELS,
  type StatementImportResult,
  statementImportResultSchema,
} from './payments/orders.schema.ts'
export { spaydString } from './payments/qr-platba.ts'
export { countMovement, incomingMovements, statementImportStart } from './payments/statement-import.ts'
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
} from './profile/profile.schema.ts'
export {
  canRequestVerification,
  displayName,
  fullName,
  missingProfileFields,
  PROFILE_FIELD_LABELS,
  profileCompletionPercent,
} from './profile/profile.ts'
export { AVATAR_FILE_MISSING, DELETE_EMAIL_MISMATCH } from './profile/profile-refusals.ts'
export {
  type CreditSubscription,
  type CreditTransaction,
  type Role,
  type SerializedUser,
  serializedUserSchema,
} from './profile/user.schema.ts'
export {
  type CookieDecisionResponse,
  cookieDecisionResponseSchema,
  type InitialCreditsResponse,
  initialCreditsResponseSchema,
} from './profile/user-actions.schema.ts'
export {
  ADMIN_AUDIT_ACTION_LABELS,
  type AdminAuditAction,
  type AdminAuditEntry,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserSummary,
  adminBankPaymentListResponseSchema,
  adminOrderDetailSchema,
  adminUserDetailSchema,
  adminUserListResponseSchema,
} from './roles/admin.schema.ts'
export {
  BLOCK_ADMIN,
  BLOCK_SELF,
  BLOCK_SUPER_ADMIN,
  NEGATIVE_BALANCE,
  VERIFICATION_NOT_REQUESTED,
} from './roles/admin-user-refusals.ts'
export { auditChanges } from './roles/audit-changes.ts'
export {
  ADMIN_CREDIT_GRANT_LIMIT,
  accountDeletionRefusal,
  CREDIT_GRANT_LIMIT_MESSAGE,
  creditAdjustmentRefusal,
  isAdmin,
  isSuperAdmin,
  isVerified,
  OWN_CREDITS_MESSAGE,
  ROLE_LABELS,
  roleChangeRefusal,
  verificationAfterRoleChange,
} from './roles/roles.ts'
export {
  isSiteField,
  operatorLine,
  SITE_FIELD_LABELS,
  type SiteField,
  type SiteIdentity,
  type SiteLinkField,
  type SiteOperator,
  siteContactLink,
  siteFieldValues,
} from './site/site-identity.ts'
export {
  addTerm,
  currentSubscription,
  type SubscriptionTerm,
  subscriptionGrantDates,
  subscriptionPriceCzk,
  subscriptionStart,
  TERM_LABELS,
} from './subscriptions/subscriptions.ts'
export {
  CREDIT_PACKS,
  type CreditPack,
  TIERS,
  type TierConfig,
  type TierId,
  tierById,
  YEARLY_PRICE_MONTHS,
} from './tiers/tiers.ts'
export { idsToMarkViewed, stepsToShow, type TourStep } from './tours/tours.ts'
export {
  AVATAR_DIAMETERS,
  type AvatarDiameter,
  BREAKPOINTS,
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
  checkImagePixels,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_PIXELS,
  pngDimensions,
  storageQuotaMessage,
} from './uploads/account-bounds.ts'
export { DOCUMENT_NAME_MAX, DOCUMENT_NAME_TOO_LONG } from './uploads/document-refusals.ts'
export { checkFileContent } from './uploads/file-sniffer.ts'
export { IMAGE_TRANSFORM_PATH, STORAGE_BUCKETS, type StorageBucket } from './uploads/images.schema.ts'
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
} from './uploads/upload-rules.ts'
export {
  INVESTMENT_HORIZON_LABELS,
  INVESTMENT_HORIZONS,
  INVESTMENT_RISK_LABELS,
  INVESTMENT_RISKS,
  type InvestmentPreferences,
  type OnboardingInvestmentRequest,
  type OnboardingStepResponse,
  type OnboardingWatchdogRequest,
  onboardingStepResponseSchema,
  type PersonalDetailsRequest,
  type Watchdog,
  type WatchdogInput,
  watchdogInputSchema,
  watchdogListResponseSchema,
  watchdogSchema,
} from './watchdog/onboarding.schema.ts'
export {
  ACTIVE_WATCHDOG_FREQUENCIES,
  type ActiveWatchdogFrequency,
  matchesWatchdog,
  resumeFrequencyAfter,
  WATCHDOG_EVENT_LABELS,
  WATCHDOG_EVENTS,
  WATCHDOG_FREQUENCIES,
  WATCHDOG_FREQUENCY_LABELS,
  type WatchdogCriteria,
  type WatchdogEvent,
  type WatchdogFrequency,
  type WatchdogListing,
  watchdogBrowseKeyword,
} from './watchdog/watchdog.ts'
export { MAX_WATCHDOGS, TOO_MANY_WATCHDOGS, WATCHDOG_NOT_FOUND } from './watchdog/watchdog-refusals.ts'
