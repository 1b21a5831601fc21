import { delay, HttpResponse, http, type RequestHandler } from 'msw'
import { adminUser, demoUser, MOCK_PASSWORD, newUser, verifiedUser } from './fixtures/user.ts'
import { authHandlers, gotrueError } from './handlers/auth.ts'
import { cookieHandlers } from './handlers/cookie.ts'
import { devHandlers } from './handlers/dev.ts'
import { notepadHandlers } from './handlers/notepad.ts'
import { offerHandlers } from './handlers/offers.ts'
import { onboardingHandlers } from './handlers/onboarding.ts'
import { publicFormHandlers } from './handlers/public-forms.ts'
import { apiError } from './handlers/respond.ts'
import { userHandlers } from './handlers/user.ts'
import { createMockStore, type MockStore } from './store.ts'

export const SCENARIOS = [
  'visitor',
  'user',
  'verified',
  'admin',
  'onboarding',
  'empty',
  'server-error',
  'slow',
] as const
export type ScenarioName = (typeof SCENARIOS)[number]

export const SCENARIO_LABELS: Record<ScenarioName, string> = {
  visitor: 'Nepřihlášený návštěvník',
  user: 'Přihlášený uživatel (USER)',
  verified: 'Ověřený uživatel (VERIFIED)',
  admin: 'Administrátor (SUPER_ADMIN)',
  onboarding: 'Nový uživatel před dokončením onboardingu',
  empty: 'Přihlášený uživatel bez dat',
  'server-error': 'Server odpovídá chybou 500',
  slow: 'Pomalá síť (každá odpověď 1,5 s)',
}

export function isScenarioName(name: string | null | undefined): name is ScenarioName {
  return (SCENARIOS as readonly string[]).includes(name ?? '')
}

/** Every handler of the mock API over one store, grouped by resource (a story overrides one by name). */
export function createHandlers(store: MockStore) {
  return {
    user: userHandlers(store),
    cookie: cookieHandlers(store),
    onboarding: onboardingHandlers(store),
    offers: offerHandlers(store),
    notepad: notepadHandlers(store),
    publicForms: publicFormHandlers(store),
    auth: authHandlers(store),
    dev: devHandlers(store),
  }
}
export type MockHandlers = ReturnType<typeof createHandlers>

function storeFor(name: ScenarioName): MockStore {
  switch (name) {
    case 'visitor':
      return createMockStore()
    case 'user':
    case 'server-error':
    case 'slow':
      return createMockStore({ signedInUserId: demoUser.id })
    case 'verified':
      return createMockStore({ signedInUserId: verifiedUser.id })
    case 'admin':
      return createMockStore({ signedInUserId: adminUser.id })
    case 'onboarding':
      return createMockStore({ signedInUserId: newUser.id })
    case 'empty':
      return createMockStore({
        signedInUserId: newUser.id,
        accounts: [
          {
            user: { ...structuredClone(newUser), onboardingCompleted: true },
            password: MOCK_PASSWORD,
            confirmed: true,
          },
        ],
      })
  }
}

/** Answers every /api and /auth/v1 call with a 500 in the right wire format. */
export function serverErrorHandlers(): RequestHandler[] {
  return [
    http.all('*/api/*', () => apiError(500, 'internal', 'Na serveru došlo k chybě.')),
    http.all('*/auth/v1/*', () => gotrueError(500, 'unexpected_failure', 'Unexpected failure')),
  ]
}

/** Delays every /api and /auth/v1 call, then lets the next handler answer (a resolver without a response). */
export function slowNetworkHandlers(ms = 1500): RequestHandler[] {
  return [
    http.all('*/api/*', async () => {
      await delay(ms)
    }),
    http.all('*/auth/v1/*', async () => {
      await delay(ms)
    }),
  ]
}

export interface MockApi {
  store: MockStore
  handlers: MockHandlers
  /** Everything to pass to `setupServer`, `setupWorker` or `msw.use`, scenario wrappers first. */
  list: () => RequestHandler[]
}

/** A fresh mock API for one scenario: its own store, so stories and tests never share state. */
export function createMockApi(name: ScenarioName = 'user', store: MockStore = storeFor(name)): MockApi {
  const handlers = createHandlers(store)
  const prefix =
    name === 'server-error' ? serverErrorHandlers() : name === 'slow' ? slowNetworkHandlers() : []
  return {
    store,
    handlers,
    list: () => [...prefix, ...Object.values(handlers).flatMap((group) => Object.values(group))],
  }
}

/** Shorthand for stories: `msw.use(...scenario('verified'))`. */
export function scenario(name: ScenarioName): RequestHandler[] {
  return createMockApi(name).list()
}

/** One endpoint failing with a status (and the contract's error body), to override a single handler. */
export function failing(
  method: 'get' | 'post' | 'put',
  path: string,
  status = 500,
  message = 'Chyba serveru.',
) {
  return http[method](path, () => apiError(status, status === 401 ? 'unauthorized' : 'internal', message))
}

/** One endpoint whose fetch never reaches a server (the client sees a network error). */
export function offline(method: 'get' | 'post' | 'put', path: string) {
  return http[method](path, () => HttpResponse.error())
}
