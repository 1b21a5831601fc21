import type { Context } from 'hono'
import type { Queryable } from '../db/database.ts'
import { authError } from './errors.ts'
import { type AuthServerDeps, clientIp, isBanned, UUID } from './flows/kit.ts'
import { createSession, findUserById, type UserRow, userJson } from './store.ts'
import { ACCESS_TOKEN_TTL, type AccessClaims, signAccessToken } from './tokens.ts'

/**
 * Sessions of the embedded auth server: creating one at sign-in (auth.sessions, a refresh token, the ES256 access
 * token answered as GoTrue's AccessTokenResponse) and GoTrue's check for user routes (a valid token whose user and
 * session still exist, not banned). Every flow signs in and checks users through it.
 */
export function createSessionService(deps: Pick<AuthServerDeps, 'db' | 'key' | 'verify' | 'origin'>) {
  const { db, key } = deps
  const issuer = (c: Context) => `${deps.origin(c)}/auth/v1`

  async function sessionResponse(
    c: Context,
    q: Queryable,
    user: UserRow,
    sessionId: string,
    refreshToken: string,
  ) {
    const sessionRow = (
      await q.query<{ amr: unknown[] }>('select amr from auth.sessions where id = $1', [sessionId])
    ).rows[0]
    const claims = {
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: sessionRow?.amr ?? [],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    }
    const { token, expiresAt } = await signAccessToken(key, claims, issuer(c))
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await userJson(q, user),
    }
  }

  async function signIn(c: Context, q: Queryable, user: UserRow, amr: string) {
    const { sessionId, refreshToken } = await createSession(
      q,
      user.id,
      amr,
      c.req.header('user-agent'),
      clientIp(c),
    )
    const fresh = (await findUserById(q, user.id)) as UserRow
    return sessionResponse(c, q, fresh, sessionId, refreshToken)
  }

  /** GoTrue's check for user routes: a valid token whose user and session still exist. */
  async function requireUser(c: Context): Promise<{ user: UserRow; claims: AccessClaims } | Response> {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+(.+)$/i.exec(header)
    if (!match?.[1]) return authError(c, 401, 'no_authorization', 'This endpoint requires a Bearer token')
    let claims: AccessClaims
    try {
      claims = await deps.verify(match[1])
    } catch {
      return authError(
        c,
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token is expired',
      )
    }
    if (!UUID.test(claims.sub)) return authError(c, 400, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
    const user = await findUserById(db, claims.sub)
    if (!user) return authError(c, 403, 'user_not_found', 'User from sub claim in JWT does not exist')
    if (claims.session_id) {
      const { rows } = await db.query('select 1 from auth.sessions where id = $1', [claims.session_id])
      if (!rows.length)
        return authError(c, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    if (isBanned(user)) return authError(c, 403, 'user_banned', 'User is banned')
    return { user, claims }
  }

  return { issuer, sessionResponse, signIn, requireUser }
}
export type SessionService = ReturnType<typeof createSessionService>
