import type { z } from 'zod'

/*
 * The shape of one /api endpoint's declaration. Each resource folder declares its own endpoints with it, once each
 * (`offers/offers.endpoints.ts`, `crm/crm.endpoints.ts`, …); contract/endpoints.ts assembles them into `API`
 * (docs/decisions/1730-one-declaration-per-endpoint.md). Types only: importing this file loads no zod.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type EndpointAccess = 'public' | 'user' | 'verified' | 'admin'

/** What a caller needs to reach an endpoint: no schemas (ROUTES and VISITOR_ROUTES hold these). */
export interface RouteDef {
  method: HttpMethod
  /** Hono and MSW style: ':id' segments. */
  path: string
  access: EndpointAccess
}

export interface EndpointDef extends RouteDef {
  /** The ':name' segments of `path`, parsed from strings (a wrong id is a Czech 400, never a database error). */
  params?: z.ZodType
  query?: z.ZodType
  /** 'multipart': a form upload with the field "file" (rules: validateUpload / checkFileContent). */
  body?: z.ZodType | 'multipart'
  /** null: the answer is a file or a redirect, not JSON. */
  response: z.ZodType | null
}
