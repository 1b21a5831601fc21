/** True for the section itself and anything below it: '/portal' and '/portal/x', not '/portals'. */
export function isUnder(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`)
}

/**
 * Spec section 2: a trailing slash is removed by redirect. Returns the path to redirect to, or null when there is
 * nothing to do ('/' has to keep its slash).
 */
export function stripTrailingSlash(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null
  const stripped = pathname.replace(/\/+$/, '')
  return stripped === '' ? '/' : stripped
}

export const TITLE_SEPARATOR = ' | '

/** Spec section 2: "Profil | Portál" under /portal, "Registrace | Přihlášení" under /auth, the title alone elsewhere. */
export function pageTitle(title: string, pathname: string): string {
  const suffix = isUnder(pathname, '/portal') ? 'Portál' : isUnder(pathname, '/auth') ? 'Přihlášení' : null
  if (suffix === null) return title
  return title ? `${title}${TITLE_SEPARATOR}${suffix}` : suffix
}

/** Spec section 2: the error page's headline. */
export function errorPageHeadline(status: number): string {
  return status === 404 ? 'Stránka nenalezena' : 'Něco se pokazilo'
}

/** Spec section 2: where the error page's 'Domů' button leads. */
export function errorHomeTarget(pathname: string): '/portal' | '/auth' | '/' {
  if (isUnder(pathname, '/portal')) return '/portal'
  if (isUnder(pathname, '/auth')) return '/auth'
  return '/'
}

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
