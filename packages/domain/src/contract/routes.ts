/*
 * The method, path and access of every /api endpoint: with VISITOR_ROUTES (paths.ts) the only place an `/api/...` path
 * is written. Kept apart from the schemas (endpoints.ts adds them to each entry) so a page that only calls can do
 * without zod, as the landing pages must (docs/decisions/0304-landing-bundle.md).
 */

import { apiPath, queryString, VISITOR_ROUTES } from './paths.ts'

export { apiPath, queryString, VISITOR_ROUTES }

/** The prefix every endpoint's path starts with (servers mount their catch-all and middlewares under it). */
export const API_PREFIX = '/api'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type EndpointAccess = 'public' | 'user' | 'verified' | 'admin'

export interface RouteDef {
  method: HttpMethod
  /** Hono and MSW style: ':id' segments. */
  path: string
  access: EndpointAccess
}

export const ROUTES = {
  // User (docs/product/screens-and-limits.md "Calls")
  getUser: { method: 'GET', path: '/api/user', access: 'user' },
  initialCredits: { method: 'POST', path: '/api/user/temp-user-initial-credits', access: 'user' },
  productGuideViewed: { method: 'POST', path: '/api/user/product-guide-viewed', access: 'user' },
  cookieAccept: { method: 'POST', path: '/api/cookie/accept', access: 'public' },
  cookieReject: { method: 'POST', path: '/api/cookie/reject', access: 'public' },

  // Offers: browsing, unlocking, reviews
  listOffers: VISITOR_ROUTES.listOffers,
  recommendedOffers: { method: 'GET', path: '/api/offers/recommended', access: 'user' },
  // The offers map (docs/decisions/1571-map-of-regions.md)
  offerMap: { method: 'GET', path: '/api/offers/map', access: 'user' },
  getOfferTeaser: { method: 'GET', path: '/api/offers/:id/teaser', access: 'public' },
  getOffer: { method: 'GET', path: '/api/offers/:id', access: 'public' },
  unlockOffer: { method: 'POST', path: '/api/offers/:id/unlock', access: 'user' },
  downloadOfferDocument: { method: 'GET', path: '/api/offers/:id/documents/:documentId', access: 'user' },
  listReviews: { method: 'GET', path: '/api/offers/:id/reviews', access: 'public' },
  upsertMyReview: { method: 'PUT', path: '/api/offers/:id/reviews/mine', access: 'user' },
  deleteReview: { method: 'DELETE', path: '/api/offers/:id/reviews/:reviewId', access: 'user' },
  reportReview: { method: 'POST', path: '/api/offers/:id/reviews/:reviewId/report', access: 'user' },
  offerHistory: { method: 'GET', path: '/api/offers/:id/history', access: 'user' },
  transitionOffer: { method: 'POST', path: '/api/offers/:id/transition', access: 'user' },

  // Deal room: the owner's demand, stats and leads; the investor's contact sharing (docs/product/deal-room.md)
  getContactSharing: { method: 'GET', path: '/api/user/contact-sharing', access: 'user' },
  updateContactSharing: { method: 'PUT', path: '/api/user/contact-sharing', access: 'user' },
  getDraftDemand: { method: 'POST', path: '/api/my/offers/demand', access: 'verified' },
  getOfferStats: { method: 'GET', path: '/api/my/offers/:id/stats', access: 'verified' },
  listOfferLeads: { method: 'GET', path: '/api/my/offers/:id/leads', access: 'verified' },

  // My offers (verified users)
  listMyOffers: { method: 'GET', path: '/api/my/offers', access: 'verified' },
  createOffer: { method: 'POST', path: '/api/my/offers', access: 'verified' },
  updateOffer: { method: 'PATCH', path: '/api/my/offers/:id', access: 'verified' },
  submitOffer: { method: 'POST', path: '/api/my/offers/:id/submit', access: 'verified' },
  uploadOfferPhoto: { method: 'POST', path: '/api/my/offers/:id/photos', access: 'verified' },
  reorderOfferPhotos: { method: 'PUT', path: '/api/my/offers/:id/photos/order', access: 'verified' },
  deleteOfferPhoto: { method: 'DELETE', path: '/api/my/offers/:id/photos/:photoId', access: 'verified' },
  uploadOfferDocument: { method: 'POST', path: '/api/my/offers/:id/documents', access: 'verified' },
  attachStoredDocument: {
    method: 'POST',
    path: '/api/my/offers/:id/documents/from-store',
    access: 'verified',
  },
  deleteOfferDocument: {
    method: 'DELETE',
    path: '/api/my/offers/:id/documents/:documentId',
    access: 'verified',
  },

  // Onboarding, watchdogs, preferences
  onboardingPersonal: { method: 'PUT', path: '/api/onboarding/personal', access: 'user' },
  onboardingWatchdog: { method: 'PUT', path: '/api/onboarding/watchdog', access: 'user' },
  onboardingInvestment: { method: 'PUT', path: '/api/onboarding/investment', access: 'user' },
  listWatchdogs: { method: 'GET', path: '/api/watchdogs', access: 'user' },
  createWatchdog: { method: 'POST', path: '/api/watchdogs', access: 'user' },
  updateWatchdog: { method: 'PUT', path: '/api/watchdogs/:id', access: 'user' },
  deleteWatchdog: { method: 'DELETE', path: '/api/watchdogs/:id', access: 'user' },
  getInvestmentPreferences: { method: 'GET', path: '/api/investment-preferences', access: 'user' },
  putInvestmentPreferences: { method: 'PUT', path: '/api/investment-preferences', access: 'user' },

  // Discovery: favourites and similar offers (issue 34, docs/decisions/1550 and 1553)
  listFavourites: { method: 'GET', path: '/api/favourites', access: 'user' },
  addFavourite: { method: 'PUT', path: '/api/favourites/:id', access: 'user' },
  removeFavourite: { method: 'DELETE', path: '/api/favourites/:id', access: 'user' },
  similarOffers: { method: 'GET', path: '/api/offers/:id/similar', access: 'user' },

  // Profile
  getProfile: { method: 'GET', path: '/api/profile', access: 'user' },
  updateProfile: { method: 'PATCH', path: '/api/profile', access: 'user' },
  uploadAvatar: { method: 'POST', path: '/api/profile/avatar', access: 'user' },
  requestVerification: { method: 'POST', path: '/api/profile/verification', access: 'user' },
  exportData: { method: 'GET', path: '/api/profile/export', access: 'user' },
  deleteAccount: { method: 'DELETE', path: '/api/profile', access: 'user' },

  // Credits and subscriptions
  listOrders: { method: 'GET', path: '/api/orders', access: 'user' },
  createOrder: { method: 'POST', path: '/api/orders', access: 'user' },
  cancelOrder: { method: 'POST', path: '/api/orders/:id/cancel', access: 'user' },
  getOrder: { method: 'GET', path: '/api/orders/:id', access: 'user' },
  downloadInvoice: { method: 'GET', path: '/api/orders/:id/invoice', access: 'user' },
  downloadCreditNote: { method: 'GET', path: '/api/orders/:id/credit-note', access: 'user' },
  downloadInvoiceIsdoc: { method: 'GET', path: '/api/orders/:id/invoice/isdoc', access: 'user' },
  downloadCreditNoteIsdoc: { method: 'GET', path: '/api/orders/:id/credit-note/isdoc', access: 'user' },

  // Contacts, notes, cold calls, documents
  listContacts: { method: 'GET', path: '/api/contacts', access: 'user' },
  createContact: { method: 'POST', path: '/api/contacts', access: 'user' },
  getContact: { method: 'GET', path: '/api/contacts/:id', access: 'user' },
  updateContact: { method: 'PATCH', path: '/api/contacts/:id', access: 'user' },
  deleteContact: { method: 'DELETE', path: '/api/contacts/:id', access: 'user' },
  importContacts: { method: 'POST', path: '/api/contacts/import', access: 'user' },
  getNote: { method: 'GET', path: '/api/notes', access: 'user' },
  saveNote: { method: 'PUT', path: '/api/notes', access: 'user' },
  listColdCalls: { method: 'GET', path: '/api/coldcalls', access: 'user' },
  createColdCall: { method: 'POST', path: '/api/coldcalls', access: 'user' },
  updateColdCall: { method: 'PATCH', path: '/api/coldcalls/:id', access: 'user' },
  deleteColdCall: { method: 'DELETE', path: '/api/coldcalls/:id', access: 'user' },
  logCall: { method: 'POST', path: '/api/coldcalls/:id/logs', access: 'user' },
  listDocuments: { method: 'GET', path: '/api/documents', access: 'verified' },
  uploadDocument: { method: 'POST', path: '/api/documents', access: 'verified' },
  downloadDocument: { method: 'GET', path: '/api/documents/:id/download', access: 'verified' },
  updateDocument: { method: 'PATCH', path: '/api/documents/:id', access: 'verified' },
  deleteDocument: { method: 'DELETE', path: '/api/documents/:id', access: 'verified' },

  // Notifications
  listNotifications: { method: 'GET', path: '/api/notifications', access: 'user' },
  markNotificationsRead: { method: 'POST', path: '/api/notifications/read', access: 'user' },
  getNotificationPreferences: { method: 'GET', path: '/api/notifications/preferences', access: 'user' },
  saveNotificationPreferences: { method: 'PUT', path: '/api/notifications/preferences', access: 'user' },

  // Public forms
  sendSpotterTip: VISITOR_ROUTES.sendSpotterTip,
  sendContactMessage: VISITOR_ROUTES.sendContactMessage,

  // Help centre (docs/decisions/1570-help-centre.md)
  sendHelpMessage: { method: 'POST', path: '/api/help/messages', access: 'user' },

  // Admin
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard', access: 'admin' },
  adminListDeadMail: { method: 'GET', path: '/api/admin/mail/dead', access: 'admin' },
  adminResendMail: { method: 'POST', path: '/api/admin/mail/dead/resend', access: 'admin' },
  adminListOffers: { method: 'GET', path: '/api/admin/offers', access: 'admin' },
  adminTakeDownOffer: { method: 'POST', path: '/api/admin/offers/:id/take-down', access: 'admin' },
  adminListUsers: { method: 'GET', path: '/api/admin/users', access: 'admin' },
  adminGetUser: { method: 'GET', path: '/api/admin/users/:id', access: 'admin' },
  adminChangeRole: { method: 'PATCH', path: '/api/admin/users/:id/role', access: 'admin' },
  adminDecideVerification: { method: 'POST', path: '/api/admin/users/:id/verification', access: 'admin' },
  adminAdjustCredits: { method: 'POST', path: '/api/admin/users/:id/credits', access: 'admin' },
  adminBlockUser: { method: 'POST', path: '/api/admin/users/:id/block', access: 'admin' },
  adminListOrders: { method: 'GET', path: '/api/admin/orders', access: 'admin' },
  adminMarkOrderPaid: { method: 'POST', path: '/api/admin/orders/:id/paid', access: 'admin' },
  adminGetOrder: { method: 'GET', path: '/api/admin/orders/:id', access: 'admin' },
  adminCancelOrder: { method: 'POST', path: '/api/admin/orders/:id/cancel', access: 'admin' },
  adminImportStatement: { method: 'POST', path: '/api/admin/orders/statement', access: 'admin' },
  adminListBankPayments: { method: 'GET', path: '/api/admin/payments', access: 'admin' },
  adminResolveBankPayment: { method: 'POST', path: '/api/admin/payments/:id/resolve', access: 'admin' },
  adminDownloadAccountingArchive: { method: 'GET', path: '/api/admin/accounting/archive', access: 'admin' },
  adminListInbox: { method: 'GET', path: '/api/admin/inbox', access: 'admin' },
  adminGetInboxItem: { method: 'GET', path: '/api/admin/inbox/:kind/:id', access: 'admin' },
  adminUpdateInboxItem: { method: 'PATCH', path: '/api/admin/inbox/:kind/:id', access: 'admin' },
  adminTipToDraft: { method: 'POST', path: '/api/admin/inbox/:kind/:id/draft', access: 'admin' },
  adminListReportedReviews: { method: 'GET', path: '/api/admin/reviews/reported', access: 'admin' },
  adminRemoveReview: { method: 'POST', path: '/api/admin/reviews/:reviewId/remove', access: 'admin' },
  adminKeepReview: { method: 'POST', path: '/api/admin/reviews/:reviewId/keep', access: 'admin' },

  // Deal room: threads, NDA and approval (docs/product/deal-room.md)
  listThreads: { method: 'GET', path: '/api/threads', access: 'user' },
  getThread: { method: 'GET', path: '/api/threads/:id', access: 'user' },
  sendMessage: { method: 'POST', path: '/api/threads/:id/messages', access: 'user' },
  reportThread: { method: 'POST', path: '/api/threads/:id/report', access: 'user' },
  downloadMessageAttachment: {
    method: 'GET',
    path: '/api/threads/:id/messages/:messageId/attachment',
    access: 'user',
  },
  getOfferAccess: { method: 'GET', path: '/api/offers/:id/access', access: 'user' },
  acceptOfferNda: { method: 'POST', path: '/api/offers/:id/nda', access: 'user' },
  requestOfferAccess: { method: 'POST', path: '/api/offers/:id/access-requests', access: 'user' },
  downloadNdaAcceptance: { method: 'GET', path: '/api/nda-acceptances/:id', access: 'user' },
  listOfferAccess: { method: 'GET', path: '/api/my/offers/:id/access', access: 'verified' },
  setOfferDealTerms: { method: 'PUT', path: '/api/my/offers/:id/deal-terms', access: 'verified' },
  getOfferNdaText: { method: 'GET', path: '/api/my/offers/:id/nda-text', access: 'verified' },
  setOfferNdaText: { method: 'PUT', path: '/api/my/offers/:id/nda-text', access: 'verified' },
  decideOfferAccess: {
    method: 'POST',
    path: '/api/my/offers/:id/access-requests/:requestId',
    access: 'verified',
  },
  adminGetReportedThread: { method: 'GET', path: '/api/admin/threads/:id', access: 'admin' },
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES

/** `{ id: string | number, reviewId: … }` from '/api/offers/:id/reviews/:reviewId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>

/** The URL path (and query) of a call: `endpointUrl('getOffer', { params: { id: 12 } })` → '/api/offers/12'. */
export function endpointUrl(
  name: RouteName,
  request: {
    params?: Readonly<Record<string, string | number>>
    query?: Readonly<Record<string, unknown>>
  } = {},
): string {
  return apiPath(ROUTES[name].path, request.params) + queryString(request.query)
}
