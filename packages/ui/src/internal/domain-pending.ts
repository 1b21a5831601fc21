/**
 * TEMPORARY: names that @rg/domain documents but has not exported yet (the domain issue is in progress).
 * Each is written against the documented signature; delete it here and import from '@rg/domain' once it lands.
 */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
