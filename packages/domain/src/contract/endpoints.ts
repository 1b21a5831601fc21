import type { z } from 'zod'
import { CRM_ENDPOINTS } from '../crm/crm.endpoints.ts'
import { DEAL_ROOM_ENDPOINTS } from '../deal-room/deal-room.endpoints.ts'
import { DESK_ENDPOINTS } from '../desk/desk.endpoints.ts'
import { DISCOVERY_ENDPOINTS } from '../discovery/discovery.endpoints.ts'
import { HELP_ENDPOINTS } from '../help/help.endpoints.ts'
import { NOTE_ENDPOINTS } from '../notes/notes.endpoints.ts'
import { NOTIFICATION_ENDPOINTS } from '../notifications/notifications.endpoints.ts'
import { OFFER_ENDPOINTS } from '../offers/offers.endpoints.ts'
import { ORDER_ENDPOINTS } from '../payments/orders.endpoints.ts'
import { PROFILE_ENDPOINTS } from '../profile/profile.endpoints.ts'
import { ROLE_ENDPOINTS } from '../roles/roles.endpoints.ts'
import { DOCUMENT_ENDPOINTS } from '../uploads/documents.endpoints.ts'
import { WATCHDOG_ENDPOINTS } from '../watchdog/watchdog.endpoints.ts'
import type { EndpointDef } from './endpoint-def.ts'

export type { EndpointAccess, EndpointDef, HttpMethod, RouteDef } from './endpoint-def.ts'
export { apiPath } from './paths.ts'

/**
 * Every /api endpoint of the product, so the server, the mock API and the app share one definition. Errors answer
 * apiErrorSchema with a Czech message. Access is who may call at all; finer rules (ownership, unlocks, field
 * visibility) live in the domain functions the handlers call.
 *
 * Each resource's folder declares its own endpoints, method, path, access and schemas in one entry each
 * (docs/decisions/1730-one-declaration-per-endpoint.md); this only assembles them. No two groups share a name
 * (endpoints.test.ts), and ROUTES (routes.ts) is derived from this.
 */
export const API = {
  ...PROFILE_ENDPOINTS,
  ...OFFER_ENDPOINTS,
  ...DEAL_ROOM_ENDPOINTS,
  ...WATCHDOG_ENDPOINTS,
  ...DISCOVERY_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...CRM_ENDPOINTS,
  ...NOTE_ENDPOINTS,
  ...DOCUMENT_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...DESK_ENDPOINTS,
  ...HELP_ENDPOINTS,
  ...ROLE_ENDPOINTS,
} as const satisfies Record<string, EndpointDef>

export type EndpointName = keyof typeof API

/** The answer type of an endpoint, e.g. `ApiResponse<'getOffer'>`. */
export type ApiResponse<N extends EndpointName> = (typeof API)[N]['response'] extends z.ZodType
  ? z.output<(typeof API)[N]['response']>
  : never
