import { createHash } from 'node:crypto'
import type { CookieDecisionResponse } from '@rg/domain/profile'
import type { Context } from 'hono'
import type { Database } from '../../db/database.ts'
import { type AppEnv, clientAddress } from '../../http.ts'
import { recordCookieDecision } from '../../services/cookie/cookie-service.ts'
import { defineRoute } from '../define-route.ts'

/** The client's address is kept only as a hash. */
function ipHash(c: Context<AppEnv>): string | null {
  const ip = clientAddress(c)
  return ip ? createHash('sha256').update(ip).digest('hex') : null
}

const decision = (c: Context<AppEnv>, consent: CookieDecisionResponse['consent']) => ({
  consent,
  ipHash: ipHash(c),
  userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
})

/** cookieAccept and cookieReject: the cookie bar's decision, for visitors and users alike. */
export function cookieRoutes(db: Database) {
  return [
    defineRoute('cookieAccept', ({ c, claims }) => recordCookieDecision(db, claims, decision(c, 'APPROVED'))),
    defineRoute('cookieReject', ({ c, claims }) => recordCookieDecision(db, claims, decision(c, 'REJECTED'))),
  ]
}
