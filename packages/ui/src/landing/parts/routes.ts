import { AUTH_PAGES, PORTAL_PAGE } from '@rg/domain/navigation'
/** Paths the landing screens link to (docs/product/screens-and-limits.md "Screens"); the app's router resolves them through LinkProvider. */
export const LANDING_ROUTES = {
  home: '/',
  register: AUTH_PAGES.register,
  login: AUTH_PAGES.login,
  portal: PORTAL_PAGE,
  pricing: '/pricing',
  spotter: '/spotter',
  services: '/services',
  offerings: '/offerings',
  contact: '/contact',
  vop: '/legal/vop',
  gdpr: '/legal/gdpr',
} as const
