import { endpointUrl, UNKNOWN_ENDPOINT_ERROR } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { serializedUserSchema } from '@rg/domain/profile'
import { onboardingStepResponseSchema } from '@rg/domain/watchdog'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockApi, failing, offline, offlineExcept, SCENARIOS, type ScenarioName } from './scenarios.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const BASE = 'http://localhost:3999'
const use = (name: ScenarioName) => {
  const api = createMockApi(name)
  server.use(...api.list())
  return api
}
const put = (path: string, body: unknown) =>
  fetch(`${BASE}${path}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('scenarios', () => {
  it.each([
    ['visitor', 401, null],
    ['user', 200, 'USER'],
    ['verified', 200, 'VERIFIED'],
    ['admin', 200, 'SUPER_ADMIN'],
    ['onboarding', 200, 'USER'],
    ['empty', 200, 'USER'],
  ] as const)('%s: getUser answers %i', async (name, status, role) => {
    use(name)
    const res = await fetch(`${BASE}${endpointUrl('getUser')}`)
    expect(res.status).toBe(status)
    if (role) expect(serializedUserSchema.parse(await res.json()).role).toBe(role)
    else apiErrorSchema.parse(await res.json())
  })

  it('empty: a user without any data', async () => {
    use('empty')
    const user = serializedUserSchema.parse(await (await fetch(`${BASE}${endpointUrl('getUser')}`)).json())
    expect(user.creditTransactions).toEqual([])
    expect(user.creditSubscriptions).toEqual([])
  })

  it('server-error: every /api and /auth/v1 call answers 500 in its wire format', async () => {
    use('server-error')
    const api = await fetch(`${BASE}${endpointUrl('getUser')}`)
    expect(api.status).toBe(500)
    apiErrorSchema.parse(await api.json())
    const auth = await fetch(`${BASE}/auth/v1/token?grant_type=password`, { method: 'POST', body: '{}' })
    expect(auth.status).toBe(500)
    expect(await auth.json()).toMatchObject({ code: 'unexpected_failure' })
  })

  it('slow: answers arrive, later', async () => {
    use('slow')
    const started = Date.now()
    expect((await fetch(`${BASE}${endpointUrl('getUser')}`)).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
  })

  it('each scenario has its own store', () => {
    const a = createMockApi('user')
    const b = createMockApi('user')
    a.store.accounts[0]!.user.firstName = 'Změněno'
    expect(b.store.accounts[0]!.user.firstName).not.toBe('Změněno')
    expect(SCENARIOS).toHaveLength(8)
  })
})

describe('overrides by entry name', () => {
  it('failing answers the contract error body; offline never reaches a server', async () => {
    use('user')
    server.use(failing('getUser', 503, 'Služba je dočasně nedostupná.'), offline('listOffers'))
    const res = await fetch(`${BASE}${endpointUrl('getUser')}`)
    expect(res.status).toBe(503)
    expect(apiErrorSchema.parse(await res.json())).toEqual({
      code: 'internal',
      message: 'Služba je dočasně nedostupná.',
    })
    await expect(fetch(`${BASE}${endpointUrl('listOffers')}`)).rejects.toThrow()
  })

  it('offlineExcept lets the named entries through and drops every other /api call', async () => {
    use('user')
    server.use(offlineExcept('getUser'))
    expect((await fetch(`${BASE}${endpointUrl('getUser')}`)).status).toBe(200)
    await expect(fetch(`${BASE}${endpointUrl('listOffers')}`)).rejects.toThrow()
    await expect(fetch(`${BASE}${endpointUrl('getContact', { params: { id: 'c1' } })}`)).rejects.toThrow()
  })

  it('answers a path no entry declares like the server: 404 with the unknown-endpoint body', async () => {
    use('admin')
    const res = await fetch(`${BASE}${endpointUrl('getUser')}/neexistuje`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual(UNKNOWN_ENDPOINT_ERROR)
  })
})

describe('onboarding (mock only until the server implements it)', () => {
  it('walks personal → watchdog (skipped) → investment, which finishes onboarding', async () => {
    const api = use('onboarding')
    const personal = await put(endpointUrl('onboardingPersonal'), {
      firstName: 'Nikola',
      lastName: 'Nová',
      phone: '+420 603 123 456',
      city: 'Olomouc',
    })
    expect(onboardingStepResponseSchema.parse(await personal.json()).next).toBe('/onboarding/watchdog')
    const watchdog = await put(endpointUrl('onboardingWatchdog'), { watchdog: null })
    expect(onboardingStepResponseSchema.parse(await watchdog.json()).next).toBe('/onboarding/investment')
    const investment = await put(endpointUrl('onboardingInvestment'), { preferences: null })
    expect(onboardingStepResponseSchema.parse(await investment.json())).toEqual({
      next: '/portal',
      onboardingCompleted: true,
    })
    const user = serializedUserSchema.parse(await (await fetch(`${BASE}${endpointUrl('getUser')}`)).json())
    expect(user).toMatchObject({ firstName: 'Nikola', onboardingCompleted: true })
    expect(api.store.onboarding[user.id]).toHaveProperty('personal')
  })

  it('refuses invalid personal details with the Czech message of the domain contract', async () => {
    use('onboarding')
    const res = await put(endpointUrl('onboardingPersonal'), {
      firstName: '',
      lastName: 'Nová',
      phone: '1',
      city: 'X',
    })
    expect(res.status).toBe(400)
    const body = apiErrorSchema.parse(await res.json())
    expect(body.code).toBe('validation_failed')
    expect(body.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['firstName', 'phone']))
  })
})
