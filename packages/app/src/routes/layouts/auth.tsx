import { AuthLayout, LoadingFallback } from '@rg/ui'
import { useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { AccountProviders } from '../../auth/account-providers.tsx'
import { dismissErrorToasts } from '../../toast.tsx'

/** An error toast belongs to the page that raised it: moving on (e.g. to the next onboarding step) takes it away. */
function DismissErrorsOnNavigation() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    dismissErrorToasts()
  }, [pathname])
  return null
}

/**
 * Auth layout: sign-in pages and onboarding. Each screen renders the kit's AuthLayout with its own title (the card
 * heading is the page's); the guards sit in the pathless layouts below this one. The query client and the auth
 * events are this area's (and the portal's), not the landing pages'.
 */
export default function AuthArea() {
  return (
    <AccountProviders>
      <DismissErrorsOnNavigation />
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
