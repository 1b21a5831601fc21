import { HELP_MESSAGE_LIMIT_MESSAGE, HELP_MESSAGES_PER_HOUR } from '@rg/domain/help'
import { SharedRateLimiter } from '../../auth/rate-limit.ts'
import type { Database } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { storeHelpMessage } from '../../services/help/help-service.ts'
import { fail } from '../../services/outcome.ts'
import { defineRoute } from '../define-route.ts'

const HOUR_MS = 60 * 60 * 1000

/** sendHelpMessage: at most HELP_MESSAGES_PER_HOUR questions per account and hour, counted in Postgres. */
export function helpRoutes(deps: { db: Database; mailer: Mailer; siteEmail: string | undefined }) {
  const { db, mailer, siteEmail } = deps
  const limiter = new SharedRateLimiter(db)
  return [
    defineRoute('sendHelpMessage', async ({ claims, input }) => {
      if (!(await limiter.hit(`help:${claims.sub}`, HELP_MESSAGES_PER_HOUR, HOUR_MS)))
        return fail(429, 'rate_limited', HELP_MESSAGE_LIMIT_MESSAGE)
      return storeHelpMessage(db, mailer, siteEmail, claims, input.body)
    }),
  ]
}
