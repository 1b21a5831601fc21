import { API, type EndpointName, type EndpointRequest, endpointUrl } from '@rg/domain/contract'
import type { Role } from '@rg/domain/profile'
import { sessionCookie } from '../session.ts'
import type { Target } from './targets.ts'

/*
 * How the contract suite talks to a target, the way the browser does: GoTrue calls with the apikey header, /api
 * calls with the @supabase/ssr session cookie and the CSRF header on state changes. Sessions are signed in once
 * per account and target and reused.
 */

export const DEMO_PASSWORD = 'demo-heslo-2026'
const ANON = { apikey: 'contract-test', 'X-Supabase-Api-Version': '2024-01-01' }

/**
 * Who calls: nobody, a demo account by role, or a freshly signed-up user (no credits, onboarding ahead); `other` is a
 * second fresh user that admin cases (verification, blocking) act on; `doomed` is a new user at every call (account
 * deletion), so no other case depends on them.
 */
export type Caller = 'visitor' | 'user' | 'verified' | 'admin' | 'fresh' | 'other' | 'doomed'

export const DEMO_EMAILS = {
  user: 'uzivatel@demo.cz',
  verified: 'overeny@demo.cz',
  admin: 'admin@demo.cz',
} as const

/** The demo account of each role, as accessRefusal names roles. */
export const CALLER_OF_ROLE: Readonly<Partial<Record<Role, Caller>>> = {
  USER: 'user',
  VERIFIED: 'verified',
  SUPER_ADMIN: 'admin',
}

export interface Session {
  access_token: string
  refresh_token: string
  expires_in: number
  user: { id: string; email: string }
}

export interface Reply {
  status: number
  /** The JSON answer, or the text of any other. */
  body: unknown
  headers: Headers
}

export type ContractClient = ReturnType<typeof contractClient>

export function contractClient(target: Target) {
  const url = (path: string) => `${target.baseUrl}${path}`
  const sessions = new Map<Caller, Promise<Session>>()

  const auth = (path: string, init: RequestInit = {}) =>
    fetch(url(`/auth/v1${path}`), {
      ...init,
      headers: { ...ANON, 'Content-Type': 'application/json;charset=UTF-8', ...init.headers },
    })

  async function signIn(email: string, password = DEMO_PASSWORD): Promise<Session> {
    const res = await auth('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password, gotrue_meta_security: {} }),
    })
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`)
    return (await res.json()) as Session
  }

  /** The link of the last mail to `email` in the target's outbox (the mock's handlers match any origin). */
  async function outboxLinkTo(email: string): Promise<string> {
    const mails = (await (await fetch(url('/dev/outbox'))).json()) as Array<{ to: string; text: string }>
    const link = mails.find((m) => m.to === email)?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0]
    if (!link) throw new Error(`no verification link for ${email}`)
    const parsed = new URL(link)
    return url(parsed.pathname + parsed.search)
  }

  /** A new confirmed account, signed in. */
  async function signUp(prefix: string): Promise<Session> {
    const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cz`
    await auth(`/signup?redirect_to=${encodeURIComponent(url('/auth/login'))}`, {
      method: 'POST',
      body: JSON.stringify({ email, password: 'tajne-heslo-1', data: {} }),
    })
    await fetch(await outboxLinkTo(email), { redirect: 'manual' })
    return signIn(email, 'tajne-heslo-1')
  }

  function session(caller: Exclude<Caller, 'visitor'>): Promise<Session> {
    if (caller === 'doomed') {
      // single use: the session a setup prepared (prepareDoomed), else a new account
      const prepared = sessions.get('doomed')
      sessions.delete('doomed')
      return prepared ?? signUp('kontrakt-smazany')
    }
    let s = sessions.get(caller)
    if (!s) {
      s =
        caller === 'fresh'
          ? signUp('kontrakt')
          : caller === 'other'
            ? signUp('kontrakt-druhy')
            : signIn(DEMO_EMAILS[caller])
      sessions.set(caller, s)
    }
    return s
  }

  /** Any request to a path, as a caller or with an explicit session. */
  async function send(
    method: string,
    path: string,
    as: Caller | Session,
    body?: unknown,
    headers: HeadersInit = {},
  ): Promise<Reply> {
    const h = new Headers(headers)
    const s = as === 'visitor' ? null : typeof as === 'string' ? await session(as) : as
    if (s) h.set('Cookie', sessionCookie(s, new URL(target.baseUrl).hostname))
    if (method !== 'GET') h.set('X-CSRF-Protection', '1')
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      payload = JSON.stringify(body)
      h.set('Content-Type', 'application/json')
    }
    const res = await fetch(url(path), { method, headers: h, body: payload })
    const text = await res.text()
    const json = res.headers.get('content-type')?.includes('json')
    return { status: res.status, body: json && text ? JSON.parse(text) : text, headers: res.headers }
  }

  /** One `API` entry called as the app calls it. */
  function call<N extends EndpointName>(name: N, request: EndpointRequest<N>, as: Caller | Session) {
    const r = request as { params?: Record<string, string | number>; query?: Record<string, unknown> }
    const path = endpointUrl(name, { params: r.params, query: r.query })
    return send(API[name].method, path, as, (request as { body?: unknown }).body)
  }

  /** Signs up the next `doomed` caller now and answers its e-mail (the account deletion case confirms with it). */
  async function prepareDoomed(): Promise<string> {
    const s = signUp('kontrakt-smazany')
    sessions.set('doomed', s)
    return (await s).user.email
  }

  return { url, auth, signIn, signUp, session, send, call, prepareDoomed }
}
