import { getConnInfo } from '@hono/node-server/conninfo'
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

interface Issue {
  code?: string
  path: PropertyKey[]
  message: string
}
interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } }
}

/**
 * The contract's own messages are Czech; zod's built-in ones (wrong type, unknown key…) are English, so those are
 * replaced by a Czech sentence naming the field.
 */
function czechIssue(issue: Issue): { path: string; message: string } {
  const path = issue.path.map(String).join('.')
  if (!/^(Invalid|Too (big|small)|Expected|Unrecognized)/.test(issue.message))
    return { path, message: issue.message }
  const field = path ? `Pole „${path}“` : 'Tělo požadavku'
  const message =
    issue.code === 'invalid_type'
      ? `${field} chybí nebo má nesprávný typ.`
      : issue.code === 'unrecognized_keys'
        ? `${field} obsahuje neznámé položky.`
        : `${field} má neplatnou hodnotu.`
  return { path, message }
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
  const issues = result.error.issues.map(czechIssue)
  return apiError(c, 400, 'validation_failed', issues[0]?.message ?? 'Neplatný vstup.', issues)
}

/** The client's address as the socket sees it (no proxy headers are trusted), or undefined outside Node's server. */
export function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/** Text for HTML (mail bodies, the dev outbox page). */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )
