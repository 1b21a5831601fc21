/** docs/product/notifications.md "Password and sessions": the numbers of the session handling, shared by the browser client and the server. */
export const AUTH_SESSION = {
  cookieMaxAgeDays: 400,
  /** Browsers cap a cookie at about 4 KB; longer session values are split into numbered chunks. */
  cookieChunkSize: 3180,
  autoRefreshTickMs: 30_000,
  autoRefreshThresholdTicks: 3,
  refreshRetryBaseMs: 200,
  signingKeyCacheMs: 10 * 60_000,
  maxFetchRetries: 3,
} as const

export interface CookiePart {
  name: string
  value: string
}

/**
 * Splits a cookie value the way @supabase/ssr does, so either side can read the other's cookies: measured in
 * URI-encoded characters, one cookie `name` when it fits, otherwise `name.0`, `name.1`, … Chunks never cut a
 * percent-escape or a multi-byte character in half.
 */
export function chunkCookie(
  name: string,
  value: string,
  size: number = AUTH_SESSION.cookieChunkSize,
): CookiePart[] {
  // One character can take twelve encoded characters (four escapes); a smaller chunk could never make progress.
  if (size < 12) throw new RangeError('A cookie chunk holds at least 12 encoded characters.')
  let encoded = encodeURIComponent(value)
  if (encoded.length <= size) return [{ name, value }]
  const parts: CookiePart[] = []
  while (encoded.length > 0) {
    let head = encoded.slice(0, size)
    const lastEscape = head.lastIndexOf('%')
    if (lastEscape > size - 3) head = head.slice(0, lastEscape)
    // A UTF-8 character is up to four escapes; drop whole escapes until the head decodes.
    let decoded: string | null = null
    while (decoded === null) {
      try {
        decoded = decodeURIComponent(head)
      } catch {
        head = head.slice(0, head.lastIndexOf('%'))
      }
    }
    parts.push({ name: `${name}.${parts.length}`, value: decoded })
    encoded = encoded.slice(head.length)
  }
  return parts
}

/** The value of a possibly chunked cookie, or null when neither `name` nor `name.0` is present. */
export function combineCookieChunks(
  name: string,
  cookies: Readonly<Record<string, string | undefined>>,
): string | null {
  const whole = cookies[name]
  if (whole !== undefined) return whole
  let value = ''
  for (let i = 0; ; i++) {
    const part = cookies[`${name}.${i}`]
    if (part === undefined) return i === 0 ? null : value
    value += part
  }
}
