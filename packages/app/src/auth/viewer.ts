import { type AuthErrorLike, authErrorMessage } from '@rg/domain/auth-messages'
import type { Role, SerializedUser } from '@rg/domain/profile'
import { userQuery } from '../api/user.ts'
import { queryClient } from '../query-client.ts'
import { notify } from '../toast.tsx'
import { supabase } from './supabase.ts'

export type SignedInViewer = {
  signedIn: true
  role: Role
  onboardingCompleted: boolean
  user: SerializedUser
}
/** The domain's viewer plus, when signed in, the user it was read from. */
export type Viewer = { signedIn: false } | SignedInViewer

/**
 * Who is looking: the Supabase session first (reading it refreshes the access token when it is about to expire,
 * so the cookie GET /api/user sends is fresh), then GET /api/user, which the server answers from that cookie and
 * which is the authority on role and onboarding. A local session the server no longer accepts is dropped.
 */
export async function loadViewer(): Promise<Viewer> {
  const { data } = await supabase().auth.getSession()
  let user: SerializedUser | null
  try {
    user = await queryClient().fetchQuery(userQuery)
  } catch (error) {
    notify('error', authErrorMessage('fetchUser', error as AuthErrorLike))
    throw error
  }
  if (!user) {
    if (data.session) await supabase().auth.signOut({ scope: 'local' })
    return { signedIn: false }
  }
  return { signedIn: true, role: user.role, onboardingCompleted: user.onboardingCompleted, user }
}
