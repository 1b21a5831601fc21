import { PASSWORD_MESSAGES, passwordTooLong } from '@rg/domain/auth-messages'
import { HttpResponse, http } from 'msw'
import {
  ACCESS_TOKEN_TTL_S,
  accessToken,
  claimsOf,
  liveSubject,
  randomToken,
  revokeSessions,
} from '../session.ts'
import { findAccount, type MockAccount, type MockStore } from '../store.ts'
import { isBlocked } from './profile.ts'
import { jsonBody } from './respond.ts'

/*
 * The subset of Supabase Auth (GoTrue) the app calls, in GoTrue's wire format: error bodies carry `code` and
 * `error_code` and the X-Supabase-Api-Version header, success bodies the session or the bare user. PKCE is
 * accepted without checking the verifier.
 */

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }

export function gotrueError(status: number, code: string, message: string) {
  return HttpResponse.json(
    { code, error_code: code, msg: message, message },
    { status, headers: API_VERSION },
  )
}

function gotrueUser(store: MockStore, account: MockAccount) {
  const { user } = account
  const now = store.now().toISOString()
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    ...(account.confirmed ? { email_confirmed_at: now, confirmed_at: now } : { confirmation_sent_at: now }),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {
      sub: user.id,
      email: user.email,
      email_verified: account.confirmed,
      phone_verified: false,
    },
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { sub: user.id, email: user.email, email_verified: account.confirmed },
        provider: 'email',
        created_at: now,
        updated_at: now,
        email: user.email,
      },
    ],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

/** The id a sign-up of a confirmed address answers, per account. */
const lookalikeIds = new WeakMap<MockAccount, string>()

/** Sessions that came from a recovery or sign-up link: they may set a password without the current one. */
const linkSessions = new WeakMap<MockStore, Set<string>>()

/** A session as GoTrue's token endpoint answers it; `fromLink` marks one that came from a recovery or sign-up link. */
export function mockSession(store: MockStore, account: MockAccount, fromLink = false) {
  const refresh = randomToken()
  store.refreshTokens.set(refresh, account.user.id)
  const now = Math.floor(store.now().getTime() / 1000)
  const token = accessToken(store, account.user.id, account.user.email)
  if (fromLink) {
    const fresh = linkSessions.get(store) ?? new Set<string>()
    fresh.add(claimsOf(token)?.session_id ?? '')
    linkSessions.set(store, fresh)
  }
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: now + ACCESS_TOKEN_TTL_S,
    refresh_token: refresh,
    user: gotrueUser(store, account),
  }
}

function session(store: MockStore, account: MockAccount, fromLink = false) {
  return HttpResponse.json(mockSession(store, account, fromLink), { headers: API_VERSION })
}

function bearerToken(request: Request) {
  return request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
}

function bearerAccount(store: MockStore, request: Request) {
  const id = liveSubject(store, bearerToken(request))
  return id ? findAccount(store, { id }) : undefined
}

function mail(store: MockStore, to: string, subject: string, link: string) {
  store.outbox.unshift({
    to,
    subject,
    text: `${subject}: ${link}`,
    html: `<p><a href="${link}">${subject}</a></p>`,
    createdAt: store.now().toISOString(),
  })
}

function field(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return ''
  const value = (body as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : ''
}

export function authHandlers(store: MockStore) {
  return {
    signup: http.post('*/auth/v1/signup', async ({ request }) => {
      const body = await jsonBody(request)
      const email = field(body, 'email').toLowerCase()
      const password = field(body, 'password')
      if (!email || !password)
        return gotrueError(400, 'validation_failed', 'Signup requires a valid password')
      if (password.length < 6) {
        return gotrueError(422, 'weak_password', 'Password should be at least 6 characters.')
      }
      if (passwordTooLong(password)) return gotrueError(400, 'validation_failed', PASSWORD_MESSAGES.tooLong)
      const existing = findAccount(store, { email })
      if (existing?.confirmed) {
        // As the server: a confirmed address answers like a new sign-up (an identity, another id stable per account)
        // and sends nothing (docs/security.md "Threat model").
        const id = lookalikeIds.get(existing) ?? crypto.randomUUID()
        lookalikeIds.set(existing, id)
        const unconfirmed = { ...existing, confirmed: false, user: { ...existing.user, id } }
        return HttpResponse.json(gotrueUser(store, unconfirmed), { headers: API_VERSION })
      }
      const account: MockAccount = existing ?? {
        user: {
          id: crypto.randomUUID(),
          email,
          role: 'USER',
          firstName: null,
          lastName: null,
          onboardingCompleted: false,
          creditTransactions: [],
          creditSubscriptions: [],
          productGuideTooltipsViewed: [],
          avatarUrl: null,
        },
        password,
        confirmed: false,
      }
      if (!existing) store.accounts.push(account)
      const token = randomToken(32)
      store.authCodes.set(token, { userId: account.user.id, type: 'signup' })
      const origin = new URL(request.url).origin
      const redirect = new URL(request.url).searchParams.get('redirect_to') ?? `${origin}/auth/login`
      mail(
        store,
        email,
        'Potvrzení registrace',
        `${origin}/auth/v1/verify?token=pkce_${token}&type=signup&redirect_to=${encodeURIComponent(redirect)}`,
      )
      return HttpResponse.json(gotrueUser(store, account), { headers: API_VERSION })
    }),

    token: http.post('*/auth/v1/token', async ({ request }) => {
      const grant = new URL(request.url).searchParams.get('grant_type')
      const body = await jsonBody(request)
      if (grant === 'password') {
        const account = findAccount(store, { email: field(body, 'email').toLowerCase() })
        if (!account || account.password !== field(body, 'password')) {
          return gotrueError(400, 'invalid_credentials', 'Invalid login credentials')
        }
        if (!account.confirmed) return gotrueError(400, 'email_not_confirmed', 'Email not confirmed')
        if (isBlocked(store, account)) return gotrueError(400, 'user_banned', 'User is banned')
        return session(store, account)
      }
      if (grant === 'refresh_token') {
        const id = store.refreshTokens.get(field(body, 'refresh_token'))
        const account = id ? findAccount(store, { id }) : undefined
        if (!account)
          return gotrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
        store.refreshTokens.delete(field(body, 'refresh_token'))
        if (isBlocked(store, account)) return gotrueError(400, 'user_banned', 'User is banned')
        return session(store, account)
      }
      if (grant === 'pkce') {
        const code = store.authCodes.get(field(body, 'auth_code'))
        const account = code ? findAccount(store, { id: code.userId }) : undefined
        if (!code || !account)
          return gotrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
        store.authCodes.delete(field(body, 'auth_code'))
        if (isBlocked(store, account)) return gotrueError(400, 'user_banned', 'User is banned')
        return session(store, account, true)
      }
      return gotrueError(400, 'invalid_credentials', 'unsupported_grant_type')
    }),

    verify: http.get('*/auth/v1/verify', ({ request }) => {
      const url = new URL(request.url)
      const token = (url.searchParams.get('token') ?? '').replace(/^pkce_/, '')
      const redirect = url.searchParams.get('redirect_to') ?? `${url.origin}/`
      const code = store.authCodes.get(token)
      const account = code ? findAccount(store, { id: code.userId }) : undefined
      if (!code || !account) {
        const target = `${redirect}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`
        return new HttpResponse(null, { status: 303, headers: { Location: target } })
      }
      account.confirmed = true
      store.authCodes.delete(token)
      const authCode = crypto.randomUUID()
      store.authCodes.set(authCode, code)
      const target = new URL(redirect)
      target.searchParams.set('code', authCode)
      return new HttpResponse(null, { status: 303, headers: { Location: target.toString() } })
    }),

    recover: http.post('*/auth/v1/recover', async ({ request }) => {
      const body = await jsonBody(request)
      const email = field(body, 'email').toLowerCase()
      if (!email) return gotrueError(400, 'validation_failed', 'Password recovery requires an email')
      const account = findAccount(store, { email })
      if (account) {
        const token = randomToken(32)
        store.authCodes.set(token, { userId: account.user.id, type: 'recovery' })
        const origin = new URL(request.url).origin
        const redirect = new URL(request.url).searchParams.get('redirect_to') ?? `${origin}/auth/update-pass`
        mail(
          store,
          email,
          'Obnova hesla',
          `${origin}/auth/v1/verify?token=pkce_${token}&type=recovery&redirect_to=${encodeURIComponent(redirect)}`,
        )
      }
      return HttpResponse.json({}, { headers: API_VERSION })
    }),

    getUser: http.get('*/auth/v1/user', ({ request }) => {
      const account = bearerAccount(store, request)
      if (!account)
        return gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
      return HttpResponse.json(gotrueUser(store, account), { headers: API_VERSION })
    }),

    updateUser: http.put('*/auth/v1/user', async ({ request }) => {
      const account = bearerAccount(store, request)
      if (!account)
        return gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
      const body = await jsonBody(request)
      const password = field(body, 'password')
      if (password) {
        // As the server: a current password that is sent is always checked; without one only a recovery or
        // sign-up link's session may set a password (docs/decisions/1213-current-password-always-checked.md).
        const fromLink = linkSessions.get(store)?.has(claimsOf(bearerToken(request))?.session_id ?? '')
        const sent = typeof (body as Record<string, unknown> | null)?.current_password === 'string'
        if (!sent && !fromLink)
          return gotrueError(
            400,
            'current_password_required',
            'Current password required when setting new password.',
          )
        if (sent && field(body, 'current_password') !== account.password)
          return gotrueError(400, 'invalid_credentials', 'Invalid login credentials')
        if (password === account.password) {
          return gotrueError(422, 'same_password', 'New password should be different from the old password.')
        }
        if (password.length < 6) {
          return gotrueError(422, 'weak_password', 'Password should be at least 6 characters.')
        }
        if (passwordTooLong(password)) return gotrueError(400, 'validation_failed', PASSWORD_MESSAGES.tooLong)
        account.password = password
        // GoTrue ends every other session of the user on a password change.
        revokeSessions(store, account.user.id, undefined, claimsOf(bearerToken(request))?.session_id)
      }
      return HttpResponse.json(gotrueUser(store, account), { headers: API_VERSION })
    }),

    logout: http.post('*/auth/v1/logout', ({ request }) => {
      const claims = claimsOf(bearerToken(request))
      if (!claims || !liveSubject(store, bearerToken(request))) {
        return gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
      }
      const scope = new URL(request.url).searchParams.get('scope') ?? 'global'
      if (scope === 'local') revokeSessions(store, claims.sub, claims.session_id)
      else if (scope === 'others') revokeSessions(store, claims.sub, undefined, claims.session_id)
      else revokeSessions(store, claims.sub)
      if (scope !== 'others') store.signedInUserId = null
      return new HttpResponse(null, { status: 204, headers: API_VERSION })
    }),
  }
}
