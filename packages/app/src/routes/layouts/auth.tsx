import { AuthLayout, LoadingFallback } from '@rg/ui'
import { Outlet } from 'react-router'
import { AccountProviders } from '../../auth/account-providers.tsx'

/**
 * Auth layout: sign-in pages and onboarding. Each screen renders the kit's AuthLayout with its own title (the card
 * heading is the page's); the guards sit in the pathless layouts below this one. The query client and the auth
 * events are this area's (and the portal's), not the landing pages'.
 */
export default function AuthArea() {
  return (
    <AccountProviders>
      <Outlet />
    </AccountProviders>
  )
}

export function HydrateFallback() {
  return (
    <AuthLayout title="Načítání...">
      <LoadingFallback />
    </AuthLayout>
  )
}
