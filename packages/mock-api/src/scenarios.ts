import { API, type EndpointName } from '@rg/domain/contract'
import { delay, HttpResponse, http, type RequestHandler } from 'msw'
import { adminUser, demoUser, MOCK_PASSWORD, newUser, verifiedUser } from './fixtures/user.ts'
import { adminOfferHandlers } from './handlers/admin-offers.ts'
import { adminUserHandlers } from './handlers/admin-users.ts'
import { authHandlers, gotrueError } from './handlers/auth.ts'
import { contactHandlers } from './handlers/contacts.ts'
import { cookieHandlers } from './handlers/cookie.ts'
import { dealRoomHandlers } from './handlers/deal-room.ts'
import { deskHandlers } from './handlers/desk.ts'
import { devHandlers } from './handlers/dev.ts'
import { discoveryHandlers } from './handlers/discovery.ts'
import { documentHandlers } from './handlers/documents.ts'
import { messagesAndAccessHandlers } from './handlers/messages-and-access.ts'
import { API_ROOT, onEndpoint, unknownEndpointHandlers } from './handlers/mock-route.ts'
import { myOfferHandlers } from './handlers/my-offers.ts'
import { notepadHandlers } from './handlers/notepad.ts'
import { notificationHandlers } from './handlers/notifications.ts'
import { offerHandlers } from './handlers/offers.ts'
import { onboardingHandlers } from './handlers/onboarding.ts'
import { orderHandlers } from './handlers/orders.ts'
import { profileHandlers } from './handlers/profile.ts'
import { publicFormHandlers } from './handlers/public-forms.ts'
import { apiError } from './handlers/respond.ts'
import { reviewHandlers } from './handlers/reviews.ts'
import { userHandlers } from './handlers/user.ts'
import { watchdogHandlers } from './handlers/watchdogs.ts'
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

/**
 * Every handler of the mock API over one store, grouped by resource (a story overrides one by name). Every /api
 * handler is a `mockRoute` of its `API` entry; the last group answers any other /api path as the server does.
 */
export function createHandlers(store: MockStore) {
  return {
    user: userHandlers(store),
    cookie: cookieHandlers(store),
    onboarding: onboardingHandlers(store),
    offers: offerHandlers(store),
    reviews: reviewHandlers(store),
    myOffers: myOfferHandlers(store),
    adminOffers: adminOfferHandlers(store),
    notepad: notepadHandlers(store),
    watchdogs: watchdogHandlers(store),
    discovery: discoveryHandlers(store),
    notifications: notificationHandlers(store),
    contacts: contactHandlers(store),
    publicForms: publicFormHandlers(store),
    orders: orderHandlers(store),
    auth: authHandlers(store),
    dev: devHandlers(store),
    profile: profileHandlers(store),
    adminUsers: adminUserHandlers(store),
    desk: deskHandlers(store),
    documents: documentHandlers(store),
    dealRoom: dealRoomHandlers(store),
    messagesAndAccess: messagesAndAccessHandlers(store),
    unknown: unknownEndpointHandlers(),
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
    http.all(`*${API_ROOT}/*`, () => apiError(500, 'internal', 'Na serveru došlo k chybě.')),
    http.all('*/auth/v1/*', () => gotrueError(500, 'unexpected_failure', 'Unexpected failure')),
  ]
}

/** Delays every /api and /auth/v1 call, then lets the next handler answer (a resolver without a response). */
export function slowNetworkHandlers(ms = 1500): RequestHandler[] {
  return [
    http.all(`*${API_ROOT}/*`, async () => {
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

type Method = 'get' | 'post' | 'put'

/**
 * One endpoint failing with a status and the contract's error body, to override a single handler:
 * `failing('createOffer', 400, 'Zkontrolujte…')`, or by method and MSW path for what is not an `API` entry.
 */
export function failing(name: EndpointName, status?: number, message?: string, code?: string): RequestHandler
export function failing(method: Method, path: string, status?: number, message?: string): RequestHandler
export function failing(
  nameOrMethod: EndpointName | Method,
  ...rest: [(number | string)?, (number | string)?, string?, string?]
): RequestHandler {
  const [status = 500, message = 'Chyba serveru.', code] = (
    isMethod(nameOrMethod) ? rest.slice(1) : rest
  ) as [number?, string?, string?]
  const fallback = status === 401 ? 'unauthorized' : status === 400 ? 'validation_failed' : 'internal'
  const answer = () => apiError(status, code ?? fallback, message)
  return isMethod(nameOrMethod)
    ? http[nameOrMethod](String(rest[0]), answer)
    : onEndpoint(nameOrMethod, answer)
}

/** One endpoint whose fetch never reaches a server (the client sees a network error). */
export function offline(name: EndpointName): RequestHandler
export function offline(method: Method, path: string): RequestHandler
export function offline(nameOrMethod: EndpointName | Method, path?: string) {
  const answer = () => HttpResponse.error()
  return isMethod(nameOrMethod)
    ? http[nameOrMethod](path as string, answer)
    : onEndpoint(nameOrMethod, answer)
}

/**
 * The connection drops for every /api call except the named ones, which the next handler answers (a resolver
 * without a response): a route story lets its guard's calls through and shows what the page does offline.
 */
export function offlineExcept(...names: EndpointName[]): RequestHandler {
  return http.all(`*${API_ROOT}/*`, ({ request }) => {
    const path = new URL(request.url).pathname
    const answered = names.some(
      (name) => API[name].method === request.method && matchesPath(API[name].path, path),
    )
    return answered ? undefined : HttpResponse.error()
  })
}

/** Whether a contract path ('/x/:id') matches a request path segment by segment. */
function matchesPath(pattern: string, path: string): boolean {
  const want = pattern.split('/')
  const have = path.split('/')
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i])
}

const isMethod = (value: string): value is Method => value === 'get' || value === 'post' || value === 'put'
