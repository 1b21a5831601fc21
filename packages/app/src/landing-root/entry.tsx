import { hydrateRoot } from 'react-dom/client'
import { restorePrerenderedForms } from '../routes/landing/form-echo.ts'
import { LandingPage } from './landing-page.tsx'
import { isLandingRootPath, LANDING_ROOT_ID } from './paths.ts'

/**
 * The script of the landing pages that hydrate without React Router (docs/decisions/1600-landing-without-router.md):
 * React DOM and the page's own components, no router and no route manifest.
 */
const root = document.getElementById(LANDING_ROOT_ID)
const path = window.location.pathname.replace(/(.)\/+$/, '$1')
if (root && isLandingRootPath(path)) {
  restorePrerenderedForms()
  hydrateRoot(
    root,
    // no StrictMode: the tree must be the one root-html.tsx rendered
    <LandingPage path={path} />,
  )
}
