import { AUTH_PAGES, isUnder, ONBOARDING_PAGE, PORTAL_PAGE } from '@rg/domain/navigation'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { userKey } from '../api/user.ts'
import { signOutInProgress } from './actions.ts'
import { supabase } from './supabase.ts'

const SIGNED_IN_AREAS = [PORTAL_PAGE, ONBOARDING_PAGE] as const

/**
 * Reacts to the auth events of docs/product/screens-and-limits.md "States". The client refreshes the session by itself (30 s tick, 3 ticks
 * threshold); a non-retryable refresh failure or a revoked session ends in SIGNED_OUT, which sends a user who is
 * inside the portal or onboarding to the login page.
 */
export function AuthEvents() {
  const client = useQueryClient()
  const navigate = useNavigate()

  useEffect(() => {
    const { data } = supabase().auth.onAuthStateChange((event) => {
      switch (event) {
        case 'SIGNED_OUT': {
          client.setQueryData(userKey, null)
          const here = window.location.pathname
          if (!signOutInProgress() && SIGNED_IN_AREAS.some((area) => isUnder(here, area))) {
            navigate(`${AUTH_PAGES.login}?redirect=${encodeURIComponent(here + window.location.search)}`, {
              replace: true,
            })
          }
          break
        }
        case 'SIGNED_IN':
        case 'USER_UPDATED':
        case 'MFA_CHALLENGE_VERIFIED':
          void client.invalidateQueries({ queryKey: userKey })
          break
        case 'PASSWORD_RECOVERY':
          if (window.location.pathname !== AUTH_PAGES.updatePassword) navigate(AUTH_PAGES.updatePassword)
          break
        // INITIAL_SESSION and TOKEN_REFRESHED: the cookie is already current, nothing to reload.
        default:
          break
      }
    })
    return () => data.subscription.unsubscribe()
  }, [client, navigate])
  return null
}
