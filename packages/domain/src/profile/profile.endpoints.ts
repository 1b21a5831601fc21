import { CONSENT_ROUTES } from '../contract/consent-routes.ts'
import type { EndpointDef } from '../contract/endpoint-def.ts'
import { emptyRequestSchema } from '../fields/fields.schema.ts'
import {
  accountDeletionRequestSchema,
  avatarResponseSchema,
  dataExportSchema,
  profileSchema,
  profileUpdateRequestSchema,
  verificationResponseSchema,
} from './profile.schema.ts'
import { serializedUserSchema } from './user.schema.ts'
import {
  cookieDecisionResponseSchema,
  initialCreditsResponseSchema,
  okResponseSchema,
  productGuideViewedRequestSchema,
} from './user-actions.schema.ts'

/*
 * The signed-in user, the cookie decision and the profile (docs/product/screens-and-limits.md "Calls").
 */
export const PROFILE_ENDPOINTS = {
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
  cookieAccept: { ...CONSENT_ROUTES.cookieAccept, response: cookieDecisionResponseSchema },
  cookieReject: { ...CONSENT_ROUTES.cookieReject, response: cookieDecisionResponseSchema },
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
} as const satisfies Record<string, EndpointDef>
