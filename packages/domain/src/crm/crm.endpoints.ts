import type { EndpointDef } from '../contract/endpoint-def.ts'
import { idParamsSchema } from '../fields/path-params.schema.ts'
import { okResponseSchema } from '../profile/user-actions.schema.ts'
import {
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
} from './crm.schema.ts'

/*
 * The address book and the cold-call list.
 */
export const CRM_ENDPOINTS = {
  listContacts: {
    method: 'GET',
    path: '/api/contacts',
    access: 'user',
    query: contactListQuerySchema,
    response: contactListResponseSchema,
  },
  createContact: {
    method: 'POST',
    path: '/api/contacts',
    access: 'user',
    body: contactInputSchema,
    response: contactSchema,
  },
  getContact: {
    method: 'GET',
    path: '/api/contacts/:id',
    access: 'user',
    params: idParamsSchema,
    response: contactDetailSchema,
  },
  updateContact: {
    method: 'PATCH',
    path: '/api/contacts/:id',
    access: 'user',
    params: idParamsSchema,
    body: contactUpdateSchema,
    response: contactSchema,
  },
  deleteContact: {
    method: 'DELETE',
    path: '/api/contacts/:id',
    access: 'user',
    params: idParamsSchema,
    response: okResponseSchema,
  },
  importContacts: {
    method: 'POST',
    path: '/api/contacts/import',
    access: 'user',
    body: contactImportRequestSchema,
    response: contactImportResponseSchema,
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
    params: idParamsSchema,
    body: coldCallUpdateRequestSchema,
    response: coldCallSchema,
  },
  deleteColdCall: {
    method: 'DELETE',
    path: '/api/coldcalls/:id',
    access: 'user',
    params: idParamsSchema,
    response: okResponseSchema,
  },
  logCall: {
    method: 'POST',
    path: '/api/coldcalls/:id/logs',
    access: 'user',
    params: idParamsSchema,
    body: callLogCreateRequestSchema,
    response: callLogSchema,
  },
} as const satisfies Record<string, EndpointDef>
