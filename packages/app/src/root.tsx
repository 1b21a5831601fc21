import { LinkProvider, LoadingFallback, type RenderLink } from '@rg/ui'
import { QueryClientProvider } from '@tanstack/react-query'
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { AuthEvents } from './auth/auth-events.tsx'
import { BuildWatcher } from './build/build-watcher.tsx'
import { CookieConsent } from './consent/cookie-consent.tsx'
import { ErrorScreen } from './error-screen.tsx'
import { ExpiredLinkRedirect, NavigationProgress, TrailingSlashRedirect } from './navigation.tsx'
import { queryClient } from './query-client.ts'
import { ToastOutlet } from './toast.tsx'

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="cs">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ToastOutlet />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** Internal links of the UI kit go through the router (client-side navigation, no full reload). */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)

export default function App() {
  return (
    <QueryClientProvider client={queryClient()}>
      <LinkProvider renderLink={renderRouterLink}>
        <NavigationProgress />
        <TrailingSlashRedirect />
        <ExpiredLinkRedirect />
        <AuthEvents />
        <BuildWatcher />
        <Outlet />
        <CookieConsent />
      </LinkProvider>
    </QueryClientProvider>
  )
}

export function HydrateFallback() {
  return <LoadingFallback fullScreen />
}

/** The global error page: fatal guard failures and unhandled errors (spec section 2). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <ErrorScreen error={error} />
    </LinkProvider>
  )
}
