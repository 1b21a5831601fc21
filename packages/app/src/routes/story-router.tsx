import { createMockApi, type ScenarioName } from '@rg/mock-api'
import { clearBrowserSession } from '@rg/mock-api/browser'
import { LinkProvider } from '@rg/ui'
import type { StoryObj } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRoutesStub, Outlet, useRouteError } from 'react-router'
import { expect, waitFor, within } from 'storybook/test'
import { ErrorScreen } from '../error-screen.tsx'
import { NavigationProgress } from '../navigation.tsx'
import { queryClient, resetQueryClient } from '../query-client.ts'
import { renderRouterLink } from '../root.tsx'
import { ToastOutlet } from '../toast.tsx'

type StubRoutes = Parameters<typeof createRoutesStub>[0]

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

function Landing({ heading }: { heading: string }) {
  return <h1>{heading}</h1>
}

/** A stand-in page for a route outside the story, so a redirect has somewhere visible to land. */
export function landing(path: string, heading: string) {
  return { path, Component: Landing.bind(null, { heading }) }
}

/** A toast with exactly this catalogue message appears (it fades in, so visibility is awaited). */
export async function expectToast(message: string) {
  await waitFor(() => expect(within(document.body).getByText(message, { exact: true })).toBeVisible(), {
    timeout: 4000,
  })
}

/**
 * Real route modules (loaders and guards included) under the app's providers, for route stories: the stories pass
 * the modules' exports; the loaders talk to the mock API. Stub types are looser than the modules' own.
 */
export function storyRouter(routes: StubRoutes) {
  return createRoutesStub([{ path: '/', Component: StoryRoot, ErrorBoundary: StoryError, children: routes }])
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
