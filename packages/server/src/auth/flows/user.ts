import type { Hono } from 'hono'
import { tellPasswordChange } from '../../services/profile/password-changes.ts'
import { authError } from '../errors.ts'
import { hashPassword, verifyPassword } from '../passwords.ts'
import type { SessionService } from '../session-service.ts'
import { codeHash, findUserById, newCode, type UserRow, userJson } from '../store.ts'
import type { AccessClaims } from '../tokens.ts'
import { type AuthKit, REAUTH_WINDOW_SECONDS, str } from './kit.ts'

/** POST /logout, GET /reauthenticate, GET/PUT /user: the signed-in user. */
export function userRoutes(app: Hono, kit: AuthKit, sessions: SessionService) {
  const { db, mailer, limits, limiter, readBody, checkEmailRate, checkNewPassword } = kit
  const { requireUser } = sessions

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

  /**
   * A password change needs proof that the account holder is at the keyboard, as Supabase's "secure password change"
   * asks (docs/security.md "Sessions and blocking"): the current password, the nonce from GET /reauthenticate, or —
   * only when neither is sent, as on the recovery flow's new-password page — a session that came from a recovery or
   * sign-up link or code within the last REAUTH_WINDOW. A current password that is sent is always checked
   * (docs/decisions/1213-current-password-always-checked.md). Undefined: allowed.
   */
  async function passwordChangeAllowed(
    claims: AccessClaims,
    user: UserRow,
    currentPassword: string | undefined,
    nonce: string | undefined,
  ): Promise<{ code: string; message: string } | undefined> {
    if (currentPassword !== undefined) {
      if (await verifyPassword(currentPassword, user.encrypted_password)) return undefined
      return { code: 'invalid_credentials', message: 'Invalid login credentials' }
    }
    if (nonce !== undefined) {
      const { rows } = await db.query<{ ok: boolean }>(
        `update auth.users set reauthentication_token = null, updated_at = now()
         where id = $1 and reauthentication_token = $2 and reauthentication_sent_at > now() - make_interval(secs => $3)
         returning true as ok`,
        [user.id, codeHash(user.id, nonce), limits.otpExpirySeconds],
      )
      if (rows.length) return undefined
      return { code: 'reauthentication_not_valid', message: 'Verification code not found or has expired' }
    }
    const amr = Array.isArray(claims.amr) ? (claims.amr as { method?: string; timestamp?: number }[]) : []
    const fresh = amr.some(
      (a) =>
        (a.method === 'recovery' || a.method === 'otp') &&
        Date.now() / 1000 - (a.timestamp ?? 0) < REAUTH_WINDOW_SECONDS,
    )
    if (fresh) return undefined
    return {
      code: 'current_password_required',
      message: 'Current password required when setting new password.',
    }
  }

  // GET /reauthenticate: supabase-js reauthenticate(); mails a 6-digit nonce for updateUser({ password, nonce }).
  app.get('/reauthenticate', async (c) => {
    const auth = await requireUser(c)
    if (auth instanceof Response) return auth
    const limited = await checkEmailRate(c)
    if (limited) return limited
    const otp = newCode()
    await db.transaction(async (tx) => {
      await tx.query(
        `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
         where id = $1`,
        [auth.user.id, codeHash(auth.user.id, otp)],
      )
      await mailer.send(
        {
          to: auth.user.email,
          subject: 'Ověřovací kód pro změnu hesla',
          text: `Váš ověřovací kód pro změnu hesla: ${otp}\nPokud jste o změnu nežádali, tuto zprávu ignorujte.`,
        },
        tx,
      )
    })
    return c.json({})
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
    if (password !== undefined) {
      const invalid = checkNewPassword(c, password)
      if (invalid) return invalid
      // Wrong current passwords and nonces count per account, so a stolen access token cannot try them without end
      // (docs/decisions/1214-password-change-limits-and-bytes.md).
      const currentPassword = str(body.current_password)
      const nonce = str(body.nonce)
      const triesKey = `reauth:account:${user.id}`
      const tries = [triesKey, limits.wrongCurrentPasswords, limits.reauthWindowMs] as const
      const proving = currentPassword !== undefined || nonce !== undefined
      if (proving && (await limiter.exceeded(...tries)))
        return authError(
          c,
          429,
          'over_request_rate_limit',
          `Příliš mnoho pokusů o ověření současného hesla. Zkuste to prosím znovu za ${Math.round(
            limits.reauthWindowMs / 60_000,
          )} minut.`,
        )
      const proof = await passwordChangeAllowed(auth.claims, user, currentPassword, nonce)
      if (proof) {
        if (proving) await limiter.hit(...tries)
        return authError(c, 400, proof.code, proof.message)
      }
      if (proving) await limiter.reset(...tries)
      if (await verifyPassword(password, user.encrypted_password))
        return authError(c, 422, 'same_password', 'New password should be different from the old password.')
      const hash = await hashPassword(password, limits.bcryptCost)
      await db.transaction(async (tx) => {
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = null, updated_at = now() where id = $1`,
          [user.id, hash],
        )
        // A password change signs out every other session (docs/product/screens-and-limits.md "States").
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          auth.claims.session_id ?? null,
        ])
        // The trigger on the hash has recorded the change; told here at once (services/profile/password-changes.ts).
        await tellPasswordChange(tx, mailer, kit.deps.origin(c), user.id)
      })
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
    return c.json(await userJson(db, (await findUserById(db, user.id)) as UserRow))
  })
}
