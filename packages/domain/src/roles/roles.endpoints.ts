import type { EndpointDef } from '../contract/endpoint-def.ts'
import { idParamsSchema } from '../fields/path-params.schema.ts'
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  blockRequestSchema,
  creditAdjustmentRequestSchema,
  creditAdjustmentResponseSchema,
  roleChangeRequestSchema,
  verificationDecisionRequestSchema,
} from './admin.schema.ts'

/*
 * The operator's user administration: roles, verification, credits, blocking.
 */
export const ROLE_ENDPOINTS = {
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
    params: idParamsSchema,
    response: adminUserDetailSchema,
  },
  adminChangeRole: {
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    access: 'admin',
    params: idParamsSchema,
    body: roleChangeRequestSchema,
    response: adminUserDetailSchema,
  },
  adminDecideVerification: {
    method: 'POST',
    path: '/api/admin/users/:id/verification',
    access: 'admin',
    params: idParamsSchema,
    body: verificationDecisionRequestSchema,
    response: adminUserDetailSchema,
  },
  adminAdjustCredits: {
    method: 'POST',
    path: '/api/admin/users/:id/credits',
    access: 'admin',
    params: idParamsSchema,
    body: creditAdjustmentRequestSchema,
    response: creditAdjustmentResponseSchema,
  },
  adminBlockUser: {
    method: 'POST',
    path: '/api/admin/users/:id/block',
    access: 'admin',
    params: idParamsSchema,
    body: blockRequestSchema,
    response: adminUserDetailSchema,
  },
} as const satisfies Record<string, EndpointDef>
