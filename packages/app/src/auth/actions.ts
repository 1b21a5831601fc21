import {
  type AuthOperation,
  authErrorMessage,
  authSuccessMessage,
  PASSWORD_MESSAGES,
  passwordTooLong,
  weakPasswordFieldError,
} from '@rg/domain/auth-messages'
import { loginLandingPath } from '@rg/domain/guards'
import { safeRedirectPath } from '@rg/domain/navigation'
import { userKey, userQuery } from '../api/user.ts'
import { runtimeConfig } from '../config/runtime-config.ts'
import { queryClient } from '../query-client.ts'
import { dismissErrorToasts, notify } from '../toast.tsx'
import { supabase } from './supabase.ts'

/**
 * The authentication operations of docs/product/screens-and-limits.md "Calls", each ending in the catalogue toast of section 8. They return
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

/**
 * Where a confirmation link leads: the login page, which says the address is confirmed, and from there on to `then`
 * (a safe in-app path: a visitor who registered from a public teaser comes back to that offer). Built from the
 * configured origin, never from the request.
 */
function confirmedRedirect(then?: string | null) {
  const target = safeRedirectPath(then)
  const back = target ? `&redirect=${encodeURIComponent(target)}` : ''
  return `${runtimeConfig().baseUrl}/auth/login?confirmed=1${back}`
}

export type RegisterResult = { ok: true } | { ok: false; fieldErrors?: { password?: string } }

/**
 * signUp with a confirmation e-mail whose link leads back to /auth/login. A password the server finds too weak is a
 * field error, not the generic toast (docs/decisions/1002-toasts-and-auth-feedback.md).
 */
export async function register(
  email: string,
  password: string,
  then?: string | null,
): Promise<RegisterResult> {
  const { error } = await supabase().auth.signUp({
    email,
    password,
    options: { emailRedirectTo: confirmedRedirect(then) },
  })
  const weak = weakPasswordFieldError(error as Parameters<typeof weakPasswordFieldError>[0])
  if (weak) return { ok: false, fieldErrors: { password: weak } }
  if (error) {
    notify('error', authErrorMessage('signUp', error))
    return { ok: false }
  }
  notifySuccess('signUp')
  return { ok: true }
}

export const CONFIRMATION_RESENT_MESSAGE = 'Poslali jsme Vám nový odkaz pro potvrzení registrace.'

/** resend({ type: 'signup' }): a new confirmation link (at most one a minute, the server's limit). */
export async function resendConfirmation(email: string, then?: string | null): Promise<boolean> {
  const { error } = await supabase().auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: confirmedRedirect(then) },
  })
  if (error) {
    notify('error', authErrorMessage('signUp', error))
    return false
  }
  notify('success', CONFIRMATION_RESENT_MESSAGE)
  return true
}

/**
 * signInWithPassword; returns where to go next: onboarding (carrying the safe redirect target) for a user who has not
 * finished it, else that target or the portal.
 */
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
  // the guard of the page it leads to reads the same cached user; a failure here leaves it to that guard
  const user = await queryClient()
    .fetchQuery(userQuery)
    .catch(() => null)
  notifySuccess('signIn')
  return loginLandingPath(redirectParam, user?.onboardingCompleted ?? false)
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
  // The screen's status says it (RESET_PASSWORD_SENT_MESSAGE); a toast would be a second success for one act.
  dismissErrorToasts()
  return true
}

export const WRONG_CURRENT_PASSWORD = 'Současné heslo není správné.'

/**
 * updateUser({ password }). The server ends every other session; this one is ended too (docs/product/screens-and-limits.md "States": a
 * password change logs the user out of all sessions), so the caller sends the user to sign in with the new one.
 * The profile sends the current password with it (the server asks for it outside the reset link's window); the
 * reset page does not need it.
 */
export async function changePassword(password: string, currentPassword?: string): Promise<boolean> {
  // the server refuses it too; saying why beats the generic failure (docs/decisions/1214-password-change-limits-and-bytes.md)
  if (passwordTooLong(password)) {
    notify('error', PASSWORD_MESSAGES.tooLong)
    return false
  }
  const { error } = await supabase().auth.updateUser({
    password,
    ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
  })
  if (error) {
    notify(
      'error',
      currentPassword !== undefined && error.code === 'invalid_credentials'
        ? WRONG_CURRENT_PASSWORD
        : authErrorMessage('updatePassword', error),
    )
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
