/**
 * The portal pages the landing and sign-in pages link to, and the sign-in pages, in a module of their own: a module is bundled whole, so
 * importing these from pages.ts would put the whole page table into the landing's JavaScript (decision 1247).
 */
export const PORTAL_PAGE = '/portal'
export const CREDITS_PAGE = '/portal/credits'
/** The onboarding steps' area, where a signed-in user without a profile is sent. */
export const ONBOARDING_PAGE = '/onboarding'

/** The sign-in pages (the app's /auth routes), which the landing, the sign-in pages themselves and the portal link to. */
export const AUTH_PAGES = {
  login: '/auth/login',
  register: '/auth/register',
  resetPassword: '/auth/reset-pass',
  updatePassword: '/auth/update-pass',
} as const
