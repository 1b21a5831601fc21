import { Outlet } from 'react-router'
import { ErrorScreen } from '../../error-screen.tsx'
import type { Route } from './+types/default'

/**
 * Default layout: what no other layout claims, i.e. the 404 page of unknown routes (a non-fatal error caught here,
 * so the root error boundary stays for fatal ones). The kit's ErrorPage is a whole page of its own.
 */
export default function DefaultArea() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />
}
