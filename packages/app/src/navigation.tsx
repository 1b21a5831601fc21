import { stripTrailingSlash } from '@rg/domain'
import { LoadingBar } from '@rg/ui'
import { useEffect } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { consumeExpiredLink, EXPIRED_LOGIN_PATH } from './auth/expired-link.ts'

/** The top loading bar while a navigation loads its route (guards, data). */
export function NavigationProgress() {
  const navigation = useNavigation()
  return <LoadingBar active={navigation.state !== 'idle'} />
}

/**
 * Spec section 2: a trailing slash is removed by redirect. Guarded routes already redirect in their loader; this
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
 * to /auth/login?error=expired (spec section 4). Guarded routes do the same in their loader, before the guard.
 */
export function ExpiredLinkRedirect() {
  const navigate = useNavigate()
  const { hash, search } = useLocation()
  useEffect(() => {
    if (!/error_code=|[#&]error=/.test(hash) && !/[?&]error_code=/.test(search)) return
    void consumeExpiredLink().then((expired) => {
      if (expired) navigate(EXPIRED_LOGIN_PATH, { replace: true })
    })
  }, [hash, search, navigate])
  return null
}
