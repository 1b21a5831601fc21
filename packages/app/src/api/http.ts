import { apiPath, queryString, type RouteDef } from '@rg/domain/contract'

/*
 * The transport under `call` (call.ts): same-origin requests to /api with the session cookie, the CSRF header and the
 * contract's error body turned into ApiRequestError. Free of zod, like call.ts, so the landing pages can call the API
 * without loading the schemas (docs/decisions/0304-landing-bundle.md).
 */

export interface ApiIssue {
  path: string
  message: string
}

/** A non-2xx answer of /api, with the Czech message of the contract's error body (or a Czech one when it has none). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: readonly ApiIssue[] = [],
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

/** What a request that could not reach the server says (never the browser's English "Failed to fetch"). */
export const NETWORK_ERROR_TEXT =
  'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to prosím znovu.'

/**
 * A request that never reached the server (offline, DNS, a dropped connection). Its message is Czech, so a screen
 * that shows a thrown error's message shows Czech whatever layer caught it (issue 27: no "Failed to fetch").
 */
export class NetworkError extends Error {
  constructor() {
    super(NETWORK_ERROR_TEXT)
    this.name = 'NetworkError'
  }
}

/** A fetch that never reached the server or a gateway failure: worth retrying. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return [502, 503, 504].includes(error.status)
  return error instanceof NetworkError
}

/** Failed network fetches are retried up to 3 times (docs/product/README.md "Errors"); answers of the API are not. */
export function retryNetwork(failureCount: number, error: unknown) {
  return failureCount < 3 && isRetryableError(error)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function isIssue(value: unknown): value is ApiIssue {
  return isObject(value) && typeof value.path === 'string' && typeof value.message === 'string'
}

/**
 * The error of a non-2xx answer. The body is the contract's `ApiError` ({ code, message, issues? }) whenever the API
 * answered; a gateway or proxy page is not, and gets a Czech message with the status instead.
 */
export function answerError(status: number, body: unknown): ApiRequestError {
  if (isObject(body) && typeof body.code === 'string' && typeof body.message === 'string') {
    const issues = Array.isArray(body.issues) ? body.issues.filter(isIssue) : []
    return new ApiRequestError(status, body.code, body.message, issues)
  }
  return new ApiRequestError(
    status,
    'http_error',
    `Server teď neodpovídá (chyba ${status}). Zkuste to prosím za chvíli znovu.`,
  )
}

export function readJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Same-origin JSON request to /api with the session cookie. State changes carry `X-CSRF-Protection: 1`, the
 * server's CSRF rule for cookie-authenticated requests (docs/decisions/0200-server-csrf.md).
 */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (init.method && init.method !== 'GET') {
    headers.set('X-CSRF-Protection', '1')
    // FormData sets its own multipart type with the boundary
    if (init.body !== undefined && !(init.body instanceof FormData))
      headers.set('Content-Type', 'application/json')
  }
  const res = await fetch(url, { ...init, headers, credentials: 'include' }).catch((error: unknown) => {
    // an abort is the caller's own doing and stays one; anything else thrown by fetch is the network
    throw error instanceof DOMException && error.name === 'AbortError' ? error : new NetworkError()
  })
  const body = readJson(await res.text())
  if (!res.ok) throw answerError(res.status, body)
  return body
}

/** A request as `call` takes it: path parameters, query, body, and the extras. */
export interface SendRequest {
  params?: Readonly<Record<string, string | number>>
  query?: Readonly<Record<string, unknown>>
  body?: unknown
  /** The upload progress of a multipart body (0 to 1). */
  onProgress?: (share: number) => void
  signal?: AbortSignal
}

/** One call of a contract entry: its path filled (each parameter encoded) and its method. */
export function send(route: RouteDef, request: SendRequest = {}): Promise<unknown> {
  const url = apiPath(route.path, request.params) + queryString(request.query)
  const { body, onProgress, signal } = request
  // The upload with progress is loaded when an upload starts: the landing pages never need it.
  if (body instanceof FormData && onProgress)
    return import('./upload.ts').then(({ apiUpload }) => apiUpload(url, body, onProgress))
  return apiFetch(url, {
    method: route.method,
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    signal,
  })
}
