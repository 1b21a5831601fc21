/**
 * The landing pages that hydrate without React Router (docs/decisions/1600-landing-without-router.md): their
 * pre-rendered HTML holds `LandingPage`'s own render in `#landing-root`, and `entry.tsx` hydrates it there.
 */
export const LANDING_ROOT_PATHS = ['/', '/pricing', '/offerings'] as const
export type LandingRootPath = (typeof LANDING_ROOT_PATHS)[number]

export const LANDING_ROOT_ID = 'landing-root'

export function isLandingRootPath(path: string): path is LandingRootPath {
  return (LANDING_ROOT_PATHS as readonly string[]).includes(path)
}
