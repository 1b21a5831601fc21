import {
  API_BODY_MAX_BYTES,
  API_PREFIX,
  type EndpointName,
  UNKNOWN_ENDPOINT_ERROR,
} from '@rg/domain/contract'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { authError } from './auth/errors.ts'
import { type AuthLimits, authRoutes } from './auth/gotrue.ts'
import type { SigningKey } from './auth/keys.ts'
import { sessionReader } from './auth/session.ts'
import {
  cachedVerifier,
  localVerifier,
  signAccessToken,
  supabaseVerifier,
  type TokenVerifier,
} from './auth/tokens.ts'
import type { Database } from './db/database.ts'
import { pendingMigrations } from './db/migrate.ts'
import { publicOrigin, type ServerEnv } from './env.ts'
import { type AppEnv, apiError } from './http.ts'
import type { WorkGate } from './images/gate.ts'
import { defaultImageLimits, imageRoutes, imageWorkGate } from './images/transform.ts'
import type { Mailer } from './mail/mailer.ts'
import { createMetrics, hasMetricsToken, type Metrics } from './metrics.ts'
import { clientAddressFrom } from './middlewares/client-address.ts'
import { csrfProtection } from './middlewares/csrf.ts'
import { jsonLog, type Log, requestLog } from './middlewares/request-log.ts'
import { securityHeaders } from './middlewares/security-headers.ts'
import { textRule } from './middlewares/text-rule.ts'
import { adminUserRoutes } from './routes/admin-users/admin-users-routes.ts'
import { coldCallRoutes, contactRoutes } from './routes/contacts/contact-routes.ts'
import { cookieRoutes } from './routes/cookie/cookie-routes.ts'
import { dealRoomRoutes } from './routes/deal-room/deal-room-routes.ts'
import { messagesAndAccessRoutes } from './routes/deal-room/messages-and-access-routes.ts'
import { mountRoutes } from './routes/define-route.ts'
import { deskRoutes } from './routes/desk/desk-routes.ts'
import { devOutboxRoutes } from './routes/dev-outbox.ts'
import { discoveryRoutes } from './routes/discovery/discovery-routes.ts'
import { documentRoutes } from './routes/documents/document-routes.ts'
import { helpRoutes } from './routes/help/help-routes.ts'
import { noteRoutes } from './routes/notes/note-routes.ts'
import { notificationRoutes } from './routes/notifications/notification-routes.ts'
import { myOfferRoutes } from './routes/offers/my-offer-routes.ts'
import { type MarketplaceLimits, offerRoutes } from './routes/offers/offer-routes.ts'
import { onboardingRoutes } from './routes/onboarding/onboarding-routes.ts'
import { orderRoutes } from './routes/orders/order-routes.ts'
import { type AppConfig, pageRoutes } from './routes/pages.ts'
import { profileRoutes } from './routes/profile/profile-routes.ts'
import { publicFormRoutes } from './routes/public-forms/public-form-routes.ts'
import { reviewRoutes } from './routes/reviews/review-routes.ts'
import { compression, siteRoutes } from './routes/site.ts'
import { withUploadLimit } from './routes/upload-limit.ts'
import { userRoutes } from './routes/user/user-routes.ts'
import { unsubscribeRoutes } from './routes/watchdogs/unsubscribe-routes.ts'
import { watchdogRoutes } from './routes/watchdogs/watchdog-routes.ts'
import { OfferStatsBuffer } from './services/deal-room/stats-buffer.ts'
import { createStorage, type Storage } from './storage/storage.ts'

export interface AppDeps {
  env: ServerEnv
  db: Database
  mailer: Mailer
  /** The ES256 signing key (embedded mode); absent in Supabase mode. */
  key: SigningKey | undefined
  log?: Log
  authLimits?: Partial<AuthLimits>
  /** Unlock and image rate limits (tests lower them). */
  marketplaceLimits?: Partial<MarketplaceLimits>
  /** File storage; by default from the environment (Supabase Storage, DATA_DIR or memory). */
  storage?: Storage
  /** The image-work gate of /img and avatar uploads; by default one from the image limits. */
  imageGate?: WorkGate
  /** The background jobs' health for /readyz (main.ts starts them after the app); absent = not running. */
  jobs?: { healthy(): boolean }
  /** Prometheus metrics; by default created when METRICS_TOKEN is set (main.ts passes its own to the jobs). */
  metrics?: Metrics
  /** Impressions and views of offers, buffered and flushed by main.ts's job (decision 1502); by default its own. */
  statsBuffer?: OfferStatsBuffer
}

const GENERIC_ERROR = 'Něco se pokazilo, zkuste to prosím později.'
const TEN_YEARS = 10 * 365 * 24 * 3600

export async function createApp({
  env,
  db,
  mailer,
  key,
  log = jsonLog,
  authLimits,
  marketplaceLimits,
  storage,
  imageGate,
  jobs,
  metrics = env.metricsToken ? createMetrics(db) : undefined,
  statsBuffer = new OfferStatsBuffer(),
}: AppDeps) {
  const embedded = !env.supabase
  if (embedded && !key) throw new Error('embedded mode needs a signing key')
  // Links, redirects and the CSRF check use the configured origin only, never the request's Host header
  // (docs/security.md "Host header").
  const origin = publicOrigin(env)
  const siteOrigin = (_url: string) => origin
  const supabaseUrl = (url: string) => env.supabase?.url ?? siteOrigin(url)
  const verify: TokenVerifier = cachedVerifier(
    env.supabase ? supabaseVerifier(env.supabase) : localVerifier(key as SigningKey),
  )
  const readSession = sessionReader(verify, db, embedded)
  // Embedded mode's anon key: a long-lived anon-role JWT, like a local Supabase project's. supabase-js only needs
  // some key; the server does not treat it as a secret or require it.
  const anonKey = env.supabase
    ? env.supabase.anonKey
    : (await signAccessToken(key as SigningKey, { role: 'anon' }, 'embedded', TEN_YEARS)).token

  const app = new Hono<AppEnv>()
  app.use('*', clientAddressFrom(env.trustedProxies))
  app.use('*', requestLog(log))
  if (metrics) app.use('*', metrics.middleware)
  app.use('*', securityHeaders(env.production))
  app.use('*', compression())

  app.onError((error, c) => {
    log({
      level: 'error',
      msg: 'unhandled error',
      requestId: c.get('requestId'),
      error: String(error.stack ?? error),
    })
    if (c.req.path.startsWith('/auth/v1'))
      return authError(c, 500, 'unexpected_failure', 'Unexpected failure')
    return apiError(c, 500, 'unexpected_failure', GENERIC_ERROR)
  })

  // Liveness: the process answers (and its database connection works).
  app.get('/healthz', async (c) => {
    await db.query('select 1')
    return c.json({ status: 'ok' })
  })
  // Readiness (docs/decisions/1372-metrics-and-readiness.md): the database answers, every migration file is applied
  // and the background jobs are ticking; else 503 with what is wrong, so a load balancer sends traffic elsewhere.
  app.get('/readyz', async (c) => {
    const checks: Record<'database' | 'migrations' | 'jobs', string> = {
      database: 'ok',
      migrations: 'ok',
      jobs: jobs?.healthy() ? 'ok' : 'not running',
    }
    try {
      await db.query('select 1')
      const pending = await pendingMigrations(db)
      if (pending.length) checks.migrations = `pending: ${pending.join(', ')}`
    } catch (error) {
      // The reason goes to the log only: /readyz answers anyone.
      log({ level: 'error', msg: 'readiness: database unreachable', error: String(error) })
      checks.database = 'unreachable'
      checks.migrations = 'unknown'
    }
    const ready = Object.values(checks).every((v) => v === 'ok')
    c.header('Cache-Control', 'no-store')
    return c.json({ status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503)
  })
  if (metrics && env.metricsToken) {
    const token = env.metricsToken
    app.get('/metrics', async (c) => {
      if (!hasMetricsToken(c.req.header('authorization'), token))
        return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer' })
      c.header('Cache-Control', 'no-store')
      return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType })
    })
  }

  if (embedded) {
    app.use(
      '/auth/v1/*',
      bodyLimit({
        maxSize: 64 * 1024,
        onError: (c) => authError(c, 413, 'request_too_large', 'Request body too large'),
      }),
    )
    app.route(
      '/auth/v1',
      authRoutes({
        db,
        key: key as SigningKey,
        verify,
        mailer,
        origin: (c) => siteOrigin(c.req.url),
        limits: {
          ...(env.authEmailFrequencySeconds === undefined
            ? {}
            : { emailFrequencySeconds: env.authEmailFrequencySeconds }),
          ...authLimits,
        },
      }),
    )
  }

  // Supabase mode: /auth/v1 is the project's, never ours (and never the app's SPA fallback).
  if (!embedded)
    app.all('/auth/v1/*', (c) =>
      authError(c, 404, 'not_found', 'Authentication is served by the Supabase project'),
    )

  const apiPaths = `${API_PREFIX}/*`
  const files = storage ?? createStorage(env)
  // One gate for the process's image work: /img transforms and avatar uploads wait in the same bounded queue.
  const gate = imageGate ?? imageWorkGate({ ...defaultImageLimits(), ...marketplaceLimits?.images })
  metrics?.watchGate(gate)
  const quotaBytes = env.documentQuotaBytes
  app.use(
    apiPaths,
    withUploadLimit(
      bodyLimit({
        maxSize: API_BODY_MAX_BYTES,
        onError: (c) => apiError(c, 413, 'too_large', 'Požadavek je příliš velký.'),
      }),
    ),
  )
  app.use(apiPaths, async (c, next) => {
    c.set('auth', await readSession(c, supabaseUrl(c.req.url)))
    c.header('Cache-Control', 'no-store')
    return next()
  })
  // /img decides offer photo visibility per requester like the offer detail (docs/security.md "/img").
  app.use('/img', async (c, next) => {
    c.set('auth', await readSession(c, supabaseUrl(c.req.url)))
    return next()
  })
  app.use(apiPaths, textRule())
  app.use(apiPaths, csrfProtection({ production: env.production, siteOrigin }))
  // Every endpoint is an `API` entry registered here through the route helper (routes/define-route.ts).
  const served = mountRoutes(
    app,
    [
      ...userRoutes(db),
      ...cookieRoutes(db),
      ...onboardingRoutes(db),
      ...noteRoutes(db),
      ...contactRoutes(db),
      ...coldCallRoutes(db),
      ...publicFormRoutes({ db, mailer, siteEmail: env.siteEmail }),
      ...helpRoutes({ db, mailer, siteEmail: env.siteEmail }),
      ...offerRoutes({
        db,
        storage: files,
        mailer,
        origin: () => siteOrigin(''),
        unlocksPerMinute: marketplaceLimits?.unlocksPerMinute,
        stats: statsBuffer,
      }),
      ...reviewRoutes(db),
      ...myOfferRoutes({ db, storage: files, quotaBytes }),
      ...documentRoutes({ db, storage: files, quotaBytes }),
      ...orderRoutes({ db, mailer, env }),
      ...profileRoutes({ db, storage: files, imageGate: gate }),
      ...adminUserRoutes({ db, mailer, baseUrl: siteOrigin('') }),
      ...deskRoutes({ db, mailer, baseUrl: siteOrigin('') }),
      ...watchdogRoutes(db),
      ...discoveryRoutes(db),
      ...notificationRoutes(db),
      ...dealRoomRoutes(db, statsBuffer),
      ...messagesAndAccessRoutes({ db, storage: files, mailer, origin: () => siteOrigin('') }),
    ],
    { db, checkReplies: !env.production },
  )
  app.all(apiPaths, (c) => c.json(UNKNOWN_ENDPOINT_ERROR, 404))
  app.route(
    '/img',
    imageRoutes({ storage: files, dataDir: env.dataDir, db, limits: marketplaceLimits?.images, gate }),
  )

  if (mailer.transport === 'outbox' && !env.production) app.route('/dev', devOutboxRoutes(db))
  app.route('/unsubscribe', unsubscribeRoutes(db))

  const config = (url: string): AppConfig => ({
    baseUrl: siteOrigin(url),
    supabaseUrl: supabaseUrl(url),
    supabaseAnonKey: anonKey,
    siteEmail: env.siteEmail ?? null,
    sitePhone: env.sitePhone ?? null,
    mapTiles: env.mapTiles ?? null,
    operator: {
      name: env.operator.name,
      ico: env.operator.ico,
      dic: env.operator.dic,
      address: env.operator.address,
      register: env.operator.register,
    },
  })
  app.route('/', siteRoutes(env.clientDir, siteOrigin))
  app.route(
    '/',
    pageRoutes(env.clientDir, (c) => config(c.req.url), {
      // A landing form sent before the scripts ran goes to its /api endpoint in-process, with the sender's
      // connection and X-Forwarded-For (the same client address for the rate limit, resolved by the same rule) and
      // cookies (routes/page-forms.ts). Its Origin is the site's own: the page's handler has checked the browser's,
      // and behind a TLS proxy the request's own URL is http while the site's origin is https.
      forward: (c) => async (apiPath, body) => {
        const url = new URL(apiPath, c.req.url)
        const headers = new Headers({ 'Content-Type': 'application/json', Origin: siteOrigin(c.req.url) })
        const cookie = c.req.header('cookie')
        if (cookie) headers.set('Cookie', cookie)
        const forwardedFor = c.req.header('x-forwarded-for')
        if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor)
        const res = await app.fetch(
          new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }),
          c.env,
        )
        return { status: res.status, body: await res.json().catch(() => null) }
      },
    }),
  )
  return Object.assign(app, { served })
}

/** The entries of `API` this server serves (the contract suite compares them with the declared ones). */
export type ServedEndpoints = ReadonlySet<EndpointName>
