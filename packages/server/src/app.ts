import type { ApiError } from '@rg/domain'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { authError } from './auth/errors.ts'
import { type AuthLimits, authRoutes } from './auth/gotrue.ts'
import type { SigningKey } from './auth/keys.ts'
import { sessionReader } from './auth/session.ts'
import { localVerifier, signAccessToken, supabaseVerifier, type TokenVerifier } from './auth/tokens.ts'
import type { Database } from './db/database.ts'
import type { ServerEnv } from './env.ts'
import { type AppEnv, apiError } from './http.ts'
import type { Mailer } from './mail/mailer.ts'
import { csrfProtection } from './middlewares/csrf.ts'
import { jsonLog, type Log, requestLog } from './middlewares/request-log.ts'
import { securityHeaders } from './middlewares/security-headers.ts'
import { cookieRoutes } from './routes/cookie.ts'
import { devOutboxRoutes } from './routes/dev-outbox.ts'
import { noteRoutes } from './routes/notes.ts'
import { type MarketplaceLimits, marketplaceRoutes, withUploadLimit } from './routes/offers-api.ts'
import { onboardingRoutes } from './routes/onboarding.ts'
import { type AppConfig, pageRoutes } from './routes/pages.ts'
import { publicFormRoutes } from './routes/public-forms.ts'
import { compression, siteRoutes } from './routes/site.ts'
import { userRoutes } from './routes/user.ts'
import type { Storage } from './storage/storage.ts'

export interface AppDeps {
  env: ServerEnv
  db: Database
  mailer: Mailer
  /** The ES256 signing key (embedded mode); absent in Supabase mode. */
  key: SigningKey | undefined
  log?: Log
  authLimits?: Partial<AuthLimits>
  /** Unlock and /img rate limits (tests lower them). */
  marketplaceLimits?: Partial<MarketplaceLimits>
  /** File storage; by default from the environment (Supabase Storage, DATA_DIR or memory). */
  storage?: Storage
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
}: AppDeps) {
  const embedded = !env.supabase
  if (embedded && !key) throw new Error('embedded mode needs a signing key')
  const siteOrigin = (url: string) => env.baseUrl ?? new URL(url).origin
  const supabaseUrl = (url: string) => env.supabase?.url ?? siteOrigin(url)
  const verify: TokenVerifier = env.supabase
    ? supabaseVerifier(env.supabase)
    : localVerifier(key as SigningKey)
  const readSession = sessionReader(verify, db, embedded)
  // Embedded mode's anon key: a long-lived anon-role JWT, like a local Supabase project's. supabase-js only needs
  // some key; the server does not treat it as a secret or require it.
  const anonKey = env.supabase
    ? env.supabase.anonKey
    : (await signAccessToken(key as SigningKey, { role: 'anon' }, 'embedded', TEN_YEARS)).token

  const app = new Hono<AppEnv>()
  app.use('*', requestLog(log))
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

  app.get('/healthz', async (c) => {
    await db.query('select 1')
    return c.json({ status: 'ok' })
  })

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
        limits: authLimits,
      }),
    )
  }

  // Supabase mode: /auth/v1 is the project's, never ours (and never the app's SPA fallback).
  if (!embedded)
    app.all('/auth/v1/*', (c) =>
      authError(c, 404, 'not_found', 'Authentication is served by the Supabase project'),
    )

  app.use(
    '/api/*',
    withUploadLimit(
      bodyLimit({
        maxSize: 1024 * 1024,
        onError: (c) => apiError(c, 413, 'too_large', 'Požadavek je příliš velký.'),
      }),
    ),
  )
  app.use('/api/*', async (c, next) => {
    c.set('auth', await readSession(c, supabaseUrl(c.req.url)))
    c.header('Cache-Control', 'no-store')
    return next()
  })
  app.use('/api/*', csrfProtection({ production: env.production, siteOrigin }))
  app.route('/api/user', userRoutes(db))
  app.route('/api/cookie', cookieRoutes(db))
  app.route('/api/onboarding', onboardingRoutes(db))
  app.route('/api/notes', noteRoutes(db))
  app.route('/api', publicFormRoutes({ db, mailer, siteEmail: env.siteEmail }))
  app.route('/', marketplaceRoutes({ db, env, mailer, storage, limits: marketplaceLimits }))
  app.all('/api/*', (c) =>
    c.json({ code: 'not_found', message: 'Tato adresa API neexistuje.' } satisfies ApiError, 404),
  )

  if (mailer.transport === 'outbox' && !env.production) app.route('/dev', devOutboxRoutes(db))

  const config = (url: string): AppConfig => ({
    baseUrl: siteOrigin(url),
    supabaseUrl: supabaseUrl(url),
    supabaseAnonKey: anonKey,
    siteEmail: env.siteEmail ?? null,
    sitePhone: env.sitePhone ?? null,
  })
  app.route('/', siteRoutes(env.clientDir, siteOrigin))
  app.route(
    '/',
    pageRoutes(env.clientDir, (c) => config(c.req.url)),
  )
  return app
}
