import type { MetaDescriptor } from 'react-router'
import { runtimeConfig } from '../../config/runtime-config.ts'

/** The site's name in titles and og:site_name (the kit's logo says the same). */
export const SITE_NAME = 'Tržiště investic'

/**
 * What the pre-rendered HTML carries as its origin: the build does not know where the site runs, so the server
 * replaces it with the public origin (BASE_URL) when it sends the page (packages/server/src/routes/pages.ts,
 * docs/decisions/0303-canonical-origin.md). In the browser the page's runtime configuration says the same origin.
 */
export const PRERENDER_ORIGIN = 'https://prerender.invalid'

function siteOrigin(): string {
  return typeof document === 'undefined' ? PRERENDER_ORIGIN : runtimeConfig().baseUrl
}

export interface LandingSeo {
  /** The page's path, e.g. '/pricing' ('/' for home). */
  path: string
  /** The page's own title; the site's name is added. */
  title: string
  description: string
}

/** Title, description, canonical URL and Open Graph tags of a landing page (absolute URLs on the public origin). */
export function landingMeta({ path, title, description }: LandingSeo): MetaDescriptor[] {
  const url = `${siteOrigin()}${path}`
  const fullTitle = path === '/' ? `${SITE_NAME}: ${title}` : `${title} | ${SITE_NAME}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'cs_CZ' },
    { property: 'og:site_name', content: SITE_NAME },
  ]
}
