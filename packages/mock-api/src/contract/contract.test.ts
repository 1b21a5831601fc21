import {
  apiErrorSchema,
  cookieDecisionResponseSchema,
  createdResponseSchema,
  initialCreditsResponseSchema,
  NOTE_NOT_ALLOWED_MESSAGE,
  noteSchema,
  offerDetailSchema,
  offerSummaryListResponseSchema,
  okResponseSchema,
  onboardingStepResponseSchema,
  serializedUserSchema,
} from '@rg/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionCookie } from '../session.ts'
import { mockTarget, serverTarget, type Target } from './targets.ts'

/*
 * The contract suite: the same request/response cases against the mock API and against the real server, so the two
 * cannot drift apart. Requests are made the way the browser makes them: GoTrue calls with the apikey header, /api
 * calls with the @supabase/ssr session cookie and the CSRF header on state changes.
 */

const DEMO_PASSWORD = 'demo-heslo-2026'
const ANON = { apikey: 'contract-test', 'X-Supabase-Api-Version': '2024-01-01' }

interface Session {
  access_token: string
  refresh_token: string
  expires_in: number
  user: { id: string; email: string }
}

function client(target: Target) {
  const url = (path: string) => `${target.baseUrl}${path}`
  const auth = (path: string, init: RequestInit = {}) =>
    fetch(url(`/auth/v1${path}`), {
      ...init,
      headers: { ...ANON, 'Content-Type': 'application/json;charset=UTF-8', ...init.headers },
    })
  const cookieFor = (session: Session) => sessionCookie(session, new URL(target.baseUrl).hostname)
  return {
    url,
    auth,
    async signIn(email: string, password = DEMO_PASSWORD) {
      const res = await auth('/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password, gotrue_meta_security: {} }),
      })
      expect(res.status).toBe(200)
      return (await res.json()) as Session
    },
    api(path: string, session: Session | null, init: RequestInit = {}) {
      const headers = new Headers(init.headers)
      if (session) headers.set('Cookie', cookieFor(session))
      if (init.method && init.method !== 'GET') headers.set('X-CSRF-Protection', '1')
      if (init.body) headers.set('Content-Type', 'application/json')
      return fetch(url(path), { ...init, headers })
    },
    async outboxLinkTo(email: string): Promise<string> {
      const mails = (await (await fetch(url('/dev/outbox'))).json()) as Array<{ to: string; text: string }>
      const mail = mails.find((m) => m.to === email)
      const link = mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0]
      if (!link) throw new Error(`no verification link for ${email}`)
      // The link names the server's origin; the mock's handlers match any origin.
      const parsed = new URL(link)
      return url(parsed.pathname + parsed.search)
    },
  }
}

const targets: Array<[string, () => Target]> = [
  ['mock API', mockTarget],
  ['real server', serverTarget],
]

describe.each(targets)('contract: %s', (_, make) => {
  const target = make()
  const c = client(target)
  beforeAll(() => target.start(), 120_000)
  afterAll(() => target.stop(), 20_000)

  describe('GET /api/user', () => {
    it('answers 401 with the Czech message to a visitor', async () => {
      const res = await c.api('/api/user', null)
      expect(res.status).toBe(401)
      expect(apiErrorSchema.parse(await res.json())).toMatchObject({
        code: 'unauthorized',
        message: 'Nejste přihlášeni.',
      })
    })

    it.each([
      ['uzivatel@demo.cz', 'USER'],
      ['overeny@demo.cz', 'VERIFIED'],
      ['admin@demo.cz', 'SUPER_ADMIN'],
    ])('answers the serialized user of %s (%s) from the session cookie', async (email, role) => {
      const session = await c.signIn(email)
      const res = await c.api('/api/user', session)
      expect(res.status).toBe(200)
      const user = serializedUserSchema.parse(await res.json())
      expect(user).toMatchObject({ email, role, id: session.user.id })
    })
  })

  describe('auth (GoTrue subset)', () => {
    it('signs in with a password: a session with tokens and the user', async () => {
      const session = await c.signIn('uzivatel@demo.cz')
      expect(session.access_token.split('.')).toHaveLength(3)
      expect(session.refresh_token.length).toBeGreaterThanOrEqual(12)
      expect(session.expires_in).toBeGreaterThan(90)
      expect(session.user.email).toBe('uzivatel@demo.cz')
    })

    it('refuses a wrong password with 400 invalid_credentials', async () => {
      const res = await c.auth('/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email: 'uzivatel@demo.cz', password: 'spatne-heslo' }),
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'invalid_credentials' })
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    })

    it('signs up with confirmation: a bare user, no session, login refused until the outbox link is opened', async () => {
      const email = `novy-${Date.now()}@example.cz`
      const signup = await c.auth(`/signup?redirect_to=${encodeURIComponent(c.url('/auth/login'))}`, {
        method: 'POST',
        body: JSON.stringify({ email, password: 'tajne-heslo-1', data: {} }),
      })
      expect(signup.status).toBe(200)
      const body = (await signup.json()) as Record<string, unknown>
      expect(body.email).toBe(email)
      expect(body).not.toHaveProperty('access_token')

      const early = await c.auth('/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'tajne-heslo-1' }),
      })
      expect(early.status).toBe(400)
      expect(await early.json()).toMatchObject({ code: 'email_not_confirmed' })

      const verify = await fetch(await c.outboxLinkTo(email), { redirect: 'manual' })
      expect(verify.status).toBe(303)
      expect(verify.headers.get('location')).toContain('/auth/login')

      const session = await c.signIn(email, 'tajne-heslo-1')
      expect(session.user.email).toBe(email)
    })

    it('redirects an unknown verification link with otp_expired in the hash', async () => {
      const res = await fetch(
        c.url(
          `/auth/v1/verify?token=pkce_neznamy&type=signup&redirect_to=${encodeURIComponent(c.url('/auth/login'))}`,
        ),
        { redirect: 'manual' },
      )
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toMatch(/#.*error_code=otp_expired/)
    })

    it('refuses the same password on PUT /user with 422 same_password', async () => {
      const session = await c.signIn('overeny@demo.cz')
      const res = await c.auth('/user', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${session.access_token}` },
        body: JSON.stringify({ password: DEMO_PASSWORD }),
      })
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ code: 'same_password' })
    })

    it('answers 200 {} to a recovery request, also for an unknown address', async () => {
      const res = await c.auth('/recover', {
        method: 'POST',
        body: JSON.stringify({ email: `nikdo-${Date.now()}@example.cz` }),
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({})
    })

    it('logs out with 204; the session then no longer opens /api/user', async () => {
      const session = await c.signIn('uzivatel@demo.cz')
      const res = await c.auth('/logout?scope=local', {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.access_token}` },
      })
      expect(res.status).toBe(204)
      expect((await c.api('/api/user', session)).status).toBe(401)
    })
  })

  describe('user actions', () => {
    it('grants the welcome bonus once: refetch, then noop', async () => {
      const email = `bonus-${Date.now()}@example.cz`
      await c.auth('/signup', { method: 'POST', body: JSON.stringify({ email, password: 'tajne-heslo-1' }) })
      await fetch(await c.outboxLinkTo(email), { redirect: 'manual' })
      const session = await c.signIn(email, 'tajne-heslo-1')
      const first = await c.api('/api/user/temp-user-initial-credits', session, { method: 'POST' })
      expect(first.status).toBe(200)
      expect(initialCreditsResponseSchema.parse(await first.json())).toBe('refetch')
      const second = await c.api('/api/user/temp-user-initial-credits', session, { method: 'POST' })
      expect(initialCreditsResponseSchema.parse(await second.json())).toBe('noop')
      const user = serializedUserSchema.parse(await (await c.api('/api/user', session)).json())
      expect(user.creditTransactions.filter((t) => t.reason === 'WELCOME_BONUS')).toHaveLength(1)
    })

    it('refuses the welcome bonus to a visitor with 401', async () => {
      const res = await c.api('/api/user/temp-user-initial-credits', null, { method: 'POST' })
      expect(res.status).toBe(401)
      apiErrorSchema.parse(await res.json())
    })

    it('records viewed tour steps and shows them in the user', async () => {
      const session = await c.signIn('uzivatel@demo.cz')
      const res = await c.api('/api/user/product-guide-viewed', session, {
        method: 'POST',
        body: JSON.stringify({ ids: ['contract-step'] }),
      })
      expect(res.status).toBe(200)
      okResponseSchema.parse(await res.json())
      const user = serializedUserSchema.parse(await (await c.api('/api/user', session)).json())
      expect(user.productGuideTooltipsViewed).toContain('contract-step')
    })

    it('refuses an empty list of step ids with a Czech 400', async () => {
      const session = await c.signIn('uzivatel@demo.cz')
      const res = await c.api('/api/user/product-guide-viewed', session, {
        method: 'POST',
        body: JSON.stringify({ ids: [] }),
      })
      expect(res.status).toBe(400)
      expect(apiErrorSchema.parse(await res.json())).toMatchObject({
        code: 'validation_failed',
        message: 'Chybí identifikátory kroků.',
      })
    })

    it.each([
      ['accept', 'APPROVED'],
      ['reject', 'REJECTED'],
    ] as const)('records the cookie decision %s for a visitor', async (action, consent) => {
      const res = await c.api(`/api/cookie/${action}`, null, { method: 'POST' })
      expect(res.status).toBe(200)
      expect(cookieDecisionResponseSchema.parse(await res.json()).consent).toBe(consent)
    })

    it('refuses a cookie-authenticated POST without the CSRF header or our Origin (403)', async () => {
      const session = await c.signIn('uzivatel@demo.cz')
      const res = await fetch(c.url('/api/cookie/accept'), {
        method: 'POST',
        headers: {
          Cookie: sessionCookie(session, new URL(target.baseUrl).hostname),
          Origin: 'https://evil.example',
        },
      })
      expect(res.status).toBe(403)
      expect(apiErrorSchema.parse(await res.json()).code).toBe('csrf_failed')
    })
  })

  describe('onboarding', () => {
    /** A confirmed new account: onboarding starts at the personal step. */
    async function newUser() {
      const email = `onboarding-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cz`
      await c.auth(`/signup?redirect_to=${encodeURIComponent(c.url('/auth/login'))}`, {
        method: 'POST',
        body: JSON.stringify({ email, password: 'tajne-heslo-1', data: {} }),
      })
      await fetch(await c.outboxLinkTo(email), { redirect: 'manual' })
      return c.signIn(email, 'tajne-heslo-1')
    }
    const personal = {
      firstName: 'Nikola',
      lastName: 'Nová',
      phone: '777 123 456',
      companyName: '',
      ico: null,
      city: 'Brno',
    }

    it('walks the steps: personal details, watchdog skipped, preferences skipped, then the portal', async () => {
      const session = await newUser()
      const step = async (path: string, body: unknown) => {
        const res = await c.api(path, session, { method: 'PUT', body: JSON.stringify(body) })
        expect(res.status).toBe(200)
        return onboardingStepResponseSchema.parse(await res.json())
      }
      expect(await step('/api/onboarding/personal', personal)).toEqual({
        next: '/onboarding/watchdog',
        onboardingCompleted: false,
      })
      expect((await step('/api/onboarding/watchdog', { watchdog: null })).next).toBe('/onboarding/investment')
      expect(await step('/api/onboarding/investment', { preferences: null })).toEqual({
        next: '/portal',
        onboardingCompleted: true,
      })
      const user = serializedUserSchema.parse(await (await c.api('/api/user', session)).json())
      expect(user.onboardingCompleted).toBe(true)
    })

    it('refuses a phone it cannot read with the Czech 400, and a visitor with 401', async () => {
      const session = await newUser()
      const bad = await c.api('/api/onboarding/personal', session, {
        method: 'PUT',
        body: JSON.stringify({ ...personal, phone: '12' }),
      })
      expect(bad.status).toBe(400)
      expect(apiErrorSchema.parse(await bad.json())).toMatchObject({
        code: 'validation_failed',
        message: 'Zadejte telefon ve formátu +420 777 123 456.',
      })
      const visitor = await c.api('/api/onboarding/personal', null, {
        method: 'PUT',
        body: JSON.stringify(personal),
      })
      expect(visitor.status).toBe(401)
    })
  })

  describe('public forms (/spotter, /contact)', () => {
    it('stores a spotter tip and a contact message from a visitor (201 with the id)', async () => {
      const tip = await c.api('/api/spotter-tips', null, {
        method: 'POST',
        body: JSON.stringify({
          name: 'Jan Tipař',
          email: 'tipar@example.cz',
          phone: '',
          location: 'Zlín',
          description: 'Majitel činžovního domu ve Zlíně zvažuje prodej mimo realitní kanceláře.',
        }),
      })
      expect(tip.status).toBe(201)
      createdResponseSchema.parse(await tip.json())
      const message = await c.api('/api/contact-messages', null, {
        method: 'POST',
        body: JSON.stringify({
          name: 'Eva',
          email: 'eva@example.cz',
          phone: '',
          message: 'Dobrý den, mám dotaz.',
        }),
      })
      expect(message.status).toBe(201)
      createdResponseSchema.parse(await message.json())
    })

    it('refuses invalid input with the Czech 400 of the first problem', async () => {
      const tip = await c.api('/api/spotter-tips', null, {
        method: 'POST',
        body: JSON.stringify({ name: 'Jan', email: 'tipar@example.cz', description: 'Krátce.' }),
      })
      expect(tip.status).toBe(400)
      expect(apiErrorSchema.parse(await tip.json())).toMatchObject({
        code: 'validation_failed',
        message: 'Popište prosím příležitost alespoň několika větami (nejméně 20 znaků).',
      })
      const message = await c.api('/api/contact-messages', null, {
        method: 'POST',
        body: JSON.stringify({ name: 'Eva', email: 'eva@example.cz', message: '' }),
      })
      expect(message.status).toBe(400)
      expect(apiErrorSchema.parse(await message.json()).message).toBe('Napište prosím zprávu.')
    })
  })

  describe('notepad (/api/notes)', () => {
    /** A published listing of overeny@demo.cz that uzivatel@demo.cz has not unlocked (both targets have some). */
    async function ownListingLockedForUser() {
      const owner = await c.signIn('overeny@demo.cz')
      const reader = await c.signIn('uzivatel@demo.cz')
      const mine = offerSummaryListResponseSchema.parse(
        await (await c.api('/api/my/offers?kind=LISTING&statuses=PUBLISHED&pageSize=50', owner)).json(),
      )
      for (const item of mine.items) {
        const seen = offerDetailSchema.parse(await (await c.api(`/api/offers/${item.id}`, reader)).json())
        if (!seen.unlocked) return { owner, reader, id: item.id }
      }
      throw new Error('no published listing of overeny@demo.cz locked for uzivatel@demo.cz')
    }

    it('keeps the owner’s note: empty at first, saved, read back', async () => {
      const { owner, id } = await ownListingLockedForUser()
      const empty = noteSchema.parse(
        await (await c.api(`/api/notes?kind=LISTING&targetId=${id}`, owner)).json(),
      )
      expect(empty).toMatchObject({ kind: 'LISTING', targetId: String(id), body: '' })
      const body = `Ověřit nájemní smlouvy ${Date.now()}`
      const saved = await c.api('/api/notes', owner, {
        method: 'PUT',
        body: JSON.stringify({ kind: 'LISTING', targetId: String(id), body }),
      })
      expect(saved.status).toBe(200)
      expect(noteSchema.parse(await saved.json())).toMatchObject({ body, targetId: String(id) })
      const read = noteSchema.parse(
        await (await c.api(`/api/notes?kind=LISTING&targetId=${id}`, owner)).json(),
      )
      expect(read.body).toBe(body)
      expect(read.updatedAt).not.toBeNull()
    })

    it('refuses a user who has not unlocked the listing (403), a too long note (400) and a visitor (401)', async () => {
      const { owner, reader, id } = await ownListingLockedForUser()
      const locked = await c.api(`/api/notes?kind=LISTING&targetId=${id}`, reader)
      expect(locked.status).toBe(403)
      expect(apiErrorSchema.parse(await locked.json())).toMatchObject({
        code: 'note_not_allowed',
        message: NOTE_NOT_ALLOWED_MESSAGE,
      })
      const long = await c.api('/api/notes', owner, {
        method: 'PUT',
        body: JSON.stringify({ kind: 'LISTING', targetId: String(id), body: 'x'.repeat(20_001) }),
      })
      expect(long.status).toBe(400)
      expect(apiErrorSchema.parse(await long.json())).toMatchObject({
        code: 'validation_failed',
        message: 'Poznámka je příliš dlouhá (nejvýše 20 000 znaků).',
      })
      expect((await c.api(`/api/notes?kind=LISTING&targetId=${id}`, null)).status).toBe(401)
    })
  })
})
