import { findUnsafeText } from '@rg/domain/fields'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { API_VERSION, authError } from './errors.ts'
import { type AuthServerDeps, createAuthKit } from './flows/kit.ts'
import { signupRoutes } from './flows/signup.ts'
import { tokenRoutes } from './flows/token.ts'
import { userRoutes } from './flows/user.ts'
import { recoveryRoutes } from './flows/verify.ts'
import { createSessionService } from './session-service.ts'

export { type AuthLimits, type AuthServerDeps, defaultLimits, isBanned, safeRedirect } from './flows/kit.ts'

/**
 * The subset of Supabase Auth (GoTrue) that @supabase/supabase-js uses, on the app's own database: real auth.users,
 * identities, sessions, refresh_tokens and flow_state rows, ES256 access tokens, e-mail links in GoTrue's format.
 * See docs/decisions/0201-server-embedded-auth.md for what differs.
 */
export function authRoutes(deps: AuthServerDeps) {
  const { key } = deps
  const app = new Hono()

  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Supabase-Api-Version', 'x-sb-error-code'],
      maxAge: 600,
    }),
  )
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION)
    c.res.headers.set('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store')
  })
  app.use('*', async (c, next) => {
    if (findUnsafeText(c.req.queries()))
      return authError(c, 400, 'validation_failed', 'Request contains characters that are not allowed')
    return next()
  })

  const kit = createAuthKit(deps)
  const sessions = createSessionService(deps)
  signupRoutes(app, kit, sessions)
  tokenRoutes(app, kit, sessions)
  recoveryRoutes(app, kit, sessions)
  userRoutes(app, kit, sessions)

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600')
    return c.json({ keys: [key.publicJwk] })
  })

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    }),
  )
  app.get('/health', (c) => c.json({ version: 'embedded', name: 'GoTrue', description: 'embedded subset' }))

  app.all('*', (c) => authError(c, 404, 'not_found', 'This auth endpoint is not available in embedded mode'))
  return app
}
