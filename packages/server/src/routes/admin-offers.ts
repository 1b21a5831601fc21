import { manageOfferListQuerySchema } from '@rg/domain'
import { Hono } from 'hono'
import { asUser } from '../db/as-user.ts'
import type { Database } from '../db/database.ts'
import { type AppEnv, apiError } from '../http.ts'
import { claimsOf, parseWith, queryInput } from '../services/offers/http-helpers.ts'
import { listManagedOffers } from '../services/offers/offer-list.ts'

/**
 * /api/admin/offers: every offer with its owner, filtered by kind and status (statuses=PENDING is the moderation
 * queue, oldest submission first). Approve and reject go through POST /api/offers/:id/transition, the detail through
 * GET /api/offers/:id and the history through GET /api/offers/:id/history, which answer admins in full. Anyone
 * else gets the same 404 as an unknown API path: the admin area does not reveal that it exists.
 */
export function adminOfferRoutes({ db }: { db: Database }) {
  const app = new Hono<AppEnv>()

  app.use('*', async (c, next) => {
    const claims = claimsOf(c)
    const admin =
      claims &&
      (await asUser(db, claims, async (tx) =>
        Boolean((await tx.query<{ ok: boolean }>('select public.is_admin() as ok')).rows[0]?.ok),
      ))
    if (!admin) return apiError(c, 404, 'not_found', 'Tato adresa API neexistuje.')
    return next()
  })

  app.get('/', async (c) => {
    const parsed = parseWith(c, manageOfferListQuerySchema, queryInput(c))
    if (parsed instanceof Response) return parsed
    const claims = claimsOf(c)
    return c.json(
      await asUser(db, claims, (tx) => listManagedOffers(tx, parsed.data, claims?.sub as string, 'admin')),
    )
  })

  return app
}
