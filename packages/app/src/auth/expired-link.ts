import { AUTH_PAGES } from '@rg/domain/navigation'
import { supabase } from './supabase.ts'

/**
 * An expired or used verification link redirects back with `#error=…&error_code=otp_expired` in the hash (and, for
 * PKCE flows, also in the query). docs/product/notifications.md "Password and sessions": sign out locally and go to /auth/login?error=expired.
 * Returns true when it found such a link; the hash and query keys are removed so a reload does not repeat it.
 */
export async function consumeExpiredLink(win: Window = window): Promise<boolean> {
  const hash = new URLSearchParams(win.location.hash.replace(/^#/, ''))
  const query = new URLSearchParams(win.location.search)
  const source = hash.has('error_code') || hash.has('error') ? hash : query.has('error_code') ? query : null
  if (!source) return false
  await supabase().auth.signOut({ scope: 'local' })
  const url = new URL(win.location.href)
  url.hash = ''
  for (const key of ['error', 'error_code', 'error_description', 'sb']) url.searchParams.delete(key)
  win.history.replaceState(win.history.state, '', url.pathname + url.search)
  return true
}

export const EXPIRED_LOGIN_PATH = `${AUTH_PAGES.login}?error=expired`
