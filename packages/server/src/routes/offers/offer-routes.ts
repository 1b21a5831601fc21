import { isAdmin } from '@rg/domain/roles'
import type { Context } from 'hono'
import { SharedRateLimiter } from '../../auth/rate-limit.ts'
import type { Database } from '../../db/database.ts'
import type { AppEnv } from '../../http.ts'
import { attachment } from '../../http.ts'
import type { ImageLimits } from '../../images/transform.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { OfferStatsBuffer } from '../../services/deal-room/stats-buffer.ts'
import {
  getOfferDetail,
  getOfferTeaser,
  listManaged,
  listOffers,
  offerHistory,
  readOfferDocument,
  recommendedOffers,
} from '../../services/offers/offer-browse.ts'
import { changeOfferStatus, unlockForUser } from '../../services/offers/offer-lifecycle.ts'
import { offerMap } from '../../services/offers/offer-map.ts'
import { takeDownOffer } from '../../services/offers/offer-takedown.ts'
import { fail } from '../../services/outcome.ts'
import type { Storage } from '../../storage/storage.ts'
import { defineRoute } from '../define-route.ts'

/** Unlocks per user and minute: far above what a person clicks, low enough to stop a script emptying an account. */
export const UNLOCKS_PER_MINUTE = 30
export const UNLOCK_RATE_LIMIT_MESSAGE = 'Příliš mnoho pokusů o odemčení. Zkuste to prosím za minutu znovu.'

/** Per-minute limits of the marketplace (defaults: UNLOCKS_PER_MINUTE per user, IMAGES_PER_MINUTE per address). */
export interface MarketplaceLimits {
  unlocksPerMinute: number
  /** /img: rate, concurrency, queue, cache (images/transform.ts ImageLimits). */
  images: Partial<ImageLimits>
}

export interface OfferRoutesDeps {
  db: Database
  storage: Storage
  mailer: Mailer
  /** The site's origin for links in e-mails (BASE_URL, else the request's). */
  origin: (c: Context<AppEnv>) => string
  unlocksPerMinute?: number
  /** Where browse impressions and detail views are counted (no I/O on the request; decision 1502). */
  stats?: OfferStatsBuffer
}

/** Browsing, detail per viewer, unlocking, documents, history, transitions, and the admin's list of every offer. */
export function offerRoutes({
  db,
  storage,
  mailer,
  origin,
  unlocksPerMinute = UNLOCKS_PER_MINUTE,
  stats,
}: OfferRoutesDeps) {
  // In Postgres, so the limit holds however many instances share the traffic (docs/security.md "Limits").
  const limiter = new SharedRateLimiter(db)
  return [
    defineRoute('listOffers', async ({ claims, input }) => {
      const answer = await listOffers(db, claims, input.query)
      if (answer.ok && stats) stats.impressions(answer.value.items.map((o) => o.id))
      return answer
    }),
    defineRoute('recommendedOffers', ({ claims }) => recommendedOffers(db, claims)),
    defineRoute('offerMap', ({ claims, input }) => offerMap(db, claims, input.query)),
    defineRoute('getOfferTeaser', ({ claims, input }) => getOfferTeaser(db, claims, input.params.id)),
    defineRoute('getOffer', async ({ claims, role, input }) => {
      const answer = await getOfferDetail(db, claims, input.params.id)
      // the owner's and the operator's own looks are not demand
      if (answer.ok && stats && !answer.value.isOwn && !(role && isAdmin(role))) stats.view(input.params.id)
      return answer
    }),
    defineRoute('unlockOffer', async ({ c, claims, role, input }) => {
      if (!(await limiter.hit(`unlock:${claims.sub}`, unlocksPerMinute, 60_000))) {
        c.header('Retry-After', '60')
        return fail(429, 'rate_limited', UNLOCK_RATE_LIMIT_MESSAGE)
      }
      return unlockForUser(db, mailer, claims, input.params.id, origin(c), role, input.body?.shareContact)
    }),
    defineRoute('downloadOfferDocument', async ({ c, claims, input }) => {
      const doc = await readOfferDocument(db, storage, claims, input.params.id, input.params.documentId)
      if (!doc.ok) return doc
      return attachment(c, doc.value)
    }),
    defineRoute('offerHistory', ({ claims, input }) => offerHistory(db, claims, input.params.id)),
    defineRoute('transitionOffer', ({ c, claims, input }) =>
      changeOfferStatus(db, mailer, claims, input.params.id, input.body, origin(c)),
    ),
    // The moderation queue is statuses=PENDING; approve and reject go through transitionOffer, the detail and the
    // history through getOffer and offerHistory, which answer admins in full.
    defineRoute('adminListOffers', ({ claims, input }) => listManaged(db, claims, input.query, 'admin')),
    defineRoute('adminTakeDownOffer', ({ c, claims, input }) =>
      takeDownOffer(db, mailer, claims, input.params.id, input.body, origin(c)),
    ),
  ]
}
