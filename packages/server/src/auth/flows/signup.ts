import type { Hono } from 'hono'
import { authError } from '../errors.ts'
import { hashPassword } from '../passwords.ts'
import type { SessionService } from '../session-service.ts'
import { findUserByEmail, findUserById, insertUser, lookalikeUser, type UserRow, userJson } from '../store.ts'
import { type AuthKit, EMAIL, str } from './kit.ts'

/** POST /signup and POST /resend: registration with e-mail confirmation. */
export function signupRoutes(app: Hono, kit: AuthKit, _sessions: SessionService) {
  const { db, limits, readBody, checkEmailRate, mailFrequency, checkNewPassword, sendLink } = kit

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

    // The same limits, the same cost (a password hash) and the same answer for a new, a pending and a confirmed
    // address, so none of them tells whether the address has an account (docs/security.md "Threat model").
    const soon = await mailFrequency(c, 'confirmation', email)
    if (soon) return soon
    const limited = await checkEmailRate(c)
    if (limited) return limited
    const hash = await hashPassword(password, limits.bcryptCost)
    const existing = await findUserByEmail(db, email)
    if (existing?.email_confirmed_at) {
      // no mail; an answer shaped like a new sign-up (not Supabase's identities: []), its id stable per account
      return c.json(lookalikeUser(existing.id, 'taken', email, data))
    }
    if (existing) {
      // A pending account keeps the password (and data) of its first sign-up: a later sign-up only sends the link
      // again, otherwise whoever signed up last would own the account the victim confirms (account pre-hijack,
      // docs/decisions/1211-no-password-change-by-sign-up.md).
      await db.transaction((tx) => sendLink(c, tx, existing, 'signup', body))
      return c.json(lookalikeUser(existing.id, 'pending', email, data))
    }
    const signUp = db.transaction(async (tx) => {
      const row = await insertUser(tx, email, hash, data)
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
          `For security purposes, you can only request this after ${limits.emailFrequencySeconds} seconds.`,
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
    const soon = await mailFrequency(c, 'confirmation', email)
    if (soon) return soon
    const limited = await checkEmailRate(c)
    if (limited) return limited
    const user = await findUserByEmail(db, email)
    if (!user || user.email_confirmed_at) return c.json({})
    await db.transaction((tx) => sendLink(c, tx, user, 'signup', body))
    return c.json({})
  })
}
