import { LandingLayout } from '@rg/ui'
import { Outlet, useLocation } from 'react-router'
import { useRuntimeConfig } from '../landing/use-config.ts'
import { useSignedIn } from '../landing/use-signed-in.ts'

/** Landing layout: public pages, pre-rendered; no guard and no loader, so their HTML carries the content. */
export default function LandingArea() {
  const { pathname } = useLocation()
  const config = useRuntimeConfig()
  // the same hint the hero uses: a browser with a session sees "Do portálu", not "Přihlásit se / Registrace"
  const signedIn = useSignedIn()
  return (
    <LandingLayout
      currentPath={pathname}
      signedIn={signedIn}
      contact={{ email: config?.siteEmail ?? undefined, phone: config?.sitePhone ?? undefined }}
      operator={config?.operator ?? undefined}
    >
      <Outlet />
    </LandingLayout>
  )
}
