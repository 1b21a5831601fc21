import { createHash } from 'node:crypto'
import type { CookieDecisionResponse } from '@rg/domain'
import { type Context, Hono } from 'hono'
import { asUser } from '../db/as-user.ts'
import type { Database } from '../db/database.ts'
import { type AppEnv, clientAddress } from '../http.ts'

function ipHash(c: Context): string | null {
  const ip = clientAddress(c)
  return ip ? createHash('sha256').update(ip).digest('hex') : null
}

/**
 * POST /api/cookie/accept and /reject: the decision is recorded with its time (proof of consent under GDPR and the
 * Czech electronic communications act); a signed-in user's decision is tied to the account, a visitor's is not.
 * The address is kept only as a hash.
 */
export function cookieRoutes(db: Database) {
  const app = new Hono<AppEnv>()
  const record = (consent: CookieDecisionResponse['consent']) => async (c: Context<AppEnv>) => {
    const claims = c.get('auth')?.claims ?? null
    const recordedAt = await asUser(db, claims, async (tx) => {
      // visitors may insert but not read back, so the time is taken first rather than RETURNING'd
      const { rows } = await tx.query<{ now: Date }>('select now() as now')
      const now = rows[0]?.now as Date
      await tx.query(
        'insert into public.cookie_consents (user_id, consent, ip_hash, user_agent, created_at) values ($1, $2, $3, $4, $5)',
        [claims?.sub ?? null, consent, ipHash(c), c.req.header('user-agent')?.slice(0, 500) ?? null, now],
      )
      return new Date(now).toISOString()
    })
    const body: CookieDecisionResponse = { consent, recordedAt }
    return c.json(body)
  }
  app.post('/accept', record('APPROVED'))
  app.post('/reject', record('REJECTED'))
  return app
}
