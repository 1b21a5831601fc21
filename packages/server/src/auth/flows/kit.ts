import { randomUUID } from 'node:crypto'
import { DEFAULT_JSON_LIMITS } from '@rg/domain/contract'
import { findUnsafeText } from '@rg/domain/fields'
import type { Context } from 'hono'
import type { Database, Queryable } from '../../db/database.ts'
import { clientAddress, parseJsonText } from '../../http.ts'
import { linkMail, type Mailer } from '../../mail/mailer.ts'
import { authError } from '../errors.ts'
import type { SigningKey } from '../keys.ts'
import {
  BCRYPT_COST,
  MAX_PASSWORD_BYTES,
  passwordTooLong,
  passwordWeaknesses,
  type WeakPasswordReason,
  weakPasswordMessage,
} from '../passwords.ts'
import { SharedRateLimiter } from '../rate-limit.ts'
import { newMailSecrets, type UserRow } from '../store.ts'
import type { TokenVerifier } from '../tokens.ts'

export interface AuthLimits {
  /** Lifetime of e-mail links and codes (Supabase's default MAILER_OTP_EXP of hosted projects). */
  otpExpirySeconds: number
  /** One confirmation / recovery mail per address per this many seconds. */
  emailFrequencySeconds: number
  /** Sign-up, recovery and resend mails per client address per hour. */
  emailsPerHourPerIp: number
  /** Failed password sign-ins per account (e-mail) within failedSignInWindowMs, from any address. */
  failedSignIns: number
  /** Failed password sign-ins per client address within failedSignInWindowMs, for any accounts. */
  failedSignInsPerAddress: number
  failedSignInWindowMs: number
  /** Wrong 6-digit codes per account before its pending codes die (the user asks for a new mail). */
  otpMaxAttempts: number
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
  /** Wrong current passwords (or reauthentication nonces) per account within reauthWindowMs, then 429. */
  wrongCurrentPasswords: number
  reauthWindowMs: number
}

export const defaultLimits: AuthLimits = {
  otpExpirySeconds: 3600,
  emailFrequencySeconds: 60,
  emailsPerHourPerIp: 30,
  failedSignIns: 5,
  failedSignInsPerAddress: 30,
  failedSignInWindowMs: 5 * 60_000,
  otpMaxAttempts: 5,
  tokenRequestsPer5Min: 150,
  verifyRequestsPer5Min: 30,
  refreshReuseSeconds: 10,
  flowStateExpirySeconds: 300,
  bcryptCost: BCRYPT_COST,
  wrongCurrentPasswords: 5,
  reauthWindowMs: 15 * 60_000,
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

/** How long after a recovery or sign-up link a session may set a new password without the current one. */
export const REAUTH_WINDOW_SECONDS = 15 * 60

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type Body = Record<string, unknown>
export const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

export const clientIp = (c: Context) => clientAddress(c) ?? 'unknown'

/** Banned in auth.users (blocking a profile sets it, migration 20261123100000_security.sql). */
export const isBanned = (user: { banned_until: Date | null }) =>
  !!user.banned_until && new Date(user.banned_until).getTime() > Date.now()

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

export function pkceChallenge(body: Body): { challenge: string; method: 's256' | 'plain' } | undefined {
  const challenge = str(body.code_challenge)
  if (!challenge) return undefined
  const method = str(body.code_challenge_method)?.toLowerCase() === 'plain' ? 'plain' : 's256'
  return { challenge, method }
}

/**
 * What every flow of the embedded auth server shares: its dependencies and limits, the shared counters, body
 * parsing and the mail helpers (docs/decisions/0201-server-embedded-auth.md).
 */
export function createAuthKit(deps: AuthServerDeps) {
  const { db, key, mailer } = deps
  const limits = { ...defaultLimits, ...deps.limits }
  // Shared by every instance on this database (docs/security.md "Limits").
  const limiter = new SharedRateLimiter(db)

  async function readBody(c: Context): Promise<Body | Response> {
    const text = await c.req.text()
    // depth and width bounded before parsing (docs/security.md "Input"); a refusal in GoTrue's shape, in Czech
    const read = parseJsonText(text, DEFAULT_JSON_LIMITS)
    if (!read.ok && read.code === 'validation_failed') return authError(c, 400, read.code, read.message)
    const parsed = read.ok ? read.value : undefined
    if (read.ok && parsed === undefined) return {}
    // the domain's text rule (docs/security.md "Input"): NUL or a lone surrogate never reaches the database
    if (findUnsafeText(parsed))
      return authError(c, 400, 'validation_failed', 'Request contains characters that are not allowed')
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Body
    return authError(c, 400, 'bad_json', 'Could not parse request body as JSON')
  }

  async function checkEmailRate(c: Context): Promise<Response | undefined> {
    if (!(await limiter.hit(`mail:${clientIp(c)}`, limits.emailsPerHourPerIp, 3600_000)))
      return authError(c, 429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
  }
  /**
   * One mail of a kind per address per emailFrequencySeconds, counted for every address alike — unknown, pending or
   * confirmed — so the 429 of a repeated /signup, /resend or /recover does not tell which addresses have an account
   * (docs/security.md "Threat model"). Sign-up and resend share the confirmation kind.
   */
  async function mailFrequency(
    c: Context,
    kind: 'confirmation' | 'recovery',
    email: string,
  ): Promise<Response | undefined> {
    const key = `mail:to:${kind}:${email}`
    const windowMs = limits.emailFrequencySeconds * 1000
    if (await limiter.hit(key, 1, windowMs)) return undefined
    const wait = await limiter.secondsLeft(key, 1, windowMs)
    return authError(
      c,
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.max(1, wait)} seconds.`,
    )
  }

  function weakPassword(c: Context, reasons: WeakPasswordReason[]) {
    const message = weakPasswordMessage(reasons)
    return authError(c, 422, 'weak_password', message, { weak_password: { reasons, message } })
  }

  /** Validates a new password; answers the error response, or undefined when it is acceptable. */
  function checkNewPassword(c: Context, password: string): Response | undefined {
    if (passwordTooLong(password))
      return authError(
        c,
        400,
        'validation_failed',
        `Heslo může mít nejvýše ${MAX_PASSWORD_BYTES} bajtů (písmeno s diakritikou zabírá 2 bajty).`,
      )
    const reasons = passwordWeaknesses(password)
    if (reasons.length) return weakPassword(c, reasons)
  }

  /**
   * Stores a fresh confirmation or recovery secret (PKCE: with a flow state) and mails the link and the code: a random
   * link token and an independent code, kept hashed (store.ts newMailSecrets). The new mail's secret replaces the
   * previous one of its kind.
   */
  async function sendLink(c: Context, q: Queryable, user: UserRow, type: 'signup' | 'recovery', body: Body) {
    const pkce = pkceChallenge(body)
    const { linkToken: token, code: otp, stored } = newMailSecrets(user.id, !!pkce)
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
      [user.id, stored],
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

  return {
    deps,
    db,
    key,
    mailer,
    limits,
    limiter,
    readBody,
    checkEmailRate,
    mailFrequency,
    weakPassword,
    checkNewPassword,
    sendLink,
  }
}
export type AuthKit = ReturnType<typeof createAuthKit>
