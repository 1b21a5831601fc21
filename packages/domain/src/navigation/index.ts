/* @rg/domain/navigation: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { AUTH_PAGES, CREDITS_PAGE, ONBOARDING_PAGE, PORTAL_PAGE } from './entry-pages.ts'
export { errorHomeTarget, errorPageHeadline, isUnder, pageTitle, stripTrailingSlash } from './navigation.ts'
export { PAGES } from './pages.ts'
export { safeRedirectPath } from './safe-redirect.ts'
