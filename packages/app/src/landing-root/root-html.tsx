import { renderToString } from 'react-dom/server'
import { LandingPage } from './landing-page.tsx'
import { LANDING_ROOT_ID, type LandingRootPath } from './paths.ts'

/**
 * The pre-render's copy of a landing page without the router: rendered as a root of its own (so `useId` and the tree
 * match what `entry.tsx` hydrates), then placed into the routed page's HTML. React supports a synchronous render
 * inside another server render. Server build only: the browser's target of `#landing-root-html` is `undefined`.
 */
export function LandingRootHtml({ path }: { path: LandingRootPath }) {
  return (
    <div
      id={LANDING_ROOT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped render of our component, at build time.
      dangerouslySetInnerHTML={{ __html: renderToString(<LandingPage path={path} />) }}
    />
  )
}
