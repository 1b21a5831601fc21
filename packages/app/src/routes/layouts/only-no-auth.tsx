import { AUTH_MESSAGES } from '@rg/domain/auth-messages'
import { loginLandingPath } from '@rg/domain/guards'
import { LoadingFallback } from '@rg/ui'
import { Outlet, redirect } from 'react-router'
import { runGuards } from '../../auth/guard.ts'
import { supabase } from '../../auth/supabase.ts'
import { notify } from '../../toast.tsx'
import type { Route } from './+types/only-no-auth'

/**
 * Guard 'only-no-auth' for login, register, reset-pass: visitors only (a signed-in user goes to /portal).
 * Before it: the sign-up confirmation link lands on /auth/login with `?code=` (PKCE); the Supabase client exchanges
 * it while initialising, so the confirmed user continues as after a login (onboarding, carrying the safe redirect).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  if (url.searchParams.has('code')) {
    const { data } = await supabase().auth.getSession()
    if (data.session) {
      notify('success', AUTH_MESSAGES.signInSuccess)
      // the code is a just-confirmed sign-up's, whose onboarding is ahead (were it done, onboarding's guard would
      // send them on along the same way back)
      throw redirect(loginLandingPath(url.searchParams.get('redirect'), false))
    }
  }
  await runGuards(['only-no-auth'], request)
  return null
}

export function HydrateFallback() {
  return <LoadingFallback />
}

export default function Guarded() {
  return <Outlet />
}
