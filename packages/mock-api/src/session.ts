import type { MockStore } from './store.ts'

/* Tokens and cookies of the mock auth: shaped like the real ones (a JWT, @supabase/ssr cookies) but unsigned. */

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(value: string): string {
  const padded = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  const binary = atob(padded)
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

export const ACCESS_TOKEN_TTL_S = 3600

/** An unsigned JWT with the claims the client reads (sub, exp, email, session_id). */
export function accessToken(store: MockStore, userId: string, email: string): string {
  const sessionId = crypto.randomUUID()
  const live = store.sessions.get(userId) ?? new Set<string>()
  live.add(sessionId)
  store.sessions.set(userId, live)
  const iat = Math.floor(store.now().getTime() / 1000)
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))
  const payload = base64url(
    JSON.stringify({
      sub: userId,
      email,
      aud: 'authenticated',
      role: 'authenticated',
      iat,
      exp: iat + ACCESS_TOKEN_TTL_S,
      session_id: sessionId,
      aal: 'aal1',
      is_anonymous: false,
      phone: '',
    }),
  )
  return `${header}.${payload}.mock`
}

export interface MockClaims {
  sub: string
  session_id: string
}

export function claimsOf(token: string | undefined | null): MockClaims | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(fromBase64url(payload)) as Partial<MockClaims>
    return typeof claims.sub === 'string' && typeof claims.session_id === 'string'
      ? { sub: claims.sub, session_id: claims.session_id }
      : null
  } catch {
    return null
  }
}

/** The user id of a token whose session was not ended (logout, password change). */
export function liveSubject(store: MockStore, token: string | undefined | null): string | null {
  const claims = claimsOf(token)
  return claims && !store.revokedSessions.has(claims.session_id) ? claims.sub : null
}

/** Ends sessions: one (logout scope local), or all of the user's, optionally except one. */
export function revokeSessions(store: MockStore, userId: string, only?: string, except?: string) {
  for (const id of store.sessions.get(userId) ?? []) {
    if ((only === undefined || id === only) && id !== except) store.revokedSessions.add(id)
  }
  if (only !== undefined) store.revokedSessions.add(only)
}

/** The access token inside an @supabase/ssr session cookie (`sb-<ref>-auth-token`, maybe split in `.0`, `.1`…). */
export function accessTokenFromCookies(cookies: Record<string, string>): string | null {
  const names = Object.keys(cookies)
    .filter((n) => /^sb-.+-auth-token(\.\d+)?$/.test(n))
    .sort()
  if (names.length === 0) return null
  const raw = names.map((n) => cookies[n]).join('')
  const text = raw.startsWith('base64-')
    ? fromBase64url(raw.slice('base64-'.length))
    : decodeURIComponent(raw)
  try {
    const session: unknown = JSON.parse(text)
    return typeof session === 'object' &&
      session !== null &&
      'access_token' in session &&
      typeof session.access_token === 'string'
      ? session.access_token
      : null
  } catch {
    return null
  }
}

/** Builds the cookie the browser client would store, for node tests that talk to /api directly. */
export function sessionCookie(session: unknown, host = 'localhost'): string {
  return `sb-${host.split('.')[0]}-auth-token=base64-${base64url(JSON.stringify(session))}`
}

export function randomToken(length = 24): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}
