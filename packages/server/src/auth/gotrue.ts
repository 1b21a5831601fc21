import { createHash, randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import type { Database, Queryable } from '../db/database.ts'
import { clientAddress } from '../http.ts'
import { linkMail, type Mailer } from '../mail/mailer.ts'
import { API_VERSION, authError } from './errors.ts'
import type { SigningKey } from './keys.ts'
import {
  BCRYPT_COST,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  passwordWeaknesses,
  verifyPassword,
  type WeakPasswordReason,
  weakPasswordMessage,
} from './passwords.ts'
import { RateLimiter } from './rate-limit.ts'
import {
  confirmEmail,
  createSession,
  findUserByEmail,
  findUserById,
  insertUser,
  newOtp,
  newRefreshToken,
  tokenHash,
  type UserRow,
  userJson,
} from './store.ts'
import { ACCESS_TOKEN_TTL, type AccessClaims, signAccessToken, type TokenVerifier } from './tokens.ts'

export interface AuthLimits {
  /** Lifetime of e-mail links and codes (Supabase's default MAILER_OTP_EXP of hosted projects). */
  otpExpirySeconds: number
  /** One confirmation / recovery mail per address per this many seconds. */
  emailFrequencySeconds: number
  /** Sign-up, recovery and resend mails per client address per hour. */
  emailsPerHourPerIp: number
  /** Failed password sign-ins per client address and e-mail within failedSignInWindowMs. */
  failedSignIns: number
  failedSignInWindowMs: number
  /** Requests per client address per 5 minutes to /token. */
  tokenRequestsPer5Min: number
  /** Requests per client address per 5 minutes to /verify (a 6-digit code must not be guessable). */
  verifyRequestsPer5Min: number
  /** A revoked refresh token may be presented again within this window (lost responses, parallel tabs). */
  refreshReuseSeconds: number
  /** PKCE auth code lifetime from its issue. */
  flowStateExpirySeconds: number
  /** bcrypt cost of new password hashes (tests lower it; existing hashes carry their own cost). */
  bcryptCost: number
}

export const defaultLimits: AuthLimits = {
  otpExpirySeconds: 3600,
  emailFrequencySeconds: 60,
  emailsPerHourPerIp: 30,
  failedSignIns: 5,
  failedSignInWindowMs: 5 * 60_000,
  tokenRequestsPer5Min: 150,
  verifyRequestsPer5Min: 30,
  refreshReuseSeconds: 10,
  flowStateExpirySeconds: 300,
  bcryptCost: BCRYPT_COST,
}

export interface AuthServerDeps {
  db: Database
  key: SigningKey
  verify: TokenVerifier
  mailer: Mailer
  /** Public origin of the site, e.g. http://localhost:3000 (the auth server lives at <origin>/auth/v1). */
  origin: (c: Context) => string
  limits?: Partial<AuthLimits>
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Body = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

const clientIp = (c: Context) => clientAddress(c) ?? 'unknown'

const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]'

/**
 * GoTrue's redirect rule: `redirect_to` is honoured when it points at the site (any port on loopback), otherwise it is
 * silently replaced by the site URL, never rejected.
 */
export function safeRedirect(redirectTo: string | undefined, origin: string): string {
  const site = new URL(origin)
  if (redirectTo) {
    try {
      const url = new URL(redirectTo)
      const sameSite = url.origin === site.origin || (isLoopback(url.hostname) && isLoopback(site.hostname))
      if (sameSite && (url.protocol === 'http:' || url.protocol === 'https:')) return url.toString()
    } catch {}
  }
  return `${site.origin}/`
}

function pkceChallenge(body: Body): { challenge: string; method: 's256' | 'plain' } | undefined {
  const challenge = str(body.code_challenge)
  if (!challenge) return undefined
  const method = str(body.code_challenge_method)?.toLowerCase() === 'plain' ? 'plain' : 's256'
  return { challenge, method }
}

/**
 * The subset of Supabase Auth (GoTrue) that @supabase/supabase-js uses, on the app's own database: real auth.users,
 * identities, sessions, refresh_tokens and flow_state rows, ES256 access tokens, e-mail links in GoTrue's format.
 * See docs/decisions/0201-server-embedded-auth.md for what differs.
 */
export function authRoutes(deps: AuthServerDeps) {
  const { db, key, mailer } = deps
  const limits = { ...defaultLimits, ...deps.limits }
  const limiter = new RateLimiter()
  const app = new Hono()

  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Supabase-Api-Version', 'x-sb-error-code'],
      maxAge: 600,
    }),
  )
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION)
    c.res.headers.set('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store')
  })

  async function readBody(c: Context): Promise<Body | Response> {
    const text = await c.req.text()
    if (!text.trim()) return {}
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Body
    } catch {}
    return authError(c, 400, 'bad_json', 'Could not parse request body as JSON')
  }

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
    if (user.banned_until && new Date(user.banned_until) > new Date())
      return authError(c, 403, 'user_banned', 'User is banned')
    return { user, claims }
  }

  function checkEmailRate(c: Context): Response | undefined {
    if (!limiter.hit(`mail:${clientIp(c)}`, limits.emailsPerHourPerIp, 3600_000))
      return authError(c, 429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
  }
  function tooSoon(c: Context, sentAt: Date | null): Response | undefined {
    if (!sentAt) return undefined
    const wait = Math.ceil(limits.emailFrequencySeconds - (Date.now() - new Date(sentAt).getTime()) / 1000)
    if (wait > 0)
      return authError(
        c,
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      )
  }

  function weakPassword(c: Context, reasons: WeakPasswordReason[]) {
    const message = weakPasswordMessage(reasons)
    return authError(c, 422, 'weak_password', message, { weak_password: { reasons, message } })
  }

  /** Validates a new password; answers the error response, or undefined when it is acceptable. */
  function checkNewPassword(c: Context, password: string): Response | undefined {
    if (password.length > MAX_PASSWORD_LENGTH)
      return authError(
        c,
        400,
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
      )
    const reasons = passwordWeaknesses(password)
    if (reasons.length) return weakPassword(c, reasons)
  }

  /** Stores a fresh confirmation or recovery token (PKCE: with a flow state) and mails the link and the code. */
  async function sendLink(c: Context, q: Queryable, user: UserRow, type: 'signup' | 'recovery', body: Body) {
    const { otp, tokenHash: hash } = newOtp(user.email)
    const pkce = pkceChallenge(body)
    const token = pkce ? `pkce_${hash}` : hash
    if (pkce) {
      // only the newest link of a kind is valid, so older flows of that kind can go
      await q.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [
        user.id,
        type === 'signup' ? 'email/signup' : 'recovery',
      ])
      await q.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
           authentication_method) values ($1, $2, $3, $4, $5, 'email', $6)`,
        [
          randomUUID(),
          user.id,
          randomUUID(),
          pkce.method,
          pkce.challenge,
          type === 'signup' ? 'email/signup' : 'recovery',
        ],
      )
    }
    const column = type === 'signup' ? 'confirmation' : 'recovery'
    await q.query(
      `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
      [user.id, token],
    )
    const origin = deps.origin(c)
    const redirectTo = safeRedirect(c.req.query('redirect_to'), origin)
    const link = `${origin}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`
    await mailer.send(
      type === 'signup'
        ? linkMail(
            user.email,
            'Potvrďte svou registraci',
            'Děkujeme za registraci na Tržišti investičních příležitostí. Registraci dokončíte potvrzením e-mailu.',
            'Potvrdit registraci',
            link,
            otp,
          )
        : linkMail(
            user.email,
            'Obnovení hesla',
            'Požádali jste o obnovení hesla. Nové heslo nastavíte po otevření odkazu.',
            'Nastavit nové heslo',
            link,
            otp,
          ),
      q,
    )
  }

  // POST /signup: e-mail confirmation is on, so the answer is the bare user and a mail.
  app.post('/signup', async (c) => {
    const body = await readBody(c)
    if (body instanceof Response) return body
    const email = str(body.email)?.trim().toLowerCase()
    const password = str(body.password)
    if (!email || !EMAIL.test(email))
      return authError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format')
    if (!password) return authError(c, 400, 'validation_failed', 'Signup requires a valid password')
    const invalid = checkNewPassword(c, password)
    if (invalid) return invalid
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {}

    const existing = await findUserByEmail(db, email)
    if (existing?.email_confirmed_at) {
      // Anti-enumeration: a fake user without identities, no mail (apps test identities.length === 0).
      const now = new Date().toISOString()
      return c.json({
        id: randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      })
    }
    if (existing) {
      const soon = tooSoon(c, existing.confirmation_sent_at)
      if (soon) return soon
    }
    const limited = checkEmailRate(c)
    if (limited) return limited
    const hash = await hashPassword(password, limits.bcryptCost)
    const signUp = db.transaction(async (tx) => {
      let row: UserRow
      if (existing) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
          existing.id,
          hash,
        ])
        row = existing
      } else {
        row = await insertUser(tx, email, hash, data)
      }
      await sendLink(c, tx, row, 'signup', body)
      return (await findUserById(tx, row.id)) as UserRow
    })
    let user: UserRow
    try {
      user = await signUp
    } catch (error) {
      // the same address signed up by a parallel request a moment ago: its mail is on the way
      if ((error as { code?: string }).code === '23505')
        return authError(
          c,
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 60 seconds.',
        )
      throw error
    }
    return c.json(await userJson(db, user))
  })

  app.post('/token', async (c) => {
    if (!limiter.hit(`token:${clientIp(c)}`, limits.tokenRequestsPer5Min, 5 * 60_000))
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
    const failKey = `signin:${clientIp(c)}:${email}`
    if (limiter.exceeded(failKey, limits.failedSignIns))
      return authError(c, 429, 'over_request_rate_limit', 'Request rate limit reached')
    const user = email ? await findUserByEmail(db, email) : undefined
    if (!(await verifyPassword(password, user?.encrypted_password)) || !user || !password) {
      limiter.hit(failKey, limits.failedSignIns, limits.failedSignInWindowMs)
      return authError(c, 400, 'invalid_credentials', 'Invalid login credentials')
    }
    limiter.reset(failKey)
    if (!user.email_confirmed_at) return authError(c, 400, 'email_not_confirmed', 'Email not confirmed')
    if (user.banned_until && new Date(user.banned_until) > new Date())
      return authError(c, 400, 'user_banned', 'User is banned')
    const session = await db.transaction((tx) => signIn(c, tx, user, 'password'))
    const reasons = passwordWeaknesses(password)
    return c.json(
      reasons.length
        ? { ...session, weak_password: { reasons, message: weakPasswordMessage(reasons) } }
        : session,
    )
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
      if (user.banned_until && new Date(user.banned_until) > new Date())
        return authError(c, 400, 'user_banned', 'User is banned')

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
      return c.json(await signIn(c, tx, user, flow.authentication_method === 'recovery' ? 'recovery' : 'otp'))
    })
  }

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (!['global', 'local', 'others'].includes(scope))
      return authError(c, 400, 'validation_failed', `Unsupported logout scope "${scope}"`)
    const auth = await requireUser(c)
    if (auth instanceof Response) return auth
    const sessionId = auth.claims.session_id
    if (scope === 'local' && sessionId) await db.query('delete from auth.sessions where id = $1', [sessionId])
    else if (scope === 'others' && sessionId)
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [auth.user.id, sessionId])
    else await db.query('delete from auth.sessions where user_id = $1', [auth.user.id])
    return c.body(null, 204)
  })

  app.post('/recover', async (c) => {
    const body = await readBody(c)
    if (body instanceof Response) return body
    const email = str(body.email)?.trim().toLowerCase()
    if (!email || !EMAIL.test(email))
      return authError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format')
    const user = await findUserByEmail(db, email)
    if (!user) return c.json({})
    const soon = tooSoon(c, user.recovery_sent_at)
    if (soon) return soon
    const limited = checkEmailRate(c)
    if (limited) return limited
    await db.transaction((tx) => sendLink(c, tx, user, 'recovery', body))
    return c.json({})
  })

  app.post('/resend', async (c) => {
    const body = await readBody(c)
    if (body instanceof Response) return body
    const email = str(body.email)?.trim().toLowerCase()
    const type = str(body.type)
    if (!email || !EMAIL.test(email))
      return authError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format')
    if (type !== 'signup')
      return authError(c, 400, 'validation_failed', 'Missing one of these types: signup, email_change')
    const user = await findUserByEmail(db, email)
    if (!user || user.email_confirmed_at) return c.json({})
    const soon = tooSoon(c, user.confirmation_sent_at)
    if (soon) return soon
    const limited = checkEmailRate(c)
    if (limited) return limited
    await db.transaction((tx) => sendLink(c, tx, user, 'signup', body))
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
    if (!limiter.hit(`verify:${clientIp(c)}`, limits.verifyRequestsPer5Min, 5 * 60_000))
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
              `select * from auth.users where ${column}_token = $1 and deleted_at is null`,
              [token],
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
    const hash = hashParam ?? tokenHash(email as string, otp as string)
    const session = await db.transaction(async (tx) => {
      const found = await consumeToken(
        tx,
        type,
        async (column) =>
          (
            await tx.query<UserRow>(
              `select * from auth.users where (${column}_token = $1 or ${column}_token = 'pkce_' || $1)
               and ($2::text is null or email = $2) and deleted_at is null`,
              [hash, email ?? null],
            )
          ).rows[0],
      )
      return found && signIn(c, tx, found.user, 'otp')
    })
    if (!session) return authError(c, 403, 'otp_expired', 'Token has expired or is invalid')
    return c.json(session)
  })

  app.get('/user', async (c) => {
    const auth = await requireUser(c)
    if (auth instanceof Response) return auth
    return c.json(await userJson(db, auth.user))
  })

  app.put('/user', async (c) => {
    const auth = await requireUser(c)
    if (auth instanceof Response) return auth
    const body = await readBody(c)
    if (body instanceof Response) return body
    if (body.app_metadata !== undefined) return authError(c, 403, 'not_admin', 'User not allowed')
    const email = str(body.email)?.trim().toLowerCase()
    if (email && email !== auth.user.email)
      return authError(c, 422, 'email_change_not_supported', 'Changing the e-mail address is not supported')
    const password = str(body.password)
    const { user } = auth
    let passwordChanged = false
    if (password !== undefined) {
      const invalid = checkNewPassword(c, password)
      if (invalid) return invalid
      if (await verifyPassword(password, user.encrypted_password))
        return authError(c, 422, 'same_password', 'New password should be different from the old password.')
      const hash = await hashPassword(password, limits.bcryptCost)
      await db.transaction(async (tx) => {
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = null, updated_at = now() where id = $1`,
          [user.id, hash],
        )
        // A password change signs out every other session (spec section 4).
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          auth.claims.session_id ?? null,
        ])
      })
      passwordChanged = true
    }
    if (body.data && typeof body.data === 'object') {
      const merged: Record<string, unknown> = { ...user.raw_user_meta_data }
      for (const [k, v] of Object.entries(body.data as Record<string, unknown>)) {
        if (v === null) delete merged[k]
        else merged[k] = v
      }
      await db.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        JSON.stringify(merged),
      ])
    }
    if (passwordChanged)
      await mailer.send({
        to: user.email,
        subject: 'Heslo bylo změněno',
        text: 'Vaše heslo k Tržišti investičních příležitostí bylo právě změněno a ostatní přihlášení byla ukončena. Pokud jste to nebyli vy, obnovte si heslo a kontaktujte nás.',
      })
    return c.json(await userJson(db, (await findUserById(db, user.id)) as UserRow))
  })

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600')
    return c.json({ keys: [key.publicJwk] })
  })

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    }),
  )
  app.get('/health', (c) => c.json({ version: 'embedded', name: 'GoTrue', description: 'embedded subset' }))

  app.all('*', (c) => authError(c, 404, 'not_found', 'This auth endpoint is not available in embedded mode'))
  return app
}
