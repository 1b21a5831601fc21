import { AUTH_PAGES, CREDITS_PAGE, safeRedirectPath } from '@rg/domain/navigation'
import { orderDescription } from '@rg/domain/payments'
import { CREDIT_PACKS } from '@rg/domain/tiers'
import { selectionFromSearch } from '../api/orders.ts'

export interface AuthContinuation {
  /** A same-site path to continue to after signing in, or null (safeRedirectPath: no open redirect). */
  redirect: string | null
  /** The login and registration pages with the same `redirect`, so switching between them keeps it. */
  loginHref: string
  registerHref: string
  /** The package chosen on /pricing that the redirect leads to ordering, e.g. "Balíček 300 kreditů". */
  chosenPackage?: string
}

/**
 * What the login and registration pages carry through: the `redirect` query (only a safe same-site path), the links
 * between the two pages keeping it, and the pricing choice it carries
 * (docs/decisions/1354-pricing-choice-through-sign-up.md).
 */
export function authContinuation(raw: string | null): AuthContinuation {
  const redirect = safeRedirectPath(raw)
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''
  return {
    redirect,
    loginHref: `${AUTH_PAGES.login}${query}`,
    registerHref: `${AUTH_PAGES.register}${query}`,
    chosenPackage: redirect ? chosenPackage(redirect) : undefined,
  }
}

function chosenPackage(path: string): string | undefined {
  const url = new URL(path, 'https://same.site')
  if (url.pathname !== CREDITS_PAGE) return undefined
  const choice = selectionFromSearch(url.searchParams)
  if (!choice) return undefined
  if (choice.kind === 'CREDITS' && !CREDIT_PACKS.some((p) => p.credits === choice.credits)) return undefined
  return orderDescription(choice)
}
