import type { EndpointDef } from '../contract/endpoint-def.ts'
import { noteQuerySchema, noteSaveRequestSchema, noteSchema } from './notes.schema.ts'

/*
 * The user's notes (one per offer or contact, or the general one).
 */
export const NOTE_ENDPOINTS = {
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
} as const satisfies Record<string, EndpointDef>
