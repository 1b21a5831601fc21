import { offerIdParamSchema, safeParseCs, toApiIssues } from '@rg/domain'
import type { Context } from 'hono'
import { type AppEnv, apiError, UNAUTHORIZED_MESSAGE } from '../../http.ts'

/** Query parameters as the contract expects them: one value as a string, a repeated parameter as a list. */
export function queryInput(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? (values[0] as string) : values
  }
  return out
}

/** Parses with the contract's Czech messages; answers a Czech 400 instead of throwing. */
type Schema = Parameters<typeof safeParseCs>[0]

export function parseWith<T extends Schema>(
  c: Context,
  schema: T,
  input: unknown,
): { data: ReturnType<T['parse']> } | Response {
  const result = safeParseCs(schema, input)
  if (result.success) return { data: result.data as ReturnType<T['parse']> }
  const issues = toApiIssues(result.error)
  return apiError(c, 400, 'validation_failed', issues[0]?.message ?? 'Neplatný vstup.', issues)
}

export function offerIdParam(c: Context, name = 'id'): number | Response {
  const parsed = offerIdParamSchema.safeParse(c.req.param(name))
  return parsed.success ? parsed.data : apiError(c, 400, 'bad_offer_id', 'Neplatné číslo nabídky.')
}

export function claimsOf(c: Context<AppEnv>) {
  return c.get('auth')?.claims ?? null
}

export const unauthorized = (c: Context) => apiError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE)
export const notFound = (c: Context) => apiError(c, 404, 'not_found', 'Nabídka nebyla nalezena.')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Path ids of photos, documents and reviews; anything else is simply not found (never a database error). */
export const isUuid = (value: string) => UUID.test(value)
