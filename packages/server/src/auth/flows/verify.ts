import type { Hono } from 'hono'
import type { Queryable } from '../../db/database.ts'
import { authError } from '../errors.ts'
import type { SessionService } from '../session-service.ts'
import { codeMatches, confirmEmail, findUserByEmail, findUserById, linkHash, type UserRow } from '../store.ts'
import { type AuthKit, clientIp, EMAIL, isBanned, safeRedirect, str } from './kit.ts'

/** POST /recover and GET/POST /verify: recovery mails, e-mail links and 6-digit codes. */
export function recoveryRoutes(app: Hono, kit: AuthKit, sessions: SessionService) {
  const { deps, db, limits, limiter, readBody, checkEmailRate, mailFrequency, sendLink } = kit
  const { signIn } = sessions

  app.post('/recover', async (c) => {
    const body = await readBody(c)
    if (body instanceof Response) return body
    const email = str(body.email)?.trim().toLowerCase()
    if (!email || !EMAIL.test(email))
      return authError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format')
    // both limits count for unknown addresses too: they must not tell which addresses have an account
    const soon = await mailFrequency(c, 'recovery', email)
    if (soon) return soon
    const user = await findUserByEmail(db, email)
    const limited = await checkEmailRate(c)
    if (limited) return limited
    if (!user) return c.json({})
    await db.transaction((tx) => sendLink(c, tx, user, 'recovery', body))
    return c.json({})
  })

  /** Finds the user a link token belongs to, if it is still valid; consumes it. */
  async function consumeToken(
    tx: Queryable,
    type: string,
    match: (column: string) => Promise<UserRow | undefined>,
  ): Promise<{ user: UserRow; kind: 'signup' | 'recovery' } | undefined> {
    const kinds: ('signup' | 'recovery')[] =
      type === 'signup'
        ? ['signup']
        : type === 'recovery' || type === 'magiclink'
          ? ['recovery']
          : type === 'email'
            ? ['signup', 'recovery']
            : []
    for (const kind of kinds) {
      const column = kind === 'signup' ? 'confirmation' : 'recovery'
      const user = await match(column)
      if (!user) continue
      if (isBanned(user)) return undefined
      const sentAt = kind === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at
      if (!sentAt || Date.now() - new Date(sentAt).getTime() > limits.otpExpirySeconds * 1000)
        return undefined
      if (kind === 'signup') await confirmEmail(tx, user.id)
      else {
        await tx.query('update auth.users set recovery_token = null, updated_at = now() where id = $1', [
          user.id,
        ])
        if (!user.email_confirmed_at) await confirmEmail(tx, user.id)
      }
      return { user: (await findUserById(tx, user.id)) as UserRow, kind }
    }
    return undefined
  }

  app.use('/verify', async (c, next) => {
    if (!(await limiter.hit(`verify:${clientIp(c)}`, limits.verifyRequestsPer5Min, 5 * 60_000)))
      return authError(c, 429, 'over_request_rate_limit', 'Request rate limit reached')
    return next()
  })

  // GET /verify: the link in the e-mail. Always a 303 to the (safe) redirect target.
  app.get('/verify', async (c) => {
    const token = c.req.query('token')
    const type = c.req.query('type')
    if (!token || !type) return authError(c, 400, 'validation_failed', 'Verify requires a token and a type')
    const redirect = new URL(safeRedirect(c.req.query('redirect_to'), deps.origin(c)))
    const isPkce = token.startsWith('pkce_')
    const outcome = await db.transaction(async (tx) => {
      const found = await consumeToken(
        tx,
        type,
        async (column) =>
          (
            await tx.query<UserRow>(
              `select * from auth.users where split_part(${column}_token, ':', 1) = $1 and deleted_at is null
               for update`,
              [linkHash(token)],
            )
          ).rows[0],
      )
      if (!found) return undefined
      if (isPkce) {
        const method = found.kind === 'signup' ? 'email/signup' : 'recovery'
        const flow = (
          await tx.query<{ id: string; auth_code: string }>(
            `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
             order by created_at desc limit 1`,
            [found.user.id, method],
          )
        ).rows[0]
        if (!flow) return undefined
        await tx.query(
          'update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1',
          [flow.id],
        )
        return { code: flow.auth_code }
      }
      return { session: await signIn(c, tx, found.user, 'otp'), kind: found.kind }
    })
    if (!outcome) {
      const error = {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }
      if (isPkce) for (const [k, v] of Object.entries(error)) redirect.searchParams.set(k, v)
      redirect.hash = `${new URLSearchParams(error)}&sb=`
      return c.redirect(redirect.toString(), 303)
    }
    if (outcome.code !== undefined) {
      redirect.searchParams.set('code', outcome.code)
      return c.redirect(redirect.toString(), 303)
    }
    const s = outcome.session as Awaited<ReturnType<typeof signIn>>
    redirect.hash = `${new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: outcome.kind,
    })}`
    return c.redirect(redirect.toString(), 303)
  })

  // POST /verify: verifyOtp with {email, token, type} (the 6-digit code) or {token_hash, type}.
  app.post('/verify', async (c) => {
    const body = await readBody(c)
    if (body instanceof Response) return body
    const type = str(body.type)
    const hashParam = str(body.token_hash)
    const email = str(body.email)?.trim().toLowerCase()
    const otp = str(body.token)
    if (!type) return authError(c, 400, 'validation_failed', 'Verify requires a verification type')
    if (hashParam && (email || otp))
      return authError(c, 400, 'validation_failed', 'Only the token_hash and type should be provided')
    if (!hashParam && (!email || !otp))
      return authError(c, 400, 'validation_failed', 'Verify requires either a token or a token hash')
    // A code counts only with its address, under the account's count of wrong codes; a link token (random, so not
    // tied to any account by a guess) only under the per-address limit above (docs/security.md "Link tokens and codes").
    const attemptsKey = `otp:account:${email}`
    const attemptsWindow = limits.otpExpirySeconds * 1000
    if (email && (await limiter.exceeded(attemptsKey, limits.otpMaxAttempts, attemptsWindow)))
      return authError(c, 403, 'otp_expired', 'Token has expired or is invalid')
    const session = await db.transaction(async (tx) => {
      const raw = hashParam?.replace(/^pkce_/, '')
      const byCode = email
        ? (
            await tx.query<UserRow>(
              'select * from auth.users where email = $1 and is_sso_user = false and deleted_at is null for update',
              [email],
            )
          ).rows[0]
        : undefined
      const found = await consumeToken(tx, type, async (column) => {
        if (raw !== undefined)
          return (
            await tx.query<UserRow>(
              `select * from auth.users where split_part(${column}_token, ':', 1) in ($1, $2) and deleted_at is null
               for update`,
              [linkHash(raw), linkHash(`pkce_${raw}`)],
            )
          ).rows[0]
        const stored = column === 'confirmation' ? byCode?.confirmation_token : byCode?.recovery_token
        return byCode && codeMatches(stored ?? null, byCode.id, otp as string) ? byCode : undefined
      })
      return found && signIn(c, tx, found.user, 'otp')
    })
    if (!session) {
      // the wrong code that uses up the account's tries kills its pending codes and links
      if (email) await limiter.hit(attemptsKey, limits.otpMaxAttempts, attemptsWindow)
      if (email && (await limiter.exceeded(attemptsKey, limits.otpMaxAttempts, attemptsWindow)))
        await db.query(
          `update auth.users set confirmation_token = null, recovery_token = null, updated_at = now()
           where email = $1`,
          [email],
        )
      return authError(c, 403, 'otp_expired', 'Token has expired or is invalid')
    }
    if (email) await limiter.reset(attemptsKey, limits.otpMaxAttempts, attemptsWindow)
    return c.json(session)
  })
}
