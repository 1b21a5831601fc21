import {
  type AuthOperation,
  authErrorMessage,
  authSuccessMessage,
  loginLandingPath,
  RESET_PASSWORD_SENT_MESSAGE,
} from '@rg/domain'
import { userKey } from '../api/user.ts'
import { runtimeConfig } from '../config/runtime-config.ts'
import { queryClient } from '../query-client.ts'
import { notify } from '../toast.tsx'
import { supabase } from './supabase.ts'

/**
 * The authentication operations of spec section 7, each ending in the catalogue toast of section 8. They return
 * what the calling route needs to navigate; the messages and the landing rules come from the domain.
 */

let signingOut = false

/** True while the user's own logout runs, so the SIGNED_OUT listener does not add a second redirect. */
export function signOutInProgress() {
  return signingOut
}

function notifySuccess(operation: AuthOperation) {
  const message = authSuccessMessage(operation)
  if (message) notify('success', message)
}

async function reloadUser() {
  queryClient().removeQueries({ queryKey: userKey })
}

/** signUp with a confirmation e-mail whose link leads back to /auth/login. */
export async function register(email: string, password: string): Promise<boolean> {
  const { error } = await supabase().auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${runtimeConfig().baseUrl}/auth/login` },
  })
  if (error) {
    notify('error', authErrorMessage('signUp', error))
    return false
  }
  notifySuccess('signUp')
  return true
}

/** signInWithPassword; returns where to go next (the safe redirect target, else /onboarding/personal). */
export async function login(
  email: string,
  password: string,
  redirectParam: string | null,
): Promise<string | null> {
  const { error } = await supabase().auth.signInWithPassword({ email, password })
  if (error) {
    notify('error', authErrorMessage('signIn', error))
    return null
  }
  await reloadUser()
  notifySuccess('signIn')
  return loginLandingPath(redirectParam)
}

/** Logout of this device; returns true when the session is gone (then the caller goes to /auth/login). */
export async function logout(scope: 'local' | 'global' = 'local'): Promise<boolean> {
  signingOut = true
  try {
    const { error } = await supabase().auth.signOut({ scope })
    if (error) {
      notify('error', authErrorMessage('signOut', error))
      return false
    }
    queryClient().clear()
    notifySuccess('signOut')
    return true
  } finally {
    signingOut = false
  }
}

/** resetPasswordForEmail with the link leading to /auth/update-pass. */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const { error } = await supabase().auth.resetPasswordForEmail(email, {
    redirectTo: `${runtimeConfig().baseUrl}/auth/update-pass`,
  })
  if (error) {
    notify('error', authErrorMessage('resetPassword', error))
    return false
  }
  notify('success', RESET_PASSWORD_SENT_MESSAGE)
  return true
}

/**
 * updateUser({ password }). The server ends every other session; this one is ended too (spec section 4: a
 * password change logs the user out of all sessions), so the caller sends the user to sign in with the new one.
 */
export async function changePassword(password: string): Promise<boolean> {
  const { error } = await supabase().auth.updateUser({ password })
  if (error) {
    notify('error', authErrorMessage('updatePassword', error))
    return false
  }
  notifySuccess('updatePassword')
  signingOut = true
  try {
    await supabase().auth.signOut({ scope: 'global' })
  } finally {
    signingOut = false
    queryClient().clear()
  }
  return true
}
