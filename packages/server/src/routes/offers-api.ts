import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Database } from '../db/database.ts'
import { type AppEnv, apiError } from '../http.ts'
import { imageRoutes } from '../images/transform.ts'
import type { Mailer } from '../mail/mailer.ts'
import { createStorage, type Storage } from '../storage/storage.ts'
import { adminOfferRoutes } from './admin-offers.ts'
import { offerRoutes } from './offers.ts'
import { MAX_UPLOAD_BODY, myOfferRoutes } from './offers-my.ts'

const UPLOAD_PATH = /^\/api\/my\/offers\/\d+\/(photos|documents)$/

/**
 * The /api body limit with room for uploads: photo and document uploads may carry up to the largest document
 * (20 MB) and answer their own Czech size message; every other /api request keeps `limit`.
 */
export function withUploadLimit(limit: MiddlewareHandler): MiddlewareHandler {
  const uploads = bodyLimit({
    maxSize: MAX_UPLOAD_BODY,
    onError: (c) => apiError(c, 413, 'size', 'Soubor je příliš velký. Maximální velikost je 20 MB.'),
  })
  return (c, next) =>
    c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path) ? uploads(c, next) : limit(c, next)
}

/**
 * The marketplace's routes in one mount: /api/offers, /api/my/offers, /api/admin/offers and the image transform /img.
 * Mounted after the /api middlewares (session, CSRF), before the /api 404.
 */
export function marketplaceRoutes(deps: {
  db: Database
  env: { dataDir: string; baseUrl?: string | undefined; supabase?: { url: string } | undefined }
  mailer: Mailer
  storage?: Storage
  limits?: Partial<MarketplaceLimits>
}) {
  const storage = deps.storage ?? createStorage(deps.env)
  const origin = (url: string) => deps.env.baseUrl ?? new URL(url).origin
  const app = new Hono<AppEnv>()
  app.route(
    '/api/offers',
    offerRoutes({
      db: deps.db,
      storage,
      mailer: deps.mailer,
      origin,
      unlocksPerMinute: deps.limits?.unlocksPerMinute,
    }),
  )
  app.route('/api/my/offers', myOfferRoutes({ db: deps.db, storage }))
  app.route('/api/admin/offers', adminOfferRoutes({ db: deps.db }))
  app.route(
    '/img',
    imageRoutes({ storage, dataDir: deps.env.dataDir, imagesPerMinute: deps.limits?.imagesPerMinute }),
  )
  return app
}

/** Per-minute limits of the marketplace (defaults: UNLOCKS_PER_MINUTE per user, IMAGES_PER_MINUTE per address). */
export interface MarketplaceLimits {
  unlocksPerMinute: number
  imagesPerMinute: number
}
