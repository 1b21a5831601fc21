/** True for the section itself and anything below it: '/portal' and '/portal/x', not '/portals'. */
export function isUnder(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`)
}

/**
 * docs/product/README.md "Route guards": a trailing slash is removed by redirect. Returns the path to redirect to, or null when there is
 * nothing to do ('/' has to keep its slash).
 */
export function stripTrailingSlash(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null
  const stripped = pathname.replace(/\/+$/, '')
  return stripped === '' ? '/' : stripped
}

export const TITLE_SEPARATOR = ' | '

/** docs/product/screens-and-limits.md "Screens": "Profil | Portál" under /portal, "Registrace | Přihlášení" under /auth, the title alone elsewhere. */
export function pageTitle(title: string, pathname: string): string {
  const suffix = isUnder(pathname, '/portal') ? 'Portál' : isUnder(pathname, '/auth') ? 'Přihlášení' : null
  if (suffix === null) return title
  return title ? `${title}${TITLE_SEPARATOR}${suffix}` : suffix
}

/** docs/product/screens-and-limits.md "Screens": the error page's headline. */
export function errorPageHeadline(status: number): string {
  return status === 404 ? 'Stránka nenalezena' : 'Něco se pokazilo'
}

/** docs/product/screens-and-limits.md "Screens": where the error page's 'Domů' button leads. */
export function errorHomeTarget(pathname: string): '/portal' | '/auth' | '/' {
  if (isUnder(pathname, '/portal')) return '/portal'
  if (isUnder(pathname, '/auth')) return '/auth'
  return '/'
}
