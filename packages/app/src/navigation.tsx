import { stripTrailingSlash } from '@rg/domain/navigation'
import { LoadingBar } from '@rg/ui'
import { type ComponentType, useEffect, useState } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'

/** The top loading bar while a navigation loads its route (guards, data). */
export function NavigationProgress() {
  const navigation = useNavigation()
  return <LoadingBar active={navigation.state !== 'idle'} />
}

/**
 * docs/product/README.md "Route guards": a trailing slash is removed by redirect. Guarded routes already redirect in their loader; this
 * covers pages without a loader (landing, update-pass).
 */
export function TrailingSlashRedirect() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const target = stripTrailingSlash(location.pathname)
    if (target) navigate(`${target}${location.search}${location.hash}`, { replace: true })
  }, [location, navigate])
  return null
}

/**
 * An expired verification link may land on any page (GoTrue falls back to the site URL): sign out locally and go
 * to /auth/login?error=expired (docs/product/screens-and-limits.md "States"). Guarded routes do the same in their loader, before the guard.
 */
export function ExpiredLinkRedirect() {
  const navigate = useNavigate()
  const { hash, search } = useLocation()
  useEffect(() => {
    if (!/error_code=|[#&]error=/.test(hash) && !/[?&]error_code=/.test(search)) return
    // The Supabase client is loaded only for such a link: the landing pages do not carry it otherwise.
    void import('./auth/expired-link.ts').then(async ({ consumeExpiredLink, EXPIRED_LOGIN_PATH }) => {
      if (await consumeExpiredLink()) navigate(EXPIRED_LOGIN_PATH, { replace: true })
    })
  }, [hash, search, navigate])
  return null
}

/**
 * A sign-in link that lands outside the auth pages (GoTrue falls back to the site URL) carries `?code=` (PKCE) or an
 * access token in the hash: the Supabase client, loaded only then, exchanges it and its auth events take over.
 */
export function AuthLinkHandler() {
  const { pathname, hash, search } = useLocation()
  const [Events, setEvents] = useState<ComponentType | null>(null)
  // The auth and portal layouts carry the auth events themselves.
  const ownArea = /^\/(auth|portal|onboarding)(\/|$)/.test(pathname)
  useEffect(() => {
    if (Events || ownArea || (!/[?&]code=/.test(search) && !/[#&]access_token=/.test(hash))) return
    let active = true
    void import('./auth/account-providers.tsx').then(({ AccountProviders }) => {
      if (active) setEvents(() => () => <AccountProviders>{null}</AccountProviders>)
    })
    return () => {
      active = false
    }
  }, [hash, search, Events, ownArea])
  return Events && !ownArea ? <Events /> : null
}
