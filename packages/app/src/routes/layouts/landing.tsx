import { LandingLayout } from '@rg/ui'
import { Outlet, useLocation } from 'react-router'
import { LandingRootHtml } from '#landing-root-html'
import { isLandingRootPath } from '../../landing-root/paths.ts'
import { useRuntimeConfig } from '../landing/use-config.ts'
import { useSignedIn } from '../landing/use-signed-in.ts'

/** Landing layout: public pages, pre-rendered; no guard and no loader, so their HTML carries the content. */
export default function LandingArea() {
  const { pathname } = useLocation()
  const config = useRuntimeConfig()
  // the same hint the hero uses: a browser with a session sees "Do portálu", not "Přihlásit se / Registrace"
  const signedIn = useSignedIn()
  // The pre-render of /, /pricing and /offerings: their HTML is hydrated without the router
  // (docs/decisions/1600-landing-without-router.md). The browser renders them routed (a client-side navigation).
  if (LandingRootHtml && isLandingRootPath(pathname)) return <LandingRootHtml path={pathname} />
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
