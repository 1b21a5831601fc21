// Apart from navigation.ts, whose path helpers every page loads: only the sign-in flow and the guards follow redirects.

const MAX_REDIRECT_LENGTH = 2048

function isSafeShape(path: string): boolean {
  if (!path.startsWith('/')) return false
  // '//host' and '/\host' are protocol-relative to browsers; a backslash anywhere is never needed in our paths.
  if (path.startsWith('//') || path.includes('\\')) return false
  // Browsers strip tabs and newlines, which turns '/\t/evil.cz' into '//evil.cz'.
  for (const ch of path) {
    const code = ch.charCodeAt(0)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false
  }
  return true
}

/**
 * A redirect target we are willing to follow: a same-site absolute path (with optional query and hash). Rejects
 * other origins, protocol-relative and backslash tricks, schemes, control characters and the same tricks hidden
 * behind percent-encoding (decoded repeatedly until stable). Returns the path unchanged, or null.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH || !isSafeShape(raw)) return null
  let decoded = raw
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return null
    }
    if (!isSafeShape(next)) return null
    if (next === decoded) return raw
    decoded = next
  }
  // Still changing after five rounds: nobody encodes a path that deep except to hide something.
  return null
}
