import { AuthLayout, LoadingFallback } from '@rg/ui'
import { Outlet } from 'react-router'

/**
 * Auth layout: sign-in pages and onboarding. Each screen renders the kit's AuthLayout with its own title (the card
 * heading is the page's); the guards sit in the pathless layouts below this one.
 */
export default function AuthArea() {
  return <Outlet />
}

export function HydrateFallback() {
  return (
    <AuthLayout title="Načítání...">
      <LoadingFallback />
    </AuthLayout>
  )
}
