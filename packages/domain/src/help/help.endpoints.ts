import type { EndpointDef } from '../contract/endpoint-def.ts'
import { createdResponseSchema } from '../desk/public-inbox.schema.ts'
import { helpMessageRequestSchema } from './help.schema.ts'

/*
 * The help centre's message form (docs/decisions/1570-help-centre.md).
 */
export const HELP_ENDPOINTS = {
  sendHelpMessage: {
    method: 'POST',
    path: '/api/help/messages',
    access: 'user',
    body: helpMessageRequestSchema,
    response: createdResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>
