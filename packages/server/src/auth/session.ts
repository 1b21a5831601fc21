import { combineCookieChunks } from '@rg/domain/auth-session'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Database } from '../db/database.ts'
import { UUID } from './flows/kit.ts'
import type { AccessClaims, TokenVerifier } from './tokens.ts'

/** @supabase/ssr's default storage key for a project URL: `sb-<first hostname label>-auth-token`. */
export function storageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}

/**
 * The session @supabase/ssr keeps in cookies: the value is `base64-` + base64url(JSON) (or plain JSON with
 * cookieEncoding 'raw'), split into `<key>.0`, `<key>.1`, … when it is longer than 3180 characters.
 */
export function readSessionCookie(
  cookies: Record<string, string>,
  key: string,
): { access_token?: string } | undefined {
  const raw = combineCookieChunks(key, cookies)
  if (raw === null) return undefined
  try {
    const json = raw.startsWith('base64-') ? Buffer.from(raw.slice(7), 'base64url').toString('utf8') : raw
    const parsed: unknown = JSON.parse(json)
    return parsed && typeof parsed === 'object' ? (parsed as { access_token?: string }) : undefined
  } catch {
    return undefined
  }
}

export interface RequestAuth {
  claims: AccessClaims
  /** How the token came: a cookie is ambient (needs CSRF protection), a Bearer header is not. */
  via: 'cookie' | 'bearer'
}

/** The requester, or null for a visitor or an invalid / expired / signed-out token. */
export type SessionReader = (c: Context, supabaseUrl: string) => Promise<RequestAuth | null>

/**
 * Reads the access token from `Authorization: Bearer` or the @supabase/ssr cookie and verifies it; a blocked user's
 * token counts as none. With
 * `checkSession` (embedded mode) the token's session must still exist, so sign-out and a password change end API
 * access at once rather than when the token expires.
 */
export function sessionReader(verify: TokenVerifier, db: Database, checkSession: boolean): SessionReader {
  return async (c, supabaseUrl) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    const token = bearer ?? readSessionCookie(getCookie(c), storageKey(supabaseUrl))?.access_token
    if (!token) return null
    let claims: AccessClaims
    try {
      claims = await verify(token)
    } catch {
      return null
    }
    // auth.uid() casts `sub` to uuid: anything else would fail every query, so it is no session at all
    if (!UUID.test(claims.sub)) return null
    // A blocked user (profiles.blocked_at) is nobody from the next request on, whatever tokens they hold
    // (docs/security.md "Sessions and blocking"); in embedded mode the session must also still exist.
    if (checkSession) {
      if (!claims.session_id) return null
      const { rows } = await db.query(
        `select 1 from auth.sessions s where s.id = $1 and s.user_id = $2
           and not exists (select 1 from public.profiles p where p.id = s.user_id and p.blocked_at is not null)`,
        [claims.session_id, claims.sub],
      )
      if (!rows.length) return null
    } else {
      const { rows } = await db.query(
        'select 1 from public.profiles where id = $1 and blocked_at is not null',
        [claims.sub],
      )
      if (rows.length) return null
    }
    return { claims, via: bearer ? 'bearer' : 'cookie' }
  }
}

/** Whether the request carries any Supabase session cookie (then state changes need CSRF protection). */
export function hasSessionCookie(c: Context): boolean {
  return Object.keys(getCookie(c)).some((name) => /^sb-.+-auth-token(\.\d+)?$/.test(name))
}
