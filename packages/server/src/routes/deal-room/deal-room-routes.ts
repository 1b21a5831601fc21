import { SharedRateLimiter } from '../../auth/rate-limit.ts'
import type { Database } from '../../db/database.ts'
import { contactSharing, saveContactSharing } from '../../services/deal-room/contact-sharing.ts'
import { draftDemand, offerLeads, offerStats } from '../../services/deal-room/offer-insights.ts'
import type { OfferStatsBuffer } from '../../services/deal-room/stats-buffer.ts'
import { fail, ok } from '../../services/outcome.ts'
import { defineRoute } from '../define-route.ts'

/** Demand signals per user and minute: the form asks at most every 0,6 s while typing (debounced), a script more. */
export const DEMAND_PER_MINUTE = 60
export const DEMAND_RATE_LIMIT_MESSAGE = 'Poptávku zjišťujeme příliš často. Zkuste to prosím za chvíli znovu.'

/** The deal room (docs/product/deal-room.md): contact sharing of the investor; the owner's stats, demand and leads. */
export function dealRoomRoutes(db: Database, stats: OfferStatsBuffer, demandPerMinute = DEMAND_PER_MINUTE) {
  const limiter = new SharedRateLimiter(db)
  return [
    defineRoute('getContactSharing', async ({ claims }) => ok(await contactSharing(db, claims))),
    defineRoute('updateContactSharing', async ({ claims, input }) =>
      ok(await saveContactSharing(db, claims, input.body.shareByDefault)),
    ),
    defineRoute('getDraftDemand', async ({ c, claims, input }) => {
      if (!(await limiter.hit(`demand:${claims.sub}`, demandPerMinute, 60_000))) {
        c.header('Retry-After', '60')
        return fail(429, 'rate_limited', DEMAND_RATE_LIMIT_MESSAGE)
      }
      return draftDemand(db, claims, input.body)
    }),
    defineRoute('getOfferStats', ({ claims, input }) => offerStats(db, claims, input.params.id, stats)),
    defineRoute('listOfferLeads', ({ claims, input }) => offerLeads(db, claims, input.params.id)),
  ]
}
