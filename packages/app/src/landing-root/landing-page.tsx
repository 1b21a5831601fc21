import { LandingLayout } from '@rg/ui'
import { HomeScreen, PricingScreen } from '@rg/ui/landing'
import { OfferTeasersScreen } from '@rg/ui/screens'
import { useEffect } from 'react'
import { CookieConsent } from '../consent/cookie-consent.tsx'
import { useRuntimeConfig } from '../routes/landing/use-config.ts'
import { useSignedIn } from '../routes/landing/use-signed-in.ts'
import { useTeasers } from '../routes/landing/use-teasers.ts'
import type { LandingRootPath } from './paths.ts'
import { authLinkTarget, pricingTarget } from './targets.ts'

/**
 * A landing page without React Router (docs/decisions/1600-landing-without-router.md). Links are plain anchors (the
 * kit's default), so leaving the page is a full page load.
 */
function Home() {
  const { status, teasers, retry } = useTeasers('LISTING')
  const signedIn = useSignedIn()
  return <HomeScreen teasers={teasers} teasersStatus={status} onRetryTeasers={retry} signedIn={signedIn} />
}

function Pricing() {
  const signedIn = useSignedIn()
  return (
    <PricingScreen
      signedIn={signedIn}
      onChoose={(choice, term) => window.location.assign(pricingTarget(choice, term, signedIn))}
    />
  )
}

function Offerings() {
  const { status, teasers, total, retry } = useTeasers('LISTING')
  const signedIn = useSignedIn()
  return (
    <OfferTeasersScreen
      kind="LISTING"
      status={status}
      teasers={teasers}
      total={total}
      signedIn={signedIn}
      onRetry={retry}
    />
  )
}

const SCREENS: Record<LandingRootPath, () => React.ReactNode> = {
  '/': Home,
  '/pricing': Pricing,
  '/offerings': Offerings,
}

/** The whole landing page (layout, screen, cookie bar) as one root of its own. */
export function LandingPage({ path }: { path: LandingRootPath }) {
  const config = useRuntimeConfig()
  const signedIn = useSignedIn()
  useEffect(() => {
    const target = authLinkTarget(window.location)
    if (target) window.location.replace(target)
  }, [])
  const Screen = SCREENS[path]
  return (
    <>
      <LandingLayout
        currentPath={path}
        signedIn={signedIn}
        contact={{ email: config?.siteEmail ?? undefined, phone: config?.sitePhone ?? undefined }}
        operator={config?.operator ?? undefined}
      >
        <Screen />
      </LandingLayout>
      <CookieConsent />
    </>
  )
}
