import type { RouteConfigEntry } from '@react-router/dev/routes'
import { createMockApi, type MockStore, type ScenarioName } from '@rg/mock-api'
import { clearBrowserSession } from '@rg/mock-api/browser'
import { LinkProvider } from '@rg/ui'
import type { StoryObj } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { createRoutesStub, Outlet, useRouteError } from 'react-router'
import { expect, waitFor, within } from 'storybook/test'
import { ErrorScreen } from '../error-screen.tsx'
import { NavigationProgress } from '../navigation.tsx'
import { queryClient, resetQueryClient } from '../query-client.ts'
import { renderRouterLink } from '../root.tsx'
import routeConfig from '../routes.ts'
import { ToastOutlet } from '../toast.tsx'
import { TOURS } from '../tours/tours.ts'

type StubRoutes = Parameters<typeof createRoutesStub>[0]
type StubRoute = StubRoutes[number]

/** What a route module exports that a story router uses (as React Router's build reads it). */
interface RouteModule {
  default?: ComponentType
  clientLoader?: StubRoute['loader']
  HydrateFallback?: ComponentType
  ErrorBoundary?: ComponentType
}

// Every route module of routes.ts, by its file name there ('routes/portal/listing.tsx').
const MODULES = Object.fromEntries(
  Object.entries(
    import.meta.glob<RouteModule>(['./**/*.tsx', '!./**/*.stories.tsx', '!./story-router.tsx'], {
      eager: true,
    }),
  ).map(([file, module]) => [`routes/${file.slice(2)}`, module]),
)

/** One entry of routes.ts as a route of the stub: the module's component, client loader, fallback and error page. */
function stubRoute(entry: RouteConfigEntry): StubRoute {
  const module = MODULES[entry.file]
  if (!module) throw new Error(`story-router: no route module ${entry.file}`)
  const route = {
    id: entry.id ?? entry.file.replace(/\.tsx?$/, ''),
    path: entry.path,
    Component: module.default,
    loader: module.clientLoader,
    HydrateFallback: module.HydrateFallback,
    ErrorBoundary: module.ErrorBoundary,
  }
  return entry.index
    ? { ...route, index: true }
    : { ...route, children: entry.children?.map(stubRoute) as StubRoute['children'] }
}

function StoryRoot() {
  return (
    <QueryClientProvider client={queryClient()}>
      <LinkProvider renderLink={renderRouterLink}>
        <NavigationProgress />
        <Outlet />
        <ToastOutlet />
      </LinkProvider>
    </QueryClientProvider>
  )
}

function StoryError() {
  return (
    <QueryClientProvider client={queryClient()}>
      <LinkProvider renderLink={renderRouterLink}>
        <ErrorScreen error={useRouteError()} />
        <ToastOutlet />
      </LinkProvider>
    </QueryClientProvider>
  )
}

/** A toast with exactly this catalogue message appears (it fades in, so visibility is awaited). */
export async function expectToast(message: string) {
  await waitFor(() => expect(within(document.body).getByText(message, { exact: true })).toBeVisible(), {
    timeout: 4000,
  })
}

/**
 * The app's real route tree (routes.ts: every layout, guard, loader and page) under the app's providers, for route
 * stories; the loaders talk to the mock API. A story opens it at its deep link (`withDeeplink`).
 */
export const AppRoutes = createRoutesStub([
  {
    id: 'root',
    path: '/',
    Component: StoryRoot,
    ErrorBoundary: StoryError,
    children: (routeConfig as RouteConfigEntry[]).map(stubRoute) as StubRoute['children'],
  },
])

/** A story's (or a meta's) deep link: the address the app opens at, as a user following a link would. */
export function withDeeplink(path: string): { args: { initialEntries: string[] } } {
  return { args: { initialEntries: [path] } }
}

/** A meta's beforeEach: every story starts signed out in this browser, with an empty query cache. */
export function freshSession() {
  clearBrowserSession()
  resetQueryClient()
}

/** A story's mock API: the named scenario's handlers (mock-api's scenarios: visitor, user, verified, admin, ...). */
export function withScenario(name: ScenarioName): Pick<StoryObj, 'beforeEach'> {
  return {
    async beforeEach({ msw }) {
      msw.use(...createMockApi(name).list())
    },
  }
}

/** Every account of a mock store has seen every tour: a story that ends in the portal is not covered by one. */
export function toursSeen(store: MockStore): MockStore {
  const ids = Object.values(TOURS).flatMap((steps) => steps.map((step) => step.id))
  for (const account of store.accounts) account.user.productGuideTooltipsViewed = ids
  return store
}
