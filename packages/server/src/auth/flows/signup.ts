import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import { authError } from '../errors.ts'
import { hashPassword } from '../passwords.ts'
import type { SessionService } from '../session-service.ts'
import { findUserByEmail, findUserById, insertUser, type UserRow, userJson } from '../store.ts'
import { type AuthKit, EMAIL, str } from './kit.ts'

/** POST /signup and POST /resend: registration with e-mail confirmation. */
export function signupRoutes(app: Hono, kit: AuthKit, _sessions: SessionService) {
  const { db, limits, readBody, checkEmailRate, tooSoon, checkNewPassword, sendLink } = kit

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
      // Anti-enumeration: a fake user without identities, no mail (apps test identities.length === 0). It costs the
      // same as a real sign-up (the mail limit and a password hash), so neither a 429 nor the time tells them apart.
      const limited = await checkEmailRate(c)
      if (limited) return limited
      await hashPassword(password, limits.bcryptCost)
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
    const limited = await checkEmailRate(c)
    if (limited) return limited
    // hashed in every case, so a pending address costs the same time as a new one
    const hash = await hashPassword(password, limits.bcryptCost)
    const signUp = db.transaction(async (tx) => {
      // A pending account keeps the password (and data) of its first sign-up: a later sign-up only sends the link
      // again, otherwise whoever signed up last would own the account the victim confirms (account pre-hijack,
      // docs/decisions/1211-no-password-change-by-sign-up.md).
      const row = existing ?? (await insertUser(tx, email, hash, data))
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
    const pending = user && !user.email_confirmed_at ? user : undefined
    const soon = pending && tooSoon(c, pending.confirmation_sent_at)
    if (soon) return soon
    const limited = await checkEmailRate(c)
    if (limited) return limited
    if (!pending) return c.json({})
    await db.transaction((tx) => sendLink(c, tx, pending, 'signup', body))
    return c.json({})
  })
}
