import type { z } from 'zod'
import { VERIFIED_ONLY_TOAST } from '../auth-messages/auth-messages.ts'
import type { ApiError } from '../fields/api-error.schema.ts'
import { safeParseCs, toApiIssues } from '../fields/fields.schema.ts'
import type { Role } from '../profile/user.schema.ts'
import { isAdmin, isVerified } from '../roles/roles.ts'
import type { API, EndpointAccess, EndpointDef, EndpointName } from './endpoints.ts'
import type { PathParams } from './routes.ts'

/*
 * What the server's route helper, the mock API's route helper and the app's typed call share, so that one `API`
 * entry is executed the same way everywhere (docs/decisions/0105-domain-api-contract.md).
 */

type Def<N extends EndpointName> = (typeof API)[N]
type SchemaOut<S> = S extends z.ZodType ? z.output<S> : undefined
type SchemaIn<S> = S extends z.ZodType ? z.input<S> : undefined

/** What a handler receives once the request passed the entry's schemas. */
export interface EndpointInput<N extends EndpointName> {
  params: Def<N> extends { params: infer S } ? SchemaOut<S> : Record<never, never>
  query: Def<N> extends { query: infer S } ? SchemaOut<S> : Record<never, never>
  body: Def<N> extends { body: infer S } ? (S extends 'multipart' ? FormData : SchemaOut<S>) : undefined
}

/** What a caller sends: path parameters by name, the query and body as the schemas accept them. */
export type EndpointRequest<N extends EndpointName> = (keyof PathParams<Def<N>['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<Def<N>['path']> }) &
  (Def<N> extends { query: infer S } ? { query?: SchemaIn<S> } : { query?: undefined }) &
  (Def<N> extends { body: infer S }
    ? S extends 'multipart'
      ? { body: FormData }
      : { body: SchemaIn<S> }
    : { body?: undefined })

/** The JSON answer of an endpoint (`undefined` for files and redirects). */
export type EndpointOutput<N extends EndpointName> = SchemaOut<Def<N>['response']>

/** The raw request parts as HTTP carries them. */
export interface RawEndpointInput {
  params: Readonly<Record<string, string>>
  /** One value as a string, a repeated parameter as a list. */
  query: Readonly<Record<string, string | string[]>>
  /** The parsed JSON body (undefined when empty); ignored for multipart entries. */
  body: unknown
}

export type ParsedInput =
  | { ok: true; params: unknown; query: unknown; body: unknown }
  | { ok: false; status: 400; error: ApiError }

const EMPTY = {}

/** Validation failure, the same on the server and in the mock: the first Czech message, and every issue by path. */
export function validationError(issues: ApiError['issues'] & object): ApiError {
  return { code: 'validation_failed', message: issues[0]?.message ?? 'Neplatný vstup.', issues }
}

/**
 * Parses params, query and body with the entry's schemas and Czech messages. Path parameters are checked first (a
 * wrong id says so), then the query, then the body.
 */
export function parseEndpointInput(def: EndpointDef, raw: RawEndpointInput): ParsedInput {
  const parts: Array<['params' | 'query' | 'body', z.ZodType | undefined, unknown]> = [
    ['params', def.params, raw.params],
    ['query', def.query, raw.query],
    ['body', def.body === 'multipart' ? undefined : def.body, raw.body],
  ]
  const out: Record<string, unknown> = { params: EMPTY, query: EMPTY, body: undefined }
  for (const [part, schema, input] of parts) {
    if (!schema) continue
    const result = safeParseCs(schema, input)
    if (!result.success) return { ok: false, status: 400, error: validationError(toApiIssues(result.error)) }
    out[part] = result.data
  }
  return { ok: true, params: out.params, query: out.query, body: out.body }
}

/** Who may call an entry at all; ownership and visibility are the services' rules. */
export function accessAllows(access: EndpointAccess, role: Role | null): boolean {
  switch (access) {
    case 'public':
      return true
    case 'user':
      return role !== null
    case 'verified':
      return role !== null && isVerified(role)
    case 'admin':
      return role !== null && isAdmin(role)
  }
}

/** The 401 of every endpoint that needs a session. */
export const UNAUTHORIZED_ERROR: ApiError = { code: 'unauthorized', message: 'Nejste přihlášeni.' }
/** Refused for a role: admin endpoints answer like an unknown path, so the admin area does not reveal itself. */
export const UNKNOWN_ENDPOINT_ERROR: ApiError = { code: 'not_found', message: 'Tato adresa API neexistuje.' }
export const VERIFIED_ONLY_ERROR: ApiError = { code: 'not_verified', message: VERIFIED_ONLY_TOAST }

/** The refusal for a caller `accessAllows` turned away: status and body, identical on the server and in the mock. */
export function accessRefusal(
  access: EndpointAccess,
  role: Role | null,
): { status: 401 | 403 | 404; error: ApiError } {
  if (role === null) return { status: 401, error: UNAUTHORIZED_ERROR }
  if (access === 'admin') return { status: 404, error: UNKNOWN_ENDPOINT_ERROR }
  return { status: 403, error: VERIFIED_ONLY_ERROR }
}
