import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { serializedUserSchema } from '@rg/domain/profile'
import { onboardingStepResponseSchema } from '@rg/domain/watchdog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newEmail, registeredUser, ssrClient } from '../../../test/clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { insertUser } from '../../../test/users.ts'
import { createSession } from '../../auth/store.ts'
import { signAccessToken } from '../../auth/tokens.ts'
import { CSRF_HEADER } from '../../middlewares/csrf.ts'

const PERSONAL = {
  firstName: ' Jana ',
  lastName: 'Nováková',
  phone: '777 123 456',
  companyName: '',
  ico: '',
  city: 'Brno',
}
const WATCHDOG = {
  name: 'Byty v Brně',
  categories: ['REAL_ESTATE'],
  regions: ['CZ-64'],
  priceFrom: 1_000_000,
  priceTo: 5_000_000,
  keywords: ['byt'],
  frequency: 'DAILY',
}
const PREFERENCES = {
  amountFrom: 500_000,
  amountTo: 2_000_000,
  horizon: 'ONE_TO_FIVE_YEARS',
  risk: 'MEDIUM',
  categories: ['REAL_ESTATE'],
  regions: ['CZ-64'],
}

const STEPS = {
  personal: 'onboardingPersonal',
  watchdog: 'onboardingWatchdog',
  investment: 'onboardingInvestment',
} as const
type Step = keyof typeof STEPS

describe.each(backends)('onboarding API on $name', (backend) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  /** A user inserted straight into the database with a real session and a Bearer token (no CSRF needed). */
  async function user() {
    const claims = await insertUser(server.db, newEmail('onboarding'))
    const { sessionId } = await createSession(server.db, claims.sub, 'password')
    const { token } = await signAccessToken(server.key, { ...claims, session_id: sessionId }, 'test')
    const put = (path: Step, body: unknown) =>
      fetch(`${server.url}${endpointUrl(STEPS[path])}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    const me = async () =>
      serializedUserSchema.parse(
        await (
          await fetch(`${server.url}${endpointUrl('getUser')}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json(),
      )
    return { id: claims.sub, put, me }
  }

  it('walks the three steps: profile saved, watchdog and preferences stored, onboarding finished', async () => {
    const u = await user()
    const personal = await u.put('personal', PERSONAL)
    expect(personal.status).toBe(200)
    expect(onboardingStepResponseSchema.parse(await personal.json())).toEqual({
      next: '/onboarding/watchdog',
      onboardingCompleted: false,
    })
    const { rows: profile } = await server.db.query(
      'select first_name, last_name, phone, company_name, ico, city from public.profiles where id = $1',
      [u.id],
    )
    expect(profile[0]).toEqual({
      first_name: 'Jana',
      last_name: 'Nováková',
      phone: '+420777123456',
      company_name: null,
      ico: null,
      city: 'Brno',
    })
    expect(await u.me()).toMatchObject({
      firstName: 'Jana',
      lastName: 'Nováková',
      onboardingCompleted: false,
    })

    const watchdog = await u.put('watchdog', { watchdog: WATCHDOG })
    expect(watchdog.status).toBe(200)
    expect(onboardingStepResponseSchema.parse(await watchdog.json())).toEqual({
      next: '/onboarding/investment',
      onboardingCompleted: false,
    })
    // the same step sent again (back button) saves the search once
    expect((await u.put('watchdog', { watchdog: WATCHDOG })).status).toBe(200)
    const { rows: watchdogs } = await server.db.query(
      'select name, kind, categories, regions, price_from, price_to, keywords, frequency from public.watchdogs where user_id = $1',
      [u.id],
    )
    expect(watchdogs).toEqual([
      {
        name: 'Byty v Brně',
        kind: 'LISTING',
        categories: ['REAL_ESTATE'],
        regions: ['CZ-64'],
        price_from: expect.anything(),
        price_to: expect.anything(),
        keywords: ['byt'],
        frequency: 'DAILY',
      },
    ])
    expect(Number(watchdogs[0]?.price_from)).toBe(1_000_000)
    expect(Number(watchdogs[0]?.price_to)).toBe(5_000_000)

    const investment = await u.put('investment', { preferences: PREFERENCES })
    expect(investment.status).toBe(200)
    expect(onboardingStepResponseSchema.parse(await investment.json())).toEqual({
      next: '/portal',
      onboardingCompleted: true,
    })
    const { rows: prefs } = await server.db.query(
      'select amount_from, amount_to, horizon, risk, categories, regions from public.investment_preferences where user_id = $1',
      [u.id],
    )
    expect(prefs).toHaveLength(1)
    expect(prefs[0]).toMatchObject({
      horizon: 'ONE_TO_FIVE_YEARS',
      risk: 'MEDIUM',
      categories: ['REAL_ESTATE'],
    })
    expect(Number(prefs[0]?.amount_to)).toBe(2_000_000)
    expect((await u.me()).onboardingCompleted).toBe(true)

    // preferences sent again replace the stored ones; onboarding stays finished
    await u.put('investment', { preferences: { ...PREFERENCES, risk: 'HIGH' } })
    const { rows: again } = await server.db.query(
      'select risk from public.investment_preferences where user_id = $1',
      [u.id],
    )
    expect(again).toEqual([{ risk: 'HIGH' }])
    const personalAgain = await u.put('personal', PERSONAL)
    expect(onboardingStepResponseSchema.parse(await personalAgain.json()).onboardingCompleted).toBe(true)
  })

  it('skips the watchdog and investment steps with null: nothing stored, onboarding still finished', async () => {
    const u = await user()
    expect((await u.put('personal', PERSONAL)).status).toBe(200)
    const watchdog = await u.put('watchdog', { watchdog: null })
    expect(await watchdog.json()).toEqual({ next: '/onboarding/investment', onboardingCompleted: false })
    const investment = await u.put('investment', { preferences: null })
    expect(await investment.json()).toEqual({ next: '/portal', onboardingCompleted: true })
    const counts = await server.db.query<{ w: number; p: number }>(
      `select (select count(*)::int from public.watchdogs where user_id = $1) as w,
              (select count(*)::int from public.investment_preferences where user_id = $1) as p`,
      [u.id],
    )
    expect(counts.rows[0]).toEqual({ w: 0, p: 0 })
    expect((await u.me()).onboardingCompleted).toBe(true)
  })

  it('refuses invalid steps with a Czech 400 naming the fields, and stores nothing', async () => {
    const u = await user()
    const cases: Array<[Step, unknown, string, string]> = [
      ['personal', { ...PERSONAL, phone: '123' }, 'phone', 'Zadejte telefon ve formátu +420 777 123 456.'],
      ['personal', { ...PERSONAL, firstName: '  ' }, 'firstName', 'Vyplňte jméno.'],
      [
        'personal',
        { ...PERSONAL, ico: '12345678' },
        'ico',
        'IČO musí mít 8 číslic a platný kontrolní součet.',
      ],
      [
        'watchdog',
        { watchdog: { ...WATCHDOG, priceFrom: 9_000_000 } },
        'watchdog.priceTo',
        'Cena od nesmí být vyšší než cena do.',
      ],
      [
        'investment',
        { preferences: { ...PREFERENCES, amountFrom: 5_000_000 } },
        'preferences.amountTo',
        'Částka od nesmí být vyšší než částka do.',
      ],
    ]
    for (const [step, body, path, message] of cases) {
      const res = await u.put(step, body)
      expect(res.status, `${step} ${path}`).toBe(400)
      const error = apiErrorSchema.parse(await res.json())
      expect(error.code).toBe('validation_failed')
      expect(error.issues).toContainEqual({ path, message })
    }
    // a missing body and broken JSON are Czech too
    const missing = apiErrorSchema.parse(await (await u.put('watchdog', '')).json())
    expect(missing.code).toBe('validation_failed')
    expect(missing.message).toMatch(/^Tělo požadavku/)
    const broken = await u.put('investment', '{')
    expect(broken.status).toBe(400)
    expect(apiErrorSchema.parse(await broken.json()).code).toBe('bad_json')

    const { rows } = await server.db.query<{
      first_name: string | null
      onboarding_completed_at: Date | null
    }>('select first_name, onboarding_completed_at from public.profiles where id = $1', [u.id])
    expect(rows[0]).toEqual({ first_name: null, onboarding_completed_at: null })
  })

  it('answers 401 to a visitor on every step', async () => {
    for (const step of ['personal', 'watchdog', 'investment'] as const) {
      const res = await fetch(`${server.url}${endpointUrl(STEPS[step])}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ watchdog: null, preferences: null }),
      })
      expect(res.status).toBe(401)
      expect(apiErrorSchema.parse(await res.json())).toEqual({
        code: 'unauthorized',
        message: 'Nejste přihlášeni.',
      })
    }
  })

  it('works from the browser session cookie with the CSRF header, and refuses it without', async () => {
    const { email, password } = await registeredUser(server)
    const ssr = ssrClient(server)
    const { error } = await ssr.supabase.auth.signInWithPassword({ email, password })
    if (error) throw error
    const put = (path: Step, body: unknown, headers: Record<string, string>) =>
      fetch(`${server.url}${endpointUrl(STEPS[path])}`, {
        method: 'PUT',
        headers: { cookie: ssr.cookieHeader(), 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const refused = await put('investment', { preferences: null }, { origin: 'https://evil.example' })
    expect(refused.status).toBe(403)
    const ok = await put('investment', { preferences: null }, { [CSRF_HEADER]: '1' })
    expect(ok.status).toBe(200)
    const user = serializedUserSchema.parse(
      await (
        await fetch(`${server.url}${endpointUrl('getUser')}`, { headers: { cookie: ssr.cookieHeader() } })
      ).json(),
    )
    expect(user.onboardingCompleted).toBe(true)
  })
})
