import type { ApiError } from '@rg/domain'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RequestAuth } from './auth/session.ts'

export type AppEnv = { Variables: { requestId: string; auth: RequestAuth | null } }

/** Every /api error: `{code, message, issues?}` with a Czech message (the domain's apiErrorSchema). */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  issues?: ApiError['issues'],
) {
  const body: ApiError = issues ? { code, message, issues } : { code, message }
  return c.json(body, status)
}

export const UNAUTHORIZED_MESSAGE = 'Nejste přihlášeni.'

interface SafeParser<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
}

/** Parses a JSON body against a domain contract schema; answers a Czech 400 instead of ever throwing. */
export async function parseBody<T>(c: Context, schema: SafeParser<T>): Promise<{ data: T } | Response> {
  let input: unknown
  try {
    const text = await c.req.text()
    input = text.trim() ? JSON.parse(text) : undefined
  } catch {
    return apiError(c, 400, 'bad_json', 'Tělo požadavku není platný JSON.')
  }
  const result = schema.safeParse(input)
  if (result.success) return { data: result.data }
  const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
  return apiError(c, 400, 'validation_failed', issues[0]?.message ?? 'Neplatný vstup.', issues)
}
