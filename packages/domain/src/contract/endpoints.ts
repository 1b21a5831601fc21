import { z } from 'zod'
import {
  favouriteListResponseSchema,
  favouriteStateSchema,
  similarOffersResponseSchema,
} from '../discovery/discovery.schema.ts'
import { ROUTES, type RouteDef, type RouteName } from './routes.ts'

export { apiPath, type EndpointAccess, type HttpMethod } from './routes.ts'

import {
  attachDocumentRequestSchema,
  callLogCreateRequestSchema,
  callLogSchema,
  coldCallCreateRequestSchema,
  coldCallListQuerySchema,
  coldCallListResponseSchema,
  coldCallSchema,
  coldCallUpdateRequestSchema,
  contactDetailSchema,
  contactImportRequestSchema,
  contactImportResponseSchema,
  contactInputSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactSchema,
  contactUpdateSchema,
  documentUpdateRequestSchema,
  noteQuerySchema,
  noteSaveRequestSchema,
  noteSchema,
  userDocumentListResponseSchema,
  userDocumentSchema,
} from '../crm/user-data.schema.ts'
import {
  demandSchema,
  draftDemandRequestSchema,
  offerLeadListSchema,
  offerStatsSchema,
} from '../deal-room/deal-room.schema.ts'
import {
  contactSharingSchema,
  contactSharingUpdateSchema,
  unlockRequestSchema,
} from '../deal-room/lead-consent.schema.ts'
import {
  accessDecisionRequestSchema,
  accessRequestParamsSchema,
  accessRequestSchema,
  adminThreadSchema,
  dealTermsSchema,
  messageSchema,
  ndaAcceptanceSchema,
  ndaAcceptRequestSchema,
  offerAccessSchema,
  ownerAccessResponseSchema,
  ownerNdaTextRequestSchema,
  ownerNdaTextsSchema,
  ownerNdaVersionSchema,
  sendMessageRequestSchema,
  threadDetailSchema,
  threadListQuerySchema,
  threadListResponseSchema,
  threadMessageParamsSchema,
  threadReportRequestSchema,
} from '../deal-room/messages-and-access.schema.ts'
import {
  adminDashboardSchema,
  deadMailListResponseSchema,
  inboxItemDetailSchema,
  inboxItemParamsSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxUpdateRequestSchema,
  reportedReviewListQuerySchema,
  reportedReviewListSchema,
  resendMailRequestSchema,
  resendMailResponseSchema,
  reviewRemoveRequestSchema,
  reviewReportRequestSchema,
} from '../desk/desk.schema.ts'
import {
  contactMessageRequestSchema,
  createdResponseSchema,
  spotterTipRequestSchema,
} from '../desk/public-inbox.schema.ts'
import {
  emptyRequestSchema,
  offerIdParamSchema,
  pageQuerySchema,
  uuidSchema,
} from '../fields/fields.schema.ts'
import { offerMapQuerySchema, offerMapResponseSchema } from '../geo/offer-map.schema.ts'
import { helpMessageRequestSchema } from '../help/help.schema.ts'
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesSchema,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
} from '../notifications/notifications.schema.ts'
import {
  manageOfferListQuerySchema,
  offerCreateRequestSchema,
  offerDetailSchema,
  offerDocumentSchema,
  offerHistoryResponseSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  offerPhotoSchema,
  offerSummaryListResponseSchema,
  offerTakedownRequestSchema,
  offerTeaserSchema,
  offerTransitionRequestSchema,
  offerTransitionResponseSchema,
  offerUpdateRequestSchema,
  photoOrderRequestSchema,
  reviewListResponseSchema,
  reviewSchema,
  reviewUpsertRequestSchema,
  unlockResponseSchema,
} from '../offers/offers-api.schema.ts'
import { accountingMonthQuerySchema } from '../payments/accounting-archive.ts'
import {
  adminBankPaymentSchema,
  bankPaymentResolveRequestSchema,
  orderListResponseSchema,
  orderRequestSchema,
  orderSchema,
  statementImportResultSchema,
} from '../payments/orders.schema.ts'
import {
  accountDeletionRequestSchema,
  avatarResponseSchema,
  dataExportSchema,
  profileSchema,
  profileUpdateRequestSchema,
  verificationResponseSchema,
} from '../profile/profile.schema.ts'
import { serializedUserSchema } from '../profile/user.schema.ts'
import {
  cookieDecisionResponseSchema,
  initialCreditsResponseSchema,
  okResponseSchema,
  productGuideViewedRequestSchema,
} from '../profile/user-actions.schema.ts'
import {
  adminBankPaymentListQuerySchema,
  adminBankPaymentListResponseSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  blockRequestSchema,
  creditAdjustmentRequestSchema,
  creditAdjustmentResponseSchema,
  roleChangeRequestSchema,
  verificationDecisionRequestSchema,
} from '../roles/admin.schema.ts'
import {
  investmentPreferencesSchema,
  onboardingInvestmentRequestSchema,
  onboardingStepResponseSchema,
  onboardingWatchdogRequestSchema,
  personalDetailsSchema,
  watchdogInputSchema,
  watchdogListResponseSchema,
  watchdogSchema,
} from '../watchdog/onboarding.schema.ts'

/** Path parameters: offers have numeric ids, every other resource a UUID. */
const offerParams = z.object({ id: offerIdParamSchema })
const idParams = z.object({ id: uuidSchema })

export interface EndpointDef extends RouteDef {
  /** The ':name' segments of `path`, parsed from strings (a wrong id is a Czech 400, never a database error). */
  params?: z.ZodType
  query?: z.ZodType
  /** 'multipart': a form upload with the field "file" (rules: validateUpload / checkFileContent). */
  body?: z.ZodType | 'multipart'
  /** null: the answer is a file or a redirect, not JSON. */
  response: z.ZodType | null
}

/**
 * Every /api endpoint of the product, so the server, the mock API and the app share one definition. Errors answer
 * apiErrorSchema with a Czech message. Access is who may call at all; finer rules (ownership, unlocks, field
 * visibility) live in the domain functions the handlers call.
 */
export const API = {
  // User (docs/product/screens-and-limits.md "Calls")
  getUser: { ...ROUTES.getUser, response: serializedUserSchema },
  initialCredits: { ...ROUTES.initialCredits, response: initialCreditsResponseSchema },
  productGuideViewed: {
    ...ROUTES.productGuideViewed,
    body: productGuideViewedRequestSchema,
    response: okResponseSchema,
  },
  cookieAccept: { ...ROUTES.cookieAccept, response: cookieDecisionResponseSchema },
  cookieReject: { ...ROUTES.cookieReject, response: cookieDecisionResponseSchema },

  // Offers: browsing, unlocking, reviews
  listOffers: { ...ROUTES.listOffers, query: offerListQuerySchema, response: offerListResponseSchema },
  recommendedOffers: { ...ROUTES.recommendedOffers, response: offerListResponseSchema },
  getOfferTeaser: { ...ROUTES.getOfferTeaser, params: offerParams, response: offerTeaserSchema },
  getOffer: { ...ROUTES.getOffer, params: offerParams, response: offerDetailSchema },
  unlockOffer: {
    ...ROUTES.unlockOffer,
    params: offerParams,
    body: unlockRequestSchema,
    response: unlockResponseSchema,
  },
  downloadOfferDocument: {
    ...ROUTES.downloadOfferDocument,
    params: offerParams.extend({ documentId: uuidSchema }),
    response: null,
  },
  listReviews: { ...ROUTES.listReviews, params: offerParams, response: reviewListResponseSchema },
  upsertMyReview: {
    ...ROUTES.upsertMyReview,
    params: offerParams,
    body: reviewUpsertRequestSchema,
    response: reviewSchema,
  },
  deleteReview: {
    ...ROUTES.deleteReview,
    params: offerParams.extend({ reviewId: uuidSchema }),
    response: okResponseSchema,
  },
  reportReview: {
    ...ROUTES.reportReview,
    params: offerParams.extend({ reviewId: uuidSchema }),
    body: reviewReportRequestSchema,
    response: okResponseSchema,
  },
  offerHistory: { ...ROUTES.offerHistory, params: offerParams, response: offerHistoryResponseSchema },
  transitionOffer: {
    ...ROUTES.transitionOffer,
    params: offerParams,
    body: offerTransitionRequestSchema,
    response: offerTransitionResponseSchema,
  },

  // Deal room (docs/product/deal-room.md)
  getContactSharing: { ...ROUTES.getContactSharing, response: contactSharingSchema },
  updateContactSharing: {
    ...ROUTES.updateContactSharing,
    body: contactSharingUpdateSchema,
    response: contactSharingSchema,
  },
  getDraftDemand: { ...ROUTES.getDraftDemand, body: draftDemandRequestSchema, response: demandSchema },
  getOfferStats: { ...ROUTES.getOfferStats, params: offerParams, response: offerStatsSchema },
  listOfferLeads: { ...ROUTES.listOfferLeads, params: offerParams, response: offerLeadListSchema },

  // My offers (verified users)
  listMyOffers: {
    ...ROUTES.listMyOffers,
    query: manageOfferListQuerySchema,
    response: offerSummaryListResponseSchema,
  },
  createOffer: { ...ROUTES.createOffer, body: offerCreateRequestSchema, response: offerDetailSchema },
  updateOffer: {
    ...ROUTES.updateOffer,
    params: offerParams,
    body: offerUpdateRequestSchema,
    response: offerDetailSchema,
  },
  submitOffer: {
    ...ROUTES.submitOffer,
    params: offerParams,
    body: emptyRequestSchema,
    response: offerTransitionResponseSchema,
  },
  uploadOfferPhoto: {
    ...ROUTES.uploadOfferPhoto,
    params: offerParams,
    body: 'multipart',
    response: offerPhotoSchema,
  },
  reorderOfferPhotos: {
    ...ROUTES.reorderOfferPhotos,
    params: offerParams,
    body: photoOrderRequestSchema,
    response: okResponseSchema,
  },
  deleteOfferPhoto: {
    ...ROUTES.deleteOfferPhoto,
    params: offerParams.extend({ photoId: uuidSchema }),
    response: okResponseSchema,
  },
  uploadOfferDocument: {
    ...ROUTES.uploadOfferDocument,
    params: offerParams,
    body: 'multipart',
    response: offerDocumentSchema,
  },
  attachStoredDocument: {
    ...ROUTES.attachStoredDocument,
    params: offerParams,
    body: attachDocumentRequestSchema,
    response: offerDocumentSchema,
  },
  deleteOfferDocument: {
    ...ROUTES.deleteOfferDocument,
    params: offerParams.extend({ documentId: uuidSchema }),
    response: okResponseSchema,
  },

  // Onboarding, watchdogs, preferences
  onboardingPersonal: {
    ...ROUTES.onboardingPersonal,
    body: personalDetailsSchema,
    response: onboardingStepResponseSchema,
  },
  onboardingWatchdog: {
    ...ROUTES.onboardingWatchdog,
    body: onboardingWatchdogRequestSchema,
    response: onboardingStepResponseSchema,
  },
  onboardingInvestment: {
    ...ROUTES.onboardingInvestment,
    body: onboardingInvestmentRequestSchema,
    response: onboardingStepResponseSchema,
  },
  listWatchdogs: { ...ROUTES.listWatchdogs, response: watchdogListResponseSchema },
  createWatchdog: { ...ROUTES.createWatchdog, body: watchdogInputSchema, response: watchdogSchema },
  updateWatchdog: {
    ...ROUTES.updateWatchdog,
    params: idParams,
    body: watchdogInputSchema,
    response: watchdogSchema,
  },
  deleteWatchdog: { ...ROUTES.deleteWatchdog, params: idParams, response: okResponseSchema },
  getInvestmentPreferences: {
    ...ROUTES.getInvestmentPreferences,
    response: investmentPreferencesSchema.nullable(),
  },
  putInvestmentPreferences: {
    ...ROUTES.putInvestmentPreferences,
    body: investmentPreferencesSchema,
    response: investmentPreferencesSchema,
  },

  // Discovery: favourites and similar offers
  listFavourites: { ...ROUTES.listFavourites, response: favouriteListResponseSchema },
  addFavourite: { ...ROUTES.addFavourite, params: offerParams, response: favouriteStateSchema },
  removeFavourite: { ...ROUTES.removeFavourite, params: offerParams, response: favouriteStateSchema },
  similarOffers: { ...ROUTES.similarOffers, params: offerParams, response: similarOffersResponseSchema },

  // Profile
  getProfile: { ...ROUTES.getProfile, response: profileSchema },
  updateProfile: { ...ROUTES.updateProfile, body: profileUpdateRequestSchema, response: profileSchema },
  uploadAvatar: { ...ROUTES.uploadAvatar, body: 'multipart', response: avatarResponseSchema },
  requestVerification: {
    ...ROUTES.requestVerification,
    body: emptyRequestSchema,
    response: verificationResponseSchema,
  },
  exportData: { ...ROUTES.exportData, response: dataExportSchema },
  deleteAccount: { ...ROUTES.deleteAccount, body: accountDeletionRequestSchema, response: okResponseSchema },

  // Credits and subscriptions
  listOrders: { ...ROUTES.listOrders, response: orderListResponseSchema },
  createOrder: { ...ROUTES.createOrder, body: orderRequestSchema, response: orderSchema },
  cancelOrder: { ...ROUTES.cancelOrder, params: idParams, response: orderSchema },
  getOrder: { ...ROUTES.getOrder, params: idParams, response: orderSchema },
  /** The paid order's tax invoice as a PDF (the owner and admins). */
  downloadInvoice: { ...ROUTES.downloadInvoice, params: idParams, response: null },
  /** The credit note of a cancelled paid order as a PDF (the owner and admins; docs/decisions/1306). */
  downloadCreditNote: { ...ROUTES.downloadCreditNote, params: idParams, response: null },
  /** The paid order's invoice as ISDOC 6.0.2 XML for accounting programs (the owner and admins; decision 1310). */
  downloadInvoiceIsdoc: { ...ROUTES.downloadInvoiceIsdoc, params: idParams, response: null },
  /** The credit note as ISDOC 6.0.2 (DocumentType 2, linked to its invoice; the owner and admins; decision 1310). */
  downloadCreditNoteIsdoc: { ...ROUTES.downloadCreditNoteIsdoc, params: idParams, response: null },

  // Contacts, notes, cold calls, documents
  listContacts: {
    ...ROUTES.listContacts,
    query: contactListQuerySchema,
    response: contactListResponseSchema,
  },
  createContact: { ...ROUTES.createContact, body: contactInputSchema, response: contactSchema },
  getContact: { ...ROUTES.getContact, params: idParams, response: contactDetailSchema },
  updateContact: {
    ...ROUTES.updateContact,
    params: idParams,
    body: contactUpdateSchema,
    response: contactSchema,
  },
  deleteContact: { ...ROUTES.deleteContact, params: idParams, response: okResponseSchema },
  importContacts: {
    ...ROUTES.importContacts,
    body: contactImportRequestSchema,
    response: contactImportResponseSchema,
  },
  getNote: { ...ROUTES.getNote, query: noteQuerySchema, response: noteSchema },
  saveNote: { ...ROUTES.saveNote, body: noteSaveRequestSchema, response: noteSchema },
  listColdCalls: {
    ...ROUTES.listColdCalls,
    query: coldCallListQuerySchema,
    response: coldCallListResponseSchema,
  },
  createColdCall: { ...ROUTES.createColdCall, body: coldCallCreateRequestSchema, response: coldCallSchema },
  updateColdCall: {
    ...ROUTES.updateColdCall,
    params: idParams,
    body: coldCallUpdateRequestSchema,
    response: coldCallSchema,
  },
  deleteColdCall: { ...ROUTES.deleteColdCall, params: idParams, response: okResponseSchema },
  logCall: { ...ROUTES.logCall, params: idParams, body: callLogCreateRequestSchema, response: callLogSchema },
  listDocuments: { ...ROUTES.listDocuments, response: userDocumentListResponseSchema },
  uploadDocument: { ...ROUTES.uploadDocument, body: 'multipart', response: userDocumentSchema },
  downloadDocument: { ...ROUTES.downloadDocument, params: idParams, response: null },
  updateDocument: {
    ...ROUTES.updateDocument,
    params: idParams,
    body: documentUpdateRequestSchema,
    response: userDocumentSchema,
  },
  deleteDocument: { ...ROUTES.deleteDocument, params: idParams, response: okResponseSchema },

  // Notifications
  listNotifications: {
    ...ROUTES.listNotifications,
    query: notificationListQuerySchema,
    response: notificationListResponseSchema,
  },
  markNotificationsRead: {
    ...ROUTES.markNotificationsRead,
    body: notificationsReadRequestSchema,
    response: notificationsReadResponseSchema,
  },
  getNotificationPreferences: {
    ...ROUTES.getNotificationPreferences,
    response: notificationPreferencesSchema,
  },
  saveNotificationPreferences: {
    ...ROUTES.saveNotificationPreferences,
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
  },

  // Public forms
  sendSpotterTip: {
    ...ROUTES.sendSpotterTip,
    body: spotterTipRequestSchema,
    response: createdResponseSchema,
  },
  sendContactMessage: {
    ...ROUTES.sendContactMessage,
    body: contactMessageRequestSchema,
    response: createdResponseSchema,
  },
  offerMap: { ...ROUTES.offerMap, query: offerMapQuerySchema, response: offerMapResponseSchema },
  sendHelpMessage: {
    ...ROUTES.sendHelpMessage,
    body: helpMessageRequestSchema,
    response: createdResponseSchema,
  },

  // Admin
  adminDashboard: { ...ROUTES.adminDashboard, response: adminDashboardSchema },
  adminListDeadMail: {
    ...ROUTES.adminListDeadMail,
    query: pageQuerySchema,
    response: deadMailListResponseSchema,
  },
  /** Puts dead letters back in the queue for another 72 hours of tries, keeping their Message-IDs. */
  adminResendMail: {
    ...ROUTES.adminResendMail,
    body: resendMailRequestSchema,
    response: resendMailResponseSchema,
  },
  adminListOffers: {
    ...ROUTES.adminListOffers,
    query: manageOfferListQuerySchema,
    response: offerSummaryListResponseSchema,
  },
  /** The operator pauses or closes a published offer; audited, the owner told, watchers told it was withdrawn. */
  adminTakeDownOffer: {
    ...ROUTES.adminTakeDownOffer,
    params: offerParams,
    body: offerTakedownRequestSchema,
    response: offerTransitionResponseSchema,
  },
  adminListUsers: {
    ...ROUTES.adminListUsers,
    query: adminUserListQuerySchema,
    response: adminUserListResponseSchema,
  },
  adminGetUser: { ...ROUTES.adminGetUser, params: idParams, response: adminUserDetailSchema },
  adminChangeRole: {
    ...ROUTES.adminChangeRole,
    params: idParams,
    body: roleChangeRequestSchema,
    response: adminUserDetailSchema,
  },
  adminDecideVerification: {
    ...ROUTES.adminDecideVerification,
    params: idParams,
    body: verificationDecisionRequestSchema,
    response: adminUserDetailSchema,
  },
  adminAdjustCredits: {
    ...ROUTES.adminAdjustCredits,
    params: idParams,
    body: creditAdjustmentRequestSchema,
    response: creditAdjustmentResponseSchema,
  },
  adminBlockUser: {
    ...ROUTES.adminBlockUser,
    params: idParams,
    body: blockRequestSchema,
    response: adminUserDetailSchema,
  },
  adminListOrders: {
    ...ROUTES.adminListOrders,
    query: adminOrderListQuerySchema,
    response: adminOrderListResponseSchema,
  },
  adminMarkOrderPaid: { ...ROUTES.adminMarkOrderPaid, params: idParams, response: orderSchema },
  adminGetOrder: { ...ROUTES.adminGetOrder, params: idParams, response: adminOrderDetailSchema },
  adminCancelOrder: { ...ROUTES.adminCancelOrder, params: idParams, response: orderSchema },
  /** A bank statement (ABO/GPC or Fio CSV) in the field "file"; pays the PENDING orders it matches. */
  adminImportStatement: {
    ...ROUTES.adminImportStatement,
    body: 'multipart',
    response: statementImportResultSchema,
  },
  /** The operator's payments queue: every imported incoming payment with its state. */
  adminListBankPayments: {
    ...ROUTES.adminListBankPayments,
    query: adminBankPaymentListQuerySchema,
    response: adminBankPaymentListResponseSchema,
  },
  /** Decides a payment that needs a person, once: a second decision is a Czech 409. */
  adminResolveBankPayment: {
    ...ROUTES.adminResolveBankPayment,
    params: idParams,
    body: bankPaymentResolveRequestSchema,
    response: adminBankPaymentSchema,
  },
  /** A month's invoices and credit notes (PDF and ISDOC) and a CSV summary in one streamed ZIP (decision 1311). */
  adminDownloadAccountingArchive: {
    ...ROUTES.adminDownloadAccountingArchive,
    query: accountingMonthQuerySchema,
    response: null,
  },
  adminListInbox: {
    ...ROUTES.adminListInbox,
    query: inboxListQuerySchema,
    response: inboxListResponseSchema,
  },
  adminGetInboxItem: {
    ...ROUTES.adminGetInboxItem,
    params: inboxItemParamsSchema,
    response: inboxItemDetailSchema,
  },
  adminUpdateInboxItem: {
    ...ROUTES.adminUpdateInboxItem,
    params: inboxItemParamsSchema,
    body: inboxUpdateRequestSchema,
    response: inboxItemDetailSchema,
  },
  adminTipToDraft: {
    ...ROUTES.adminTipToDraft,
    params: inboxItemParamsSchema,
    body: emptyRequestSchema,
    response: inboxItemDetailSchema,
  },
  adminListReportedReviews: {
    ...ROUTES.adminListReportedReviews,
    query: reportedReviewListQuerySchema,
    response: reportedReviewListSchema,
  },
  adminRemoveReview: {
    ...ROUTES.adminRemoveReview,
    params: z.object({ reviewId: uuidSchema }),
    body: reviewRemoveRequestSchema,
    response: okResponseSchema,
  },
  /** The admin keeps a reported review: its open reports are dismissed (audited); a later report opens it again. */
  adminKeepReview: {
    ...ROUTES.adminKeepReview,
    params: z.object({ reviewId: uuidSchema }),
    body: emptyRequestSchema,
    response: okResponseSchema,
  },

  // Deal room: threads, NDA and approval (docs/product/deal-room.md)
  /** The viewer's threads, newest message first, with the unread total for the portal header. */
  listThreads: { ...ROUTES.listThreads, query: threadListQuerySchema, response: threadListResponseSchema },
  /** One thread of the viewer's with its messages; reading it marks it read. */
  getThread: { ...ROUTES.getThread, params: idParams, response: threadDetailSchema },
  sendMessage: {
    ...ROUTES.sendMessage,
    params: idParams,
    body: sendMessageRequestSchema,
    response: messageSchema,
  },
  /** "Nahlásit": the thread goes to the admin inbox (kind THREAD_REPORT); once per reporter. */
  reportThread: {
    ...ROUTES.reportThread,
    params: idParams,
    body: threadReportRequestSchema,
    response: okResponseSchema,
  },
  downloadMessageAttachment: {
    ...ROUTES.downloadMessageAttachment,
    params: threadMessageParamsSchema,
    response: null,
  },
  getOfferAccess: { ...ROUTES.getOfferAccess, params: offerParams, response: offerAccessSchema },
  /** Records who, when, which version and from which address. */
  acceptOfferNda: {
    ...ROUTES.acceptOfferNda,
    params: offerParams,
    body: ndaAcceptRequestSchema,
    response: ndaAcceptanceSchema,
  },
  /** Reserves the unlock's credits until the owner decides (or 7 days pass). */
  requestOfferAccess: {
    ...ROUTES.requestOfferAccess,
    params: offerParams,
    body: emptyRequestSchema,
    response: accessRequestSchema,
  },
  /** The accepted agreement as a PDF, for the investor who accepted and the offer's owner. */
  downloadNdaAcceptance: { ...ROUTES.downloadNdaAcceptance, params: idParams, response: null },
  listOfferAccess: { ...ROUTES.listOfferAccess, params: offerParams, response: ownerAccessResponseSchema },
  setOfferDealTerms: {
    ...ROUTES.setOfferDealTerms,
    params: offerParams,
    body: dealTermsSchema,
    response: dealTermsSchema,
  },
  /** The owner's (or an admin's) versions of the offer's own agreement; another owner gets 404/403. */
  getOfferNdaText: { ...ROUTES.getOfferNdaText, params: offerParams, response: ownerNdaTextsSchema },
  /** A new version (201), or the current one again when the text is unchanged (200). */
  setOfferNdaText: {
    ...ROUTES.setOfferNdaText,
    params: offerParams,
    body: ownerNdaTextRequestSchema,
    response: ownerNdaVersionSchema,
  },
  /** Approval charges the reserved credits and unlocks; refusal releases them; each exactly once. */
  decideOfferAccess: {
    ...ROUTES.decideOfferAccess,
    params: accessRequestParamsSchema,
    body: accessDecisionRequestSchema,
    response: accessRequestSchema,
  },
  /** A reported thread only; every read is written to the audit log. */
  adminGetReportedThread: { ...ROUTES.adminGetReportedThread, params: idParams, response: adminThreadSchema },
} as const satisfies Record<RouteName, EndpointDef>

export type EndpointName = keyof typeof API

/** The answer type of an endpoint, e.g. `ApiResponse<'getOffer'>`. */
export type ApiResponse<N extends EndpointName> = (typeof API)[N]['response'] extends z.ZodType
  ? z.output<(typeof API)[N]['response']>
  : never
