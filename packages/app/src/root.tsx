// The kit's reset and base typography, imported by name: tree-shaking must never drop them with an unused barrel.
import '@rg/ui/global.css'
import { LinkProvider, LoadingFallback, type RenderLink } from '@rg/ui'
import { lazy, Suspense } from 'react'
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { BuildWatcher } from './build/build-watcher.tsx'
import { CookieConsent } from './consent/cookie-consent.tsx'
import {
  AuthLinkHandler,
  ExpiredLinkRedirect,
  NavigationProgress,
  TrailingSlashRedirect,
} from './navigation.tsx'
import { ToastOutlet } from './toast.tsx'

// The error page is rare on a landing page: it loads when needed.
const ErrorScreen = lazy(() => import('./error-screen.tsx').then((m) => ({ default: m.ErrorScreen })))

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
export const renderRouterLink: RenderLink = ({ href, children, ...props }) =>
  // A download (an invoice PDF from /api) is a file, not a route: the browser fetches it itself.
  props.download !== undefined ? (
    <a href={href} {...props}>
      {children}
    </a>
  ) : (
    <Link to={href} {...props}>
      {children}
    </Link>
  )

/**
 * What every page shares, kept small: the landing pages load only this, React and React Router. TanStack Query,
 * the Supabase client and the auth events live in the portal and auth layouts (AccountProviders); the Toaster and
 * the API client load on first use (docs/decisions/0304-landing-bundle.md).
 */
export default function App() {
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <NavigationProgress />
      <TrailingSlashRedirect />
      <ExpiredLinkRedirect />
      <AuthLinkHandler />
      <BuildWatcher />
      <Outlet />
      <CookieConsent />
    </LinkProvider>
  )
}

export function HydrateFallback() {
  return <LoadingFallback fullScreen />
}

/** The global error page: fatal guard failures and unhandled errors (docs/product/screens-and-limits.md "Screens"). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <Suspense fallback={<LoadingFallback fullScreen />}>
        <ErrorScreen error={error} />
      </Suspense>
    </LinkProvider>
  )
}
