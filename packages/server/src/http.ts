import { getConnInfo } from '@hono/node-server/conninfo'
import { type EndpointName, type JsonLimits, jsonShapeProblem } from '@rg/domain/contract'
import { type ApiError, BAD_JSON } from '@rg/domain/fields'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RequestAuth } from './auth/session.ts'

export type AppEnv = {
  Variables: {
    requestId: string
    auth: RequestAuth | null
    /** The contract entry that answered (set by the route helper; metrics label requests with it). */
    endpoint: EndpointName | undefined
    /** The client's address as middlewares/client-address.ts resolved it (X-Forwarded-For only from TRUSTED_PROXY). */
    clientAddress: string | undefined
  }
}

/**
 * An error answered outside the route helper (body limits, CSRF, images, the last-resort 500): `{code, message,
 * issues?}` with a Czech message (the domain's apiErrorSchema). Endpoints answer an Outcome instead.
 */
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

/**
 * The client's address: as middlewares/client-address.ts resolved it (X-Forwarded-For only from TRUSTED_PROXY),
 * else the socket's peer, or undefined outside Node's server.
 */
export function clientAddress(c: Context): string | undefined {
  const resolved = (c as Context<AppEnv>).get('clientAddress')
  if (resolved) return resolved
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; code: string; message: string }

/**
 * A request body's JSON text parsed within `limits` (docs/security.md "Input"): its depth and its keys and elements are
 * counted in one linear pass over the text before JSON.parse runs, so no body of any shape costs more than its bytes.
 * Blank text is no body (undefined). The message is Czech; callers answer it in their own error shape.
 */
export function parseJsonText(text: string, limits: JsonLimits): JsonBody {
  if (!text.trim()) return { ok: true, value: undefined }
  const problem = jsonShapeProblem(text, limits)
  if (problem) return { ok: false, code: 'validation_failed', message: problem.message }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, code: BAD_JSON.error.code, message: BAD_JSON.error.message }
  }
}

/** Text for HTML (mail bodies, the dev outbox page). */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

/** A private file as a download: its name kept (RFC 6266 with an ASCII fallback), never sniffed, never cached. */
export function attachment(
  c: Context,
  file: { name: string; mimeType: string; bytes: Uint8Array },
): Response {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  })
}
