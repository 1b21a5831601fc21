import { combineCookieChunks } from '@rg/domain/auth-session'
import type { Role } from '@rg/domain/profile'
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
  /**
   * The account as the session check read it (null: no profile); absent when nobody read it yet. The routes take
   * the role from here instead of asking again.
   */
  account?: { role: Role; blocked: boolean } | null
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
    // The same statement reads the account's role for the route (docs/decisions/1751-request-round-trips.md), so a
    // signed-in request costs one round trip before its handler, not two.
    let rows: Array<{ role: Role | null; blocked: boolean | null }>
    if (checkSession) {
      if (!claims.session_id) return null
      rows = (
        await db.query<{ role: Role | null; blocked: boolean | null }>(
          `select p.role, p.blocked_at is not null as blocked from auth.sessions s
           left join public.profiles p on p.id = s.user_id
           where s.id = $1 and s.user_id = $2`,
          [claims.session_id, claims.sub],
        )
      ).rows
      if (!rows.length) return null
    } else {
      rows = (
        await db.query<{ role: Role | null; blocked: boolean | null }>(
          'select role, blocked_at is not null as blocked from public.profiles where id = $1',
          [claims.sub],
        )
      ).rows
    }
    const row = rows[0]
    if (row?.blocked) return null
    const account = row?.role ? { role: row.role, blocked: false } : null
    return { claims, via: bearer ? 'bearer' : 'cookie', account }
  }
}

/** Whether the request carries any Supabase session cookie (then state changes need CSRF protection). */
export function hasSessionCookie(c: Context): boolean {
  return Object.keys(getCookie(c)).some((name) => /^sb-.+-auth-token(\.\d+)?$/.test(name))
}
