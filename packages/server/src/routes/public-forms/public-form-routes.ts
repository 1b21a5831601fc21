import type { Context } from 'hono'
import { SharedRateLimiter } from '../../auth/rate-limit.ts'
import type { Database } from '../../db/database.ts'
import { type AppEnv, clientAddress } from '../../http.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { fail, ok } from '../../services/outcome.ts'
import { storeContactMessage, storeSpotterTip } from '../../services/public-forms/public-form-service.ts'
import { defineRoute, type RouteScreen } from '../define-route.ts'

/** Submissions per client address and form in one window. */
export const PUBLIC_FORM_LIMIT = 5
const WINDOW_MS = 60_000
export const RATE_LIMIT_MESSAGE = 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím za minutu znovu.'
const RATE_LIMITED = fail(429, 'rate_limited', RATE_LIMIT_MESSAGE)

/** A filled `website` field: hidden from people, filled by bots. */
function honeypotFilled(body: unknown): boolean {
  const website = (body as { website?: unknown } | null | undefined)?.website
  return typeof website === 'string' ? website.trim() !== '' : website != null
}

/**
 * sendSpotterTip and sendContactMessage: at most five accepted submissions per form, client address and minute. A
 * filled honeypot is a success that stores nothing, whatever else the body holds, so a bot learns nothing from the
 * answer (it still counts against the limit).
 */
export function publicFormRoutes(deps: { db: Database; mailer: Mailer; siteEmail: string | undefined }) {
  const { db, mailer, siteEmail } = deps
  // In Postgres, so the limit holds however many instances share the traffic (docs/security.md "Limits").
  const limiter = new SharedRateLimiter(db)
  const limited = async (c: Context<AppEnv>, form: string) =>
    !(await limiter.hit(`${form}:${clientAddress(c) ?? 'unknown'}`, PUBLIC_FORM_LIMIT, WINDOW_MS))
  const honeypot =
    (form: string): RouteScreen<'sendSpotterTip' | 'sendContactMessage'> =>
    async ({ rawBody, c }) => {
      if (!honeypotFilled(rawBody)) return undefined
      return (await limited(c, form)) ? RATE_LIMITED : ok({ id: crypto.randomUUID() }, 201)
    }

  return [
    defineRoute(
      'sendSpotterTip',
      async ({ c, claims, input }) =>
        (await limited(c, 'spotter')) ? RATE_LIMITED : storeSpotterTip(db, claims, input.body),
      { screen: honeypot('spotter') },
    ),
    defineRoute(
      'sendContactMessage',
      async ({ c, claims, input }) =>
        (await limited(c, 'contact'))
          ? RATE_LIMITED
          : storeContactMessage(db, mailer, siteEmail, claims, input.body),
      { screen: honeypot('contact') },
    ),
  ]
}
