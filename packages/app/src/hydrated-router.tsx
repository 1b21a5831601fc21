import { Fragment, useLayoutEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createClientRoutesWithHMRRevalidationOptOut as createClientRoutesWithHMRRevalidationOptOut,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  RouterProvider,
} from 'react-router'
import { readHydrationState } from './hydration-state.ts'

type FrameworkContextValue = NonNullable<React.ContextType<typeof FrameworkContext>>

/** What React Router's pre-rendered pages and its SPA fallback put on `window` before the entry runs. */
interface BuildGlobals {
  __reactRouterContext: Pick<FrameworkContextValue, 'future' | 'ssr' | 'isSpaMode' | 'routeDiscovery'> & {
    basename?: string
    stream?: ReadableStream<string | Uint8Array>
  }
  __reactRouterManifest: FrameworkContextValue['manifest']
  __reactRouterRouteModules: FrameworkContextValue['routeModules']
}

/**
 * React Router's `<HydratedRouter>` without the two parts that serve server rendering, which this app does not do
 * (`ssr: false`, no route exports a server `loader` or `action`, and the build checks that:
 * docs/decisions/0307-hydrated-router.md):
 * - single fetch (the data strategy that fetches server loaders' data as turbo-stream): with no server loader the
 *   router's default strategy does the same, running each route's client loader;
 * - lazy route discovery ("fog of war"): React Router itself turns it off without SSR.
 * Together with the turbo-stream decoder, that is about 4 KiB gzip on every page. The rest is React Router's own
 * code, called through its exported building blocks in the same order, so hydration matches the pre-rendered HTML.
 *
 * `prepareRouter()` must have resolved before the first render (the entry awaits it before hydrating).
 */
let router: DataRouter | undefined
let globals: BuildGlobals | undefined

export async function prepareRouter(): Promise<void> {
  const g = window as unknown as BuildGlobals
  const state = await readHydrationState(g.__reactRouterContext.stream)
  g.__reactRouterContext.stream = undefined
  const {
    __reactRouterContext: context,
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: modules,
  } = g
  const routes = createClientRoutes(manifest.routes, modules, state, context.ssr, context.isSpaMode)
  router = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: context.basename,
    hydrationData: context.isSpaMode
      ? undefined
      : getHydrationData({
          state,
          routes,
          getRouteInfo: (routeId) => ({
            clientLoader: modules[routeId]?.clientLoader,
            hasLoader: manifest.routes[routeId]?.hasLoader === true,
            hasHydrateFallback: modules[routeId]?.HydrateFallback != null,
          }),
          location: window.location,
          basename: context.basename,
          isSpaMode: context.isSpaMode,
        }),
    hydrationRouteProperties,
    mapRouteProperties,
    future: { v8_passThroughRequests: context.future.v8_passThroughRequests },
  })
  globals = g
  // React Router reaches the router through this global: to follow a redirect thrown while rendering, and for hot
  // module replacement in development (which also needs its route factory; left out of production builds).
  Object.assign(window, { __reactRouterDataRouter: router })
  if (import.meta.env.DEV)
    Object.assign(router, { createRoutesForHMR: createClientRoutesWithHMRRevalidationOptOut })
  // As React Router does: a router that needs no client loader for this page starts at once, else after hydration.
  if (router.state.initialized) initialize(router)
}

let initialized = false
function initialize(current: DataRouter) {
  if (initialized) return
  initialized = true
  current.initialize()
}

/** react-dom's flushSync, typed as RouterProvider takes it (React Router's own dom entry passes it the same way). */
const flushUpdates = (fn: () => unknown): undefined => {
  flushSync(fn)
}

export function HydratedRouter() {
  if (!router || !globals) throw new Error('HydratedRouter: prepareRouter() has not run')
  const current = router
  const {
    __reactRouterContext: context,
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: modules,
  } = globals
  const [location, setLocation] = useState(current.state.location)
  // The router is a module singleton: these effects depend on the location only.
  useLayoutEffect(() => initialize(current), [])
  useLayoutEffect(
    () =>
      current.subscribe((state) => {
        if (state.location !== location) setLocation(state.location)
      }),
    [location],
  )
  return (
    // The same element structure as React Router's <HydratedRouter> and <ServerRouter>, so useId values match.
    <>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules: modules,
          future: context.future,
          criticalCss: undefined,
          ssr: context.ssr,
          isSpaMode: context.isSpaMode,
          routeDiscovery: context.routeDiscovery,
        }}
      >
        <RemixErrorBoundary location={location}>
          <RouterProvider router={current} flushSync={flushUpdates} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      <Fragment />
    </>
  )
}
