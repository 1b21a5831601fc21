import type { EndpointDef } from '../contract/endpoint-def.ts'
import { emptyRequestSchema } from '../fields/fields.schema.ts'
import { idParamsSchema, offerParamsSchema } from '../fields/path-params.schema.ts'
import { okResponseSchema } from '../profile/user-actions.schema.ts'
import {
  demandSchema,
  draftDemandRequestSchema,
  offerLeadListSchema,
  offerStatsSchema,
} from './deal-room.schema.ts'
import { contactSharingSchema, contactSharingUpdateSchema } from './lead-consent.schema.ts'
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
} from './messages-and-access.schema.ts'

/*
 * The deal room (docs/product/deal-room.md): the investor's contact sharing, the owner's demand, stats and leads, threads, the NDA and access approval.
 */
export const DEAL_ROOM_ENDPOINTS = {
  getContactSharing: {
    method: 'GET',
    path: '/api/user/contact-sharing',
    access: 'user',
    response: contactSharingSchema,
  },
  updateContactSharing: {
    method: 'PUT',
    path: '/api/user/contact-sharing',
    access: 'user',
    body: contactSharingUpdateSchema,
    response: contactSharingSchema,
  },
  getDraftDemand: {
    method: 'POST',
    path: '/api/my/offers/demand',
    access: 'verified',
    body: draftDemandRequestSchema,
    response: demandSchema,
  },
  getOfferStats: {
    method: 'GET',
    path: '/api/my/offers/:id/stats',
    access: 'verified',
    params: offerParamsSchema,
    response: offerStatsSchema,
  },
  listOfferLeads: {
    method: 'GET',
    path: '/api/my/offers/:id/leads',
    access: 'verified',
    params: offerParamsSchema,
    response: offerLeadListSchema,
  },
  /** The viewer's threads, newest message first, with the unread total for the portal header. */
  listThreads: {
    method: 'GET',
    path: '/api/threads',
    access: 'user',
    query: threadListQuerySchema,
    response: threadListResponseSchema,
  },
  /** One thread of the viewer's with its messages; reading it marks it read. */
  getThread: {
    method: 'GET',
    path: '/api/threads/:id',
    access: 'user',
    params: idParamsSchema,
    response: threadDetailSchema,
  },
  sendMessage: {
    method: 'POST',
    path: '/api/threads/:id/messages',
    access: 'user',
    params: idParamsSchema,
    body: sendMessageRequestSchema,
    response: messageSchema,
  },
  /** "Nahlásit": the thread goes to the admin inbox (kind THREAD_REPORT); once per reporter. */
  reportThread: {
    method: 'POST',
    path: '/api/threads/:id/report',
    access: 'user',
    params: idParamsSchema,
    body: threadReportRequestSchema,
    response: okResponseSchema,
  },
  downloadMessageAttachment: {
    method: 'GET',
    path: '/api/threads/:id/messages/:messageId/attachment',
    access: 'user',
    params: threadMessageParamsSchema,
    response: null,
  },
  getOfferAccess: {
    method: 'GET',
    path: '/api/offers/:id/access',
    access: 'user',
    params: offerParamsSchema,
    response: offerAccessSchema,
  },
  /** Records who, when, which version and from which address. */
  acceptOfferNda: {
    method: 'POST',
    path: '/api/offers/:id/nda',
    access: 'user',
    params: offerParamsSchema,
    body: ndaAcceptRequestSchema,
    response: ndaAcceptanceSchema,
  },
  /** Reserves the unlock's credits until the owner decides (or 7 days pass). */
  requestOfferAccess: {
    method: 'POST',
    path: '/api/offers/:id/access-requests',
    access: 'user',
    params: offerParamsSchema,
    body: emptyRequestSchema,
    response: accessRequestSchema,
  },
  /** The accepted agreement as a PDF, for the investor who accepted and the offer's owner. */
  downloadNdaAcceptance: {
    method: 'GET',
    path: '/api/nda-acceptances/:id',
    access: 'user',
    params: idParamsSchema,
    response: null,
  },
  listOfferAccess: {
    method: 'GET',
    path: '/api/my/offers/:id/access',
    access: 'verified',
    params: offerParamsSchema,
    response: ownerAccessResponseSchema,
  },
  setOfferDealTerms: {
    method: 'PUT',
    path: '/api/my/offers/:id/deal-terms',
    access: 'verified',
    params: offerParamsSchema,
    body: dealTermsSchema,
    response: dealTermsSchema,
  },
  /** The owner's (or an admin's) versions of the offer's own agreement; another owner gets 404/403. */
  getOfferNdaText: {
    method: 'GET',
    path: '/api/my/offers/:id/nda-text',
    access: 'verified',
    params: offerParamsSchema,
    response: ownerNdaTextsSchema,
  },
  /** A new version (201), or the current one again when the text is unchanged (200). */
  setOfferNdaText: {
    method: 'PUT',
    path: '/api/my/offers/:id/nda-text',
    access: 'verified',
    params: offerParamsSchema,
    body: ownerNdaTextRequestSchema,
    response: ownerNdaVersionSchema,
  },
  /** Approval charges the reserved credits and unlocks; refusal releases them; each exactly once. */
  decideOfferAccess: {
    method: 'POST',
    path: '/api/my/offers/:id/access-requests/:requestId',
    access: 'verified',
    params: accessRequestParamsSchema,
    body: accessDecisionRequestSchema,
    response: accessRequestSchema,
  },
  /** A reported thread only; every read is written to the audit log. */
  adminGetReportedThread: {
    method: 'GET',
    path: '/api/admin/threads/:id',
    access: 'admin',
    params: idParamsSchema,
    response: adminThreadSchema,
  },
} as const satisfies Record<string, EndpointDef>
