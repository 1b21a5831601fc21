import { LandingLayout } from '@rg/ui'
import { Outlet, useLocation } from 'react-router'
import { useRuntimeConfig } from '../landing/use-config.ts'

/** Landing layout: public pages, pre-rendered; no guard and no loader, so their HTML carries the content. */
export default function LandingArea() {
  const { pathname } = useLocation()
  const config = useRuntimeConfig()
  return (
    <LandingLayout
      currentPath={pathname}
      contact={{ email: config?.siteEmail ?? undefined, phone: config?.sitePhone ?? undefined }}
    >
      <Outlet />
    </LandingLayout>
  )
}
