import {
  ACCESS_RATE_LIMITED,
  MESSAGES_PER_SENDER_WINDOW,
  SENDER_RATE_LIMITED,
  SENDER_WINDOW_MINUTES,
} from '@rg/domain/deal-room'
import type { Context } from 'hono'
import { SharedRateLimiter } from '../../auth/rate-limit.ts'
import type { Database } from '../../db/database.ts'
import { type AppEnv, attachment, clientAddress } from '../../http.ts'
import type { Mailer } from '../../mail/mailer.ts'
import {
  acceptOfferNda,
  decideOfferAccess,
  getOfferAccess,
  listOfferAccess,
  readNdaAcceptance,
  requestOfferAccess,
  setDealTerms,
} from '../../services/deal-room/access.ts'
import { renderNdaPdf } from '../../services/deal-room/nda-pdf.ts'
import { getOwnerNdaTexts, setOwnerNdaText } from '../../services/deal-room/owner-nda.ts'
import {
  adminReadReportedThread,
  getThread,
  listThreads,
  readAttachment,
  reportThread,
  sendMessage,
} from '../../services/deal-room/threads.ts'
import { refused } from '../../services/outcome.ts'
import type { Storage } from '../../storage/storage.ts'
import { defineRoute } from '../define-route.ts'

/** Access requests, decisions and NDA acceptances per user and minute (a person clicks a few). */
export const ACCESS_ACTIONS_PER_MINUTE = 20

export interface DealRoomRoutesDeps {
  db: Database
  storage: Storage
  mailer: Mailer
  origin: (c: Context<AppEnv>) => string
  /** MESSAGES_PER_SENDER_WINDOW unless a test says otherwise. */
  messagesPerWindow?: number
}

/** Threads and messages, the NDA and the owner's approval (docs/product/deal-room.md). */
export function messagesAndAccessRoutes({
  db,
  storage,
  mailer,
  origin,
  messagesPerWindow,
}: DealRoomRoutesDeps) {
  // In Postgres, so the limits hold however many instances share the traffic.
  const limiter = new SharedRateLimiter(db)
  const within = (key: string, limit: number, windowMs: number) => limiter.hit(key, limit, windowMs)
  const accessLimited = async (c: Context<AppEnv>, sub: string) => {
    if (await within(`access:${sub}`, ACCESS_ACTIONS_PER_MINUTE, 60_000)) return null
    c.header('Retry-After', '60')
    return refused(ACCESS_RATE_LIMITED)
  }
  return [
    defineRoute('listThreads', ({ claims, input }) => listThreads(db, claims, input.query.offerId)),
    defineRoute('getThread', ({ claims, input }) => getThread(db, claims, input.params.id)),
    defineRoute('sendMessage', async ({ c, claims, input }) => {
      const limit = messagesPerWindow ?? MESSAGES_PER_SENDER_WINDOW
      if (!(await within(`message:${claims.sub}`, limit, SENDER_WINDOW_MINUTES * 60_000))) {
        c.header('Retry-After', String(SENDER_WINDOW_MINUTES * 60))
        return refused(SENDER_RATE_LIMITED)
      }
      return sendMessage({ db, mailer, origin: origin(c) }, claims, input.params.id, input.body)
    }),
    defineRoute('reportThread', ({ claims, input }) =>
      reportThread(db, claims, input.params.id, input.body.reason),
    ),
    defineRoute('downloadMessageAttachment', async ({ c, claims, input }) => {
      const file = await readAttachment(db, storage, claims, input.params.id, input.params.messageId)
      return file.ok ? attachment(c, file.value) : file
    }),
    defineRoute('getOfferAccess', ({ claims, input }) => getOfferAccess(db, claims, input.params.id)),
    defineRoute('acceptOfferNda', async ({ c, claims, input }) => {
      const limited = await accessLimited(c, claims.sub)
      if (limited) return limited
      return acceptOfferNda(db, claims, input.params.id, input.body, clientAddress(c))
    }),
    defineRoute('requestOfferAccess', async ({ c, claims, input }) => {
      const limited = await accessLimited(c, claims.sub)
      if (limited) return limited
      return requestOfferAccess(db, mailer, claims, input.params.id, origin(c))
    }),
    defineRoute('downloadNdaAcceptance', async ({ c, claims, input }) => {
      const doc = await readNdaAcceptance(db, claims, input.params.id)
      if (!doc.ok) return doc
      const pdf = await renderNdaPdf(doc.value)
      return attachment(c, {
        name: `dohoda-o-mlcenlivosti-nabidka-${doc.value.offerId}.pdf`,
        mimeType: 'application/pdf',
        bytes: pdf,
      })
    }),
    defineRoute('listOfferAccess', ({ claims, input }) => listOfferAccess(db, claims, input.params.id)),
    defineRoute('setOfferDealTerms', ({ claims, input }) =>
      setDealTerms(db, claims, input.params.id, input.body),
    ),
    defineRoute('getOfferNdaText', ({ claims, input }) => getOwnerNdaTexts(db, claims, input.params.id)),
    defineRoute('setOfferNdaText', ({ claims, input }) =>
      setOwnerNdaText(db, claims, input.params.id, input.body),
    ),
    defineRoute('decideOfferAccess', async ({ c, claims, input }) => {
      const limited = await accessLimited(c, claims.sub)
      if (limited) return limited
      return decideOfferAccess(
        db,
        mailer,
        claims,
        input.params.id,
        input.params.requestId,
        input.body.decision,
        origin(c),
      )
    }),
    defineRoute('adminGetReportedThread', ({ claims, input }) =>
      adminReadReportedThread(db, claims, input.params.id),
    ),
  ]
}
