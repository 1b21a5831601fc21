import { PORTAL_PAGE } from '@rg/domain'
/** Paths the landing screens link to (docs/product/screens-and-limits.md "Screens"); the app's router resolves them through LinkProvider. */
export const LANDING_ROUTES = {
  home: '/',
  register: '/auth/register',
  login: '/auth/login',
  portal: PORTAL_PAGE,
  pricing: '/pricing',
  spotter: '/spotter',
  services: '/services',
  offerings: '/offerings',
  contact: '/contact',
  vop: '/legal/vop',
  gdpr: '/legal/gdpr',
} as const
