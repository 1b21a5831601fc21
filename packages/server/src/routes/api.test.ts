import { API_PREFIX, endpointUrl } from '@rg/domain/contract'
import { creditBalance, WELCOME_BONUS } from '@rg/domain/credits'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  cookieDecisionResponseSchema,
  initialCreditsResponseSchema,
  serializedUserSchema,
} from '@rg/domain/profile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredUser, ssrClient } from '../../test/clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { DEMO_CONTACT, DEMO_OPERATOR } from '../env.ts'
import { CSRF_HEADER } from '../middlewares/csrf.ts'

describe.each(backends)('product API on $name', (backend) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  /** A signed-in browser: the session lives in @supabase/ssr cookies exactly as the app's client writes them. */
  async function browser() {
    const { email, password } = await registeredUser(server)
    const ssr = ssrClient(server)
    const { error } = await ssr.supabase.auth.signInWithPassword({ email, password })
    if (error) throw error
    const api = (pathname: string, init: RequestInit = {}) =>
      fetch(`${server.url}${pathname}`, {
        ...init,
        headers: { cookie: ssr.cookieHeader(), origin: server.url, ...init.headers },
      })
    return { email, ssr, api }
  }

  it('getUser reads the session from @supabase/ssr cookies (chunked) or a Bearer token', async () => {
    const { email, ssr, api } = await browser()
    expect([...ssr.jar.keys()].some((k) => /^sb-localhost-auth-token(\.0)?$/.test(k))).toBe(true)
    const res = await api(endpointUrl('getUser'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const user = serializedUserSchema.parse(await res.json())
    expect(user).toMatchObject({ email, role: 'USER', onboardingCompleted: false, creditTransactions: [] })

    const token = (await ssr.supabase.auth.getSession()).data.session?.access_token
    const bearer = await fetch(`${server.url}${endpointUrl('getUser')}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(serializedUserSchema.parse(await bearer.json()).id).toBe(user.id)

    // the session cookie split into chunks, as @supabase/ssr does above 3180 characters
    const [name, value] = [...ssr.jar].find(([k]) => k.startsWith('sb-localhost-auth-token')) as [
      string,
      string,
    ]
    const whole = name.endsWith('.0')
      ? [...ssr.jar]
          .filter(([k]) => k.startsWith('sb-localhost-auth-token.'))
          .map(([, v]) => v)
          .join('')
      : value
    const chunks = [whole.slice(0, 1000), whole.slice(1000, 2000), whole.slice(2000)]
    const chunked = await fetch(`${server.url}${endpointUrl('getUser')}`, {
      headers: {
        cookie: chunks.map((v, i) => `sb-localhost-auth-token.${i}=${encodeURIComponent(v)}`).join('; '),
      },
    })
    expect(chunked.status).toBe(200)

    await ssr.supabase.auth.signOut()
    const after = await fetch(`${server.url}${endpointUrl('getUser')}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(after.status).toBe(401)
  })

  it('getUser without or with a broken session answers 401 with a Czech message', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { cookie: 'sb-localhost-auth-token=base64-e30' },
      { authorization: 'Bearer x.y.z' },
    ]
    for (const headers of attempts) {
      const res = await fetch(`${server.url}${endpointUrl('getUser')}`, { headers })
      expect(res.status).toBe(401)
      expect(apiErrorSchema.parse(await res.json())).toEqual({
        code: 'unauthorized',
        message: 'Nejste přihlášeni.',
      })
    }
  })

  it('grants the welcome bonus once: refetch, then noop, also when asked concurrently', async () => {
    const { api } = await browser()
    const answers = await Promise.all(
      [1, 2, 3].map(async () =>
        initialCreditsResponseSchema.parse(
          await (await api(endpointUrl('initialCredits'), { method: 'POST' })).json(),
        ),
      ),
    )
    expect(answers.sort()).toEqual(['noop', 'noop', 'refetch'])
    const user = serializedUserSchema.parse(await (await api(endpointUrl('getUser'))).json())
    expect(creditBalance(user.creditTransactions)).toBe(WELCOME_BONUS)
    expect(user.creditTransactions[0]?.reason).toBe('WELCOME_BONUS')
    const anon = await fetch(`${server.url}${endpointUrl('initialCredits')}`, { method: 'POST' })
    expect(anon.status).toBe(401)
  })

  it('records tour steps viewed, once each, and refuses bad bodies with a Czech 400, never a 500', async () => {
    const { api } = await browser()
    const post = (body: string) =>
      api(endpointUrl('productGuideViewed'), {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      })
    expect(await (await post('{"ids":["portal-welcome","portal-credits"]}')).json()).toEqual({ ok: true })
    await post('{"ids":["portal-credits","portal-profile"]}')
    const user = serializedUserSchema.parse(await (await api(endpointUrl('getUser'))).json())
    expect(user.productGuideTooltipsViewed).toEqual(['portal-welcome', 'portal-credits', 'portal-profile'])

    const cases: [string, string][] = [
      ['{"ids":[]}', 'Chybí identifikátory kroků.'],
      ['{"ids":[""]}', 'Identifikátor kroku nesmí být prázdný.'],
      ['{"ids":"x"}', 'Pole „ids“ chybí nebo má nesprávný typ.'],
      ['', 'Tělo požadavku chybí nebo má nesprávný typ.'],
      ['{broken', 'Tělo požadavku není platný JSON.'],
    ]
    for (const [body, message] of cases) {
      const res = await post(body)
      expect(res.status).toBe(400)
      const error = apiErrorSchema.parse(await res.json())
      expect(error.message).toBe(message)
    }
  })

  it('records cookie decisions with their time, for visitors and signed-in users', async () => {
    const visitor = await fetch(`${server.url}${endpointUrl('cookieReject')}`, { method: 'POST' })
    const decision = cookieDecisionResponseSchema.parse(await visitor.json())
    expect(decision.consent).toBe('REJECTED')
    const { api, email } = await browser()
    const accepted = cookieDecisionResponseSchema.parse(
      await (await api(endpointUrl('cookieAccept'), { method: 'POST' })).json(),
    )
    expect(accepted.consent).toBe('APPROVED')
    const { rows } = await server.db.query<{ consent: string }>(
      'select c.consent from public.cookie_consents c join public.profiles p on p.id = c.user_id where p.email = $1',
      [email],
    )
    expect(rows).toEqual([{ consent: 'APPROVED' }])
  })

  it('CSRF: a cookie-authenticated state change needs our Origin or the X-CSRF-Protection header', async () => {
    const { ssr } = await browser()
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}${endpointUrl('initialCredits')}`, {
        method: 'POST',
        headers: { cookie: ssr.cookieHeader(), ...headers },
      })
    const bare = await post({})
    expect(bare.status).toBe(403)
    expect(apiErrorSchema.parse(await bare.json()).code).toBe('csrf_failed')
    expect((await post({ origin: 'https://evil.example.com', [CSRF_HEADER]: '1' })).status).toBe(403)
    expect((await post({ [CSRF_HEADER]: '1' })).status).toBe(200)
    expect((await post({ origin: server.url })).status).toBe(200)
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    // GET is never blocked
    expect(
      (await fetch(`${server.url}${endpointUrl('getUser')}`, { headers: { cookie: ssr.cookieHeader() } }))
        .status,
    ).toBe(200)
  })

  it('answers unknown API paths with a Czech 404 and sends the security headers everywhere', async () => {
    const res = await fetch(`${server.url}${API_PREFIX}/neexistuje`)
    expect(res.status).toBe(404)
    expect(apiErrorSchema.parse(await res.json()).message).toBe('Tato adresa API neexistuje.')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/)
    const traced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'proxy-123' } })
    expect(traced.headers.get('x-request-id')).toBe('proxy-123')
  })

  it('serves pages with the runtime config as a JSON block and a CSP that hashes the inline scripts', async () => {
    const res = await fetch(`${server.url}/`)
    const html = await res.text()
    const config = JSON.parse(
      html.match(/<script type="application\/json" id="app-config">(.*?)<\/script>/)?.[1] ?? '',
    )
    expect(config).toMatchObject({
      baseUrl: server.url,
      supabaseUrl: server.url,
      siteEmail: DEMO_CONTACT.email,
      sitePhone: DEMO_CONTACT.phone,
    })
    // the operator from configuration (here the fictitious demo operator), for the legal texts and the footer
    expect(config.operator).toEqual({
      name: DEMO_OPERATOR.name,
      ico: DEMO_OPERATOR.ico,
      dic: DEMO_OPERATOR.dic,
      address: DEMO_OPERATOR.address,
      register: DEMO_OPERATOR.register,
    })
    expect(config.supabaseAnonKey).toMatch(/^ey/)
    const csp = res.headers.get('content-security-policy') as string
    expect(csp).not.toContain("unsafe-inline' 'sha") // scripts: hashes only
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/)
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")

    const spa = await fetch(`${server.url}/portal/listings/12`)
    expect(await spa.text()).toContain('spa')
    expect((await fetch(`${server.url}/%E0%A4%A`)).status).toBe(400)
    const slash = await fetch(`${server.url}/portal/`, { redirect: 'manual' })
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/portal')
  })

  it('keeps mail in the outbox: GET /dev/outbox newest first, /dev/outbox.html for people', async () => {
    const { email } = await registeredUser(server)
    const mails = await server.outbox()
    expect(mails[0]).toMatchObject({ to: email, subject: 'Potvrďte svou registraci' })
    expect(Object.keys(mails[0] ?? {}).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to'])
    const times = mails.map((m) => m.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const page = await fetch(`${server.url}/dev/outbox.html`)
    expect(await page.text()).toContain(email)
  })
})

describe('outbox visibility', () => {
  it('does not exist in production', async () => {
    const backend = backends[0]
    if (!backend) throw new Error('no backend')
    const server = await startTestServer(backend, { env: { production: true } })
    try {
      expect((await fetch(`${server.url}/dev/outbox`)).headers.get('content-type')).not.toContain('json')
      expect(
        (await fetch(`${server.url}${endpointUrl('getUser')}`)).headers.get('strict-transport-security'),
      ).toContain('max-age')
    } finally {
      await server.close()
    }
  })
})
