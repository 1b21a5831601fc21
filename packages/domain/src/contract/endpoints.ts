import type { z } from 'zod'
import {
  adminDashboardSchema,
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
} from './admin.schema.ts'
import { emptyRequestSchema, paginatedSchema } from './fields.schema.ts'
import {
  notificationListResponseSchema,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
} from './notifications.schema.ts'
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
  offerTeaserSchema,
  offerTransitionRequestSchema,
  offerTransitionResponseSchema,
  offerUpdateRequestSchema,
  photoOrderRequestSchema,
  reviewListResponseSchema,
  reviewSchema,
  reviewUpsertRequestSchema,
  unlockResponseSchema,
} from './offers.schema.ts'
import {
  investmentPreferencesSchema,
  onboardingInvestmentRequestSchema,
  onboardingStepResponseSchema,
  onboardingWatchdogRequestSchema,
  personalDetailsSchema,
  watchdogInputSchema,
  watchdogListResponseSchema,
  watchdogSchema,
} from './onboarding.schema.ts'
import { orderListResponseSchema, orderRequestSchema, orderSchema } from './orders.schema.ts'
import {
  accountDeletionRequestSchema,
  avatarResponseSchema,
  dataExportSchema,
  profileSchema,
  profileUpdateRequestSchema,
  verificationResponseSchema,
} from './profile.schema.ts'
import {
  contactMessageRequestSchema,
  contactMessageSchema,
  contactMessageStatusRequestSchema,
  createdResponseSchema,
  siteConfigSchema,
  spotterTipRequestSchema,
  spotterTipSchema,
  spotterTipStatusRequestSchema,
} from './public-inbox.schema.ts'
import { serializedUserSchema } from './user.schema.ts'
import {
  cookieDecisionResponseSchema,
  initialCreditsResponseSchema,
  okResponseSchema,
  productGuideViewedRequestSchema,
} from './user-actions.schema.ts'
import {
  callLogCreateRequestSchema,
  callLogSchema,
  coldCallCreateRequestSchema,
  coldCallListQuerySchema,
  coldCallListResponseSchema,
  coldCallSchema,
  coldCallUpdateRequestSchema,
  contactInputSchema,
  contactListResponseSchema,
  contactSchema,
  contactUpdateSchema,
  documentRenameRequestSchema,
  noteQuerySchema,
  noteSaveRequestSchema,
  noteSchema,
  userDocumentListResponseSchema,
  userDocumentSchema,
} from './user-data.schema.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type EndpointAccess = 'public' | 'user' | 'verified' | 'admin'

export interface EndpointDef {
  method: HttpMethod
  /** Hono and MSW style: ':id' segments. */
  path: string
  access: EndpointAccess
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
  // User (spec section 7)
  getUser: { method: 'GET', path: '/api/user', access: 'user', response: serializedUserSchema },
  initialCredits: {
    method: 'POST',
    path: '/api/user/temp-user-initial-credits',
    access: 'user',
    response: initialCreditsResponseSchema,
  },
  productGuideViewed: {
    method: 'POST',
    path: '/api/user/product-guide-viewed',
    access: 'user',
    body: productGuideViewedRequestSchema,
    response: okResponseSchema,
  },
  cookieAccept: {
    method: 'POST',
    path: '/api/cookie/accept',
    access: 'public',
    response: cookieDecisionResponseSchema,
  },
  cookieReject: {
    method: 'POST',
    path: '/api/cookie/reject',
    access: 'public',
    response: cookieDecisionResponseSchema,
  },
  site: { method: 'GET', path: '/api/site', access: 'public', response: siteConfigSchema },

  // Offers: browsing, unlocking, reviews
  listOffers: {
    method: 'GET',
    path: '/api/offers',
    access: 'public',
    query: offerListQuerySchema,
    response: offerListResponseSchema,
  },
  recommendedOffers: {
    method: 'GET',
    path: '/api/offers/recommended',
    access: 'user',
    response: offerListResponseSchema,
  },
  getOfferTeaser: {
    method: 'GET',
    path: '/api/offers/:id/teaser',
    access: 'public',
    response: offerTeaserSchema,
  },
  getOffer: { method: 'GET', path: '/api/offers/:id', access: 'public', response: offerDetailSchema },
  unlockOffer: {
    method: 'POST',
    path: '/api/offers/:id/unlock',
    access: 'user',
    response: unlockResponseSchema,
  },
  downloadOfferDocument: {
    method: 'GET',
    path: '/api/offers/:id/documents/:documentId',
    access: 'user',
    response: null,
  },
  listReviews: {
    method: 'GET',
    path: '/api/offers/:id/reviews',
    access: 'public',
    response: reviewListResponseSchema,
  },
  upsertMyReview: {
    method: 'PUT',
    path: '/api/offers/:id/reviews/mine',
    access: 'user',
    body: reviewUpsertRequestSchema,
    response: reviewSchema,
  },
  deleteReview: {
    method: 'DELETE',
    path: '/api/offers/:id/reviews/:reviewId',
    access: 'user',
    response: okResponseSchema,
  },
  offerHistory: {
    method: 'GET',
    path: '/api/offers/:id/history',
    access: 'user',
    response: offerHistoryResponseSchema,
  },
  transitionOffer: {
    method: 'POST',
    path: '/api/offers/:id/transition',
    access: 'user',
    body: offerTransitionRequestSchema,
    response: offerTransitionResponseSchema,
  },

  // My offers (verified users)
  listMyOffers: {
    method: 'GET',
    path: '/api/my/offers',
    access: 'verified',
    query: manageOfferListQuerySchema,
    response: offerSummaryListResponseSchema,
  },
  createOffer: {
    method: 'POST',
    path: '/api/my/offers',
    access: 'verified',
    body: offerCreateRequestSchema,
    response: offerDetailSchema,
  },
  updateOffer: {
    method: 'PATCH',
    path: '/api/my/offers/:id',
    access: 'verified',
    body: offerUpdateRequestSchema,
    response: offerDetailSchema,
  },
  submitOffer: {
    method: 'POST',
    path: '/api/my/offers/:id/submit',
    access: 'verified',
    body: emptyRequestSchema,
    response: offerTransitionResponseSchema,
  },
  uploadOfferPhoto: {
    method: 'POST',
    path: '/api/my/offers/:id/photos',
    access: 'verified',
    body: 'multipart',
    response: offerPhotoSchema,
  },
  reorderOfferPhotos: {
    method: 'PUT',
    path: '/api/my/offers/:id/photos/order',
    access: 'verified',
    body: photoOrderRequestSchema,
    response: okResponseSchema,
  },
  deleteOfferPhoto: {
    method: 'DELETE',
    path: '/api/my/offers/:id/photos/:photoId',
    access: 'verified',
    response: okResponseSchema,
  },
  uploadOfferDocument: {
    method: 'POST',
    path: '/api/my/offers/:id/documents',
    access: 'verified',
    body: 'multipart',
    response: offerDocumentSchema,
  },
  deleteOfferDocument: {
    method: 'DELETE',
    path: '/api/my/offers/:id/documents/:documentId',
    access: 'verified',
    response: okResponseSchema,
  },

  // Onboarding, watchdogs, preferences
  onboardingPersonal: {
    method: 'PUT',
    path: '/api/onboarding/personal',
    access: 'user',
    body: personalDetailsSchema,
    response: onboardingStepResponseSchema,
  },
  onboardingWatchdog: {
    method: 'PUT',
    path: '/api/onboarding/watchdog',
    access: 'user',
    body: onboardingWatchdogRequestSchema,
    response: onboardingStepResponseSchema,
  },
  onboardingInvestment: {
    method: 'PUT',
    path: '/api/onboarding/investment',
    access: 'user',
    body: onboardingInvestmentRequestSchema,
    response: onboardingStepResponseSchema,
  },
  listWatchdogs: {
    method: 'GET',
    path: '/api/watchdogs',
    access: 'user',
    response: watchdogListResponseSchema,
  },
  createWatchdog: {
    method: 'POST',
    path: '/api/watchdogs',
    access: 'user',
    body: watchdogInputSchema,
    response: watchdogSchema,
  },
  updateWatchdog: {
    method: 'PUT',
    path: '/api/watchdogs/:id',
    access: 'user',
    body: watchdogInputSchema,
    response: watchdogSchema,
  },
  deleteWatchdog: {
    method: 'DELETE',
    path: '/api/watchdogs/:id',
    access: 'user',
    response: okResponseSchema,
  },
  getInvestmentPreferences: {
    method: 'GET',
    path: '/api/investment-preferences',
    access: 'user',
    response: investmentPreferencesSchema.nullable(),
  },
  putInvestmentPreferences: {
    method: 'PUT',
    path: '/api/investment-preferences',
    access: 'user',
    body: investmentPreferencesSchema,
    response: investmentPreferencesSchema,
  },

  // Profile
  getProfile: { method: 'GET', path: '/api/profile', access: 'user', response: profileSchema },
  updateProfile: {
    method: 'PATCH',
    path: '/api/profile',
    access: 'user',
    body: profileUpdateRequestSchema,
    response: profileSchema,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/api/profile/avatar',
    access: 'user',
    body: 'multipart',
    response: avatarResponseSchema,
  },
  requestVerification: {
    method: 'POST',
    path: '/api/profile/verification',
    access: 'user',
    body: emptyRequestSchema,
    response: verificationResponseSchema,
  },
  exportData: { method: 'GET', path: '/api/profile/export', access: 'user', response: dataExportSchema },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/profile',
    access: 'user',
    body: accountDeletionRequestSchema,
    response: okResponseSchema,
  },

  // Credits and subscriptions
  listOrders: { method: 'GET', path: '/api/orders', access: 'user', response: orderListResponseSchema },
  createOrder: {
    method: 'POST',
    path: '/api/orders',
    access: 'user',
    body: orderRequestSchema,
    response: orderSchema,
  },
  cancelOrder: { method: 'POST', path: '/api/orders/:id/cancel', access: 'user', response: orderSchema },

  // Contacts, notes, cold calls, documents
  listContacts: { method: 'GET', path: '/api/contacts', access: 'user', response: contactListResponseSchema },
  createContact: {
    method: 'POST',
    path: '/api/contacts',
    access: 'user',
    body: contactInputSchema,
    response: contactSchema,
  },
  getContact: { method: 'GET', path: '/api/contacts/:id', access: 'user', response: contactSchema },
  updateContact: {
    method: 'PATCH',
    path: '/api/contacts/:id',
    access: 'user',
    body: contactUpdateSchema,
    response: contactSchema,
  },
  deleteContact: { method: 'DELETE', path: '/api/contacts/:id', access: 'user', response: okResponseSchema },
  getNote: {
    method: 'GET',
    path: '/api/notes',
    access: 'user',
    query: noteQuerySchema,
    response: noteSchema,
  },
  saveNote: {
    method: 'PUT',
    path: '/api/notes',
    access: 'user',
    body: noteSaveRequestSchema,
    response: noteSchema,
  },
  listColdCalls: {
    method: 'GET',
    path: '/api/coldcalls',
    access: 'user',
    query: coldCallListQuerySchema,
    response: coldCallListResponseSchema,
  },
  createColdCall: {
    method: 'POST',
    path: '/api/coldcalls',
    access: 'user',
    body: coldCallCreateRequestSchema,
    response: coldCallSchema,
  },
  updateColdCall: {
    method: 'PATCH',
    path: '/api/coldcalls/:id',
    access: 'user',
    body: coldCallUpdateRequestSchema,
    response: coldCallSchema,
  },
  deleteColdCall: {
    method: 'DELETE',
    path: '/api/coldcalls/:id',
    access: 'user',
    response: okResponseSchema,
  },
  logCall: {
    method: 'POST',
    path: '/api/coldcalls/:id/logs',
    access: 'user',
    body: callLogCreateRequestSchema,
    response: callLogSchema,
  },
  listDocuments: {
    method: 'GET',
    path: '/api/documents',
    access: 'verified',
    response: userDocumentListResponseSchema,
  },
  uploadDocument: {
    method: 'POST',
    path: '/api/documents',
    access: 'verified',
    body: 'multipart',
    response: userDocumentSchema,
  },
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/:id/download',
    access: 'verified',
    response: null,
  },
  renameDocument: {
    method: 'PATCH',
    path: '/api/documents/:id',
    access: 'verified',
    body: documentRenameRequestSchema,
    response: userDocumentSchema,
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'verified',
    response: okResponseSchema,
  },

  // Notifications
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    response: notificationListResponseSchema,
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    access: 'user',
    body: notificationsReadRequestSchema,
    response: notificationsReadResponseSchema,
  },

  // Public forms
  sendSpotterTip: {
    method: 'POST',
    path: '/api/spotter-tips',
    access: 'public',
    body: spotterTipRequestSchema,
    response: createdResponseSchema,
  },
  sendContactMessage: {
    method: 'POST',
    path: '/api/contact-messages',
    access: 'public',
    body: contactMessageRequestSchema,
    response: createdResponseSchema,
  },

  // Admin
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'admin',
    response: adminDashboardSchema,
  },
  adminListOffers: {
    method: 'GET',
    path: '/api/admin/offers',
    access: 'admin',
    query: manageOfferListQuerySchema,
    response: offerSummaryListResponseSchema,
  },
  adminListUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    query: adminUserListQuerySchema,
    response: adminUserListResponseSchema,
  },
  adminGetUser: {
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    response: adminUserDetailSchema,
  },
  adminChangeRole: {
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    access: 'admin',
    body: roleChangeRequestSchema,
    response: adminUserDetailSchema,
  },
  adminDecideVerification: {
    method: 'POST',
    path: '/api/admin/users/:id/verification',
    access: 'admin',
    body: verificationDecisionRequestSchema,
    response: adminUserDetailSchema,
  },
  adminAdjustCredits: {
    method: 'POST',
    path: '/api/admin/users/:id/credits',
    access: 'admin',
    body: creditAdjustmentRequestSchema,
    response: creditAdjustmentResponseSchema,
  },
  adminBlockUser: {
    method: 'POST',
    path: '/api/admin/users/:id/block',
    access: 'admin',
    body: blockRequestSchema,
    response: adminUserDetailSchema,
  },
  adminListOrders: {
    method: 'GET',
    path: '/api/admin/orders',
    access: 'admin',
    query: adminOrderListQuerySchema,
    response: adminOrderListResponseSchema,
  },
  adminMarkOrderPaid: {
    method: 'POST',
    path: '/api/admin/orders/:id/paid',
    access: 'admin',
    response: orderSchema,
  },
  adminListSpotterTips: {
    method: 'GET',
    path: '/api/admin/spotter-tips',
    access: 'admin',
    response: paginatedSchema(spotterTipSchema),
  },
  adminUpdateSpotterTip: {
    method: 'PATCH',
    path: '/api/admin/spotter-tips/:id',
    access: 'admin',
    body: spotterTipStatusRequestSchema,
    response: spotterTipSchema,
  },
  adminListContactMessages: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    access: 'admin',
    response: paginatedSchema(contactMessageSchema),
  },
  adminUpdateContactMessage: {
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    access: 'admin',
    body: contactMessageStatusRequestSchema,
    response: contactMessageSchema,
  },
} as const satisfies Record<string, EndpointDef>

export type EndpointName = keyof typeof API

/** The answer type of an endpoint, e.g. `ApiResponse<'getOffer'>`. */
export type ApiResponse<N extends EndpointName> = (typeof API)[N]['response'] extends z.ZodType
  ? z.output<(typeof API)[N]['response']>
  : never

/**
 * Fills ':name' segments, percent-encoding each value: apiPath('/api/offers/:id', { id: 12 }) → '/api/offers/12'.
 * Throws when a parameter is missing, so a typo cannot produce '/api/offers/undefined'.
 */
export function apiPath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`)
    return encodeURIComponent(String(value))
  })
}
