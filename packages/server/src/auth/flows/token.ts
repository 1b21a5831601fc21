import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { lockoutMail } from '../../mail/mailer.ts'
import { authError } from '../errors.ts'
import { passwordWeaknesses, verifyPassword, weakPasswordMessage } from '../passwords.ts'
import type { SessionService } from '../session-service.ts'
import { findUserByEmail, findUserById, newRefreshToken, type UserRow } from '../store.ts'
import { type AuthKit, type Body, clientIp, isBanned, str } from './kit.ts'

/** POST /token: the password, refresh-token and PKCE grants. */
export function tokenRoutes(app: Hono, kit: AuthKit, sessions: SessionService) {
  const { deps, db, limits, limiter, mailer, readBody } = kit
  const { sessionResponse, signIn } = sessions

  app.post('/token', async (c) => {
    if (!(await limiter.hit(`token:${clientIp(c)}`, limits.tokenRequestsPer5Min, 5 * 60_000)))
      return authError(c, 429, 'over_request_rate_limit', 'Request rate limit reached')
    const body = await readBody(c)
    if (body instanceof Response) return body
    const grant = c.req.query('grant_type')
    if (grant === 'password') return passwordGrant(c, body)
    if (grant === 'refresh_token') return refreshGrant(c, body)
    if (grant === 'pkce') return pkceGrant(c, body)
    return authError(c, 400, 'invalid_credentials', 'unsupported_grant_type')
  })

  async function passwordGrant(c: Context, body: Body) {
    const email = str(body.email)?.trim().toLowerCase() ?? ''
    const password = str(body.password) ?? ''
    // Failed tries count per account (from any address) and per address (over any accounts), in Postgres, so
    // neither more addresses nor more server instances buy an attacker more guesses (docs/security.md "Limits").
    // An account whose tries are used up is refused only to the addresses that failed for it: the owner elsewhere
    // still signs in with the right password, and is told by mail (docs/decisions/1212-no-lockout-of-the-owner.md).
    const window = limits.failedSignInWindowMs
    const accountKey = `signin:account:${email}`
    const addressKey = `signin:address:${clientIp(c)}`
    const pairKey = `signin:pair:${email}|${clientIp(c)}`
    if (await limiter.exceeded(addressKey, limits.failedSignInsPerAddress, window))
      return authError(c, 429, 'over_request_rate_limit', 'Request rate limit reached')
    const locked = await limiter.exceeded(accountKey, limits.failedSignIns, window)
    if (locked && (await limiter.exceeded(pairKey, 1, window)))
      return authError(c, 429, 'over_request_rate_limit', 'Request rate limit reached')
    const user = email ? await findUserByEmail(db, email) : undefined
    if (!(await verifyPassword(password, user?.encrypted_password)) || !user || !password) {
      await limiter.hit(accountKey, limits.failedSignIns, window)
      await limiter.hit(addressKey, limits.failedSignInsPerAddress, window)
      await limiter.hit(pairKey, 1, window)
      if (user && (await limiter.exceeded(accountKey, limits.failedSignIns, window))) await tellOwner(c, user)
      return authError(c, 400, 'invalid_credentials', 'Invalid login credentials')
    }
    // while the account is locked a success elsewhere does not give the failed addresses new tries
    if (!locked) await limiter.reset(accountKey, limits.failedSignIns, window)
    if (!user.email_confirmed_at) return authError(c, 400, 'email_not_confirmed', 'Email not confirmed')
    if (isBanned(user)) return authError(c, 400, 'user_banned', 'User is banned')
    const session = await db.transaction((tx) => signIn(c, tx, user, 'password'))
    const reasons = passwordWeaknesses(password)
    return c.json(
      reasons.length
        ? { ...session, weak_password: { reasons, message: weakPasswordMessage(reasons) } }
        : session,
    )
  }

  /** Once per lockout window: the owner learns that sign-in attempts to the account were blocked. */
  async function tellOwner(c: Context, user: UserRow) {
    const window = limits.failedSignInWindowMs
    if (!(await limiter.hit(`signin:told:${user.email}`, 1, window))) return
    await mailer.send(lockoutMail(user.email, deps.origin(c), Math.round(window / 60_000)), db)
  }

  async function refreshGrant(c: Context, body: Body) {
    const presented = str(body.refresh_token)
    if (!presented)
      return c.json({ error: 'invalid_request', error_description: 'refresh_token required' }, 400)
    if (presented.length < 12)
      return authError(c, 400, 'validation_failed', 'Invalid Refresh Token: malformed')
    return db.transaction(async (tx) => {
      const row = (
        await tx.query<{
          id: string
          token: string
          revoked: boolean
          session_id: string
          user_id: string
          updated_at: Date
        }>('select * from auth.refresh_tokens where token = $1 for update', [presented])
      ).rows[0]
      if (!row)
        return authError(c, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const session = (
        await tx.query<{ id: string; not_after: Date | null }>('select * from auth.sessions where id = $1', [
          row.session_id,
        ])
      ).rows[0]
      if (!session) return authError(c, 400, 'session_not_found', 'Invalid Refresh Token: Session Not Found')
      if (session.not_after && new Date(session.not_after) < new Date())
        return authError(c, 400, 'session_expired', 'Invalid Refresh Token: Session Expired')
      const user = await findUserById(tx, row.user_id)
      if (!user)
        return authError(c, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      if (isBanned(user)) return authError(c, 400, 'user_banned', 'User is banned')

      let token: string
      if (row.revoked) {
        // 1. the parent of the session's active token: a lost response, answer the active token again
        const active = (
          await tx.query<{ token: string }>(
            'select token from auth.refresh_tokens where session_id = $1 and parent = $2 and not revoked',
            [row.session_id, row.token],
          )
        ).rows[0]
        if (active) token = active.token
        else if (Date.now() - new Date(row.updated_at).getTime() <= limits.refreshReuseSeconds * 1000) {
          // 2. within the reuse interval (parallel refreshes): a new child
          token = newRefreshToken()
          await tx.query(
            'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
            [token, user.id, row.session_id, row.token],
          )
        } else {
          // 3. reuse of an old token: someone may hold a stolen copy, so the whole family goes, with its session
          // (GoTrue only revokes the tokens; ending the session also stops its access tokens at the API at once)
          await tx.query('delete from auth.sessions where id = $1', [row.session_id])
          return authError(c, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        }
      } else {
        token = newRefreshToken()
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
          row.id,
        ])
        await tx.query(
          'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
          [token, user.id, row.session_id, row.token],
        )
      }
      await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
        row.session_id,
      ])
      return c.json(await sessionResponse(c, tx, user, row.session_id, token))
    })
  }

  async function pkceGrant(c: Context, body: Body) {
    const authCode = str(body.auth_code)
    const verifier = str(body.code_verifier)
    if (!authCode || !verifier)
      return authError(
        c,
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      )
    return db.transaction(async (tx) => {
      const flow = (
        await tx.query<{
          id: string
          user_id: string
          code_challenge: string
          code_challenge_method: string
          authentication_method: string
          created_at: Date
          auth_code_issued_at: Date | null
        }>('select * from auth.flow_state where auth_code = $1', [authCode])
      ).rows[0]
      if (!flow?.auth_code_issued_at)
        return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
      const issued = new Date(flow.auth_code_issued_at).getTime()
      if (Date.now() - issued > limits.flowStateExpirySeconds * 1000)
        return authError(c, 422, 'flow_state_expired', 'invalid flow state, flow state has expired')
      const expected =
        flow.code_challenge_method === 'plain'
          ? verifier
          : createHash('sha256').update(verifier).digest('base64url')
      if (expected !== flow.code_challenge)
        return authError(
          c,
          400,
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        )
      await tx.query('delete from auth.flow_state where id = $1', [flow.id])
      const user = await findUserById(tx, flow.user_id)
      if (!user)
        return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
      if (isBanned(user)) return authError(c, 400, 'user_banned', 'User is banned')
      return c.json(await signIn(c, tx, user, flow.authentication_method === 'recovery' ? 'recovery' : 'otp'))
    })
  }
}
