import type { EndpointDef } from '../contract/endpoint-def.ts'
import { idParamsSchema } from '../fields/path-params.schema.ts'
import { okResponseSchema } from '../profile/user-actions.schema.ts'
import {
  documentUpdateRequestSchema,
  userDocumentListResponseSchema,
  userDocumentSchema,
} from './documents.schema.ts'

/*
 * The verified user's document store.
 */
export const DOCUMENT_ENDPOINTS = {
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
    params: idParamsSchema,
    response: null,
  },
  updateDocument: {
    method: 'PATCH',
    path: '/api/documents/:id',
    access: 'verified',
    params: idParamsSchema,
    body: documentUpdateRequestSchema,
    response: userDocumentSchema,
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'verified',
    params: idParamsSchema,
    response: okResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>
