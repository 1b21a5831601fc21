import { AUTH_PAGES, CREDITS_PAGE } from '@rg/domain/navigation'
import type { PricingChoice, PricingTerm } from '@rg/ui/landing'

/** docs/decisions/0963-pricing-choice-through-sign-in.md, 1354-pricing-choice-through-sign-up.md */
export function pricingTarget(choice: PricingChoice, term: PricingTerm, signedIn: boolean): string {
  const path =
    choice === 'ENTERPRISE'
      ? '/contact'
      : typeof choice === 'object'
        ? `${CREDITS_PAGE}?pack=${choice.credits}`
        : choice === 'USAGE'
          ? CREDITS_PAGE
          : `${CREDITS_PAGE}?tier=${choice}&term=${term}`
  return signedIn || choice === 'ENTERPRISE'
    ? path
    : `${AUTH_PAGES.register}?redirect=${encodeURIComponent(path)}`
}

/**
 * A sign-in or expired verification link that lands here (GoTrue falls back to the site URL) is taken to the sign-in
 * page in a full page load, which handles both in the SPA (its auth events exchange a code or token; an expired link
 * shows its message). The routed pages do it in place (the root's AuthLinkHandler and ExpiredLinkRedirect).
 */
export function authLinkTarget({ search, hash }: { search: string; hash: string }): string | null {
  const auth = /[?&]code=/.test(search) || /[#&]access_token=/.test(hash)
  const expired = /error_code=|[#&]error=/.test(hash) || /[?&]error_code=/.test(search)
  return auth || expired ? `${AUTH_PAGES.login}${search}${hash}` : null
}
