import { apiErrorSchema } from '@rg/domain'

/** A non-2xx answer of /api, with the Czech message of the contract's error body when there is one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

/** A fetch that never reached the server (offline, DNS, aborted) or a gateway failure: worth retrying. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return [502, 503, 504].includes(error.status)
  return error instanceof TypeError
}

/** Failed network fetches are retried up to 3 times (spec section 7); answers of the API are not. */
export function retryNetwork(failureCount: number, error: unknown) {
  return failureCount < 3 && isRetryableError(error)
}

/**
 * Same-origin JSON request to /api with the session cookie. State changes carry `X-CSRF-Protection: 1`, the
 * server's CSRF rule for cookie-authenticated requests (docs/decisions/0200-server-csrf.md).
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (init.method && init.method !== 'GET') {
    headers.set('X-CSRF-Protection', '1')
    if (init.body !== undefined) headers.set('Content-Type', 'application/json')
  }
  const res = await fetch(path, { ...init, headers, credentials: 'include' })
  const text = await res.text()
  const body: unknown = text ? safeJson(text) : null
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(body)
    throw new ApiRequestError(
      res.status,
      parsed.success ? parsed.data.code : 'http_error',
      parsed.success ? parsed.data.message : `${init.method ?? 'GET'} ${path}: ${res.status}`,
      parsed.success ? (parsed.data.issues ?? []) : [],
    )
  }
  return body
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
