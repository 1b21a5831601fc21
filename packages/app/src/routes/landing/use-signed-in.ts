import { useSyncExternalStore } from 'react'
import { hasSessionCookie } from '../../auth/session-cookie.ts'

const subscribe = () => () => {}

/**
 * Whether this browser holds a session, read from its cookie without loading the Supabase client (the landing pages
 * do not carry it). Only a hint for labels and links: the pre-rendered HTML is the visitor's, a signed-in browser
 * switches after hydration, and the portal's guards decide who really is signed in (an expired session lands on the
 * login page there).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasSessionCookie(),
    () => false,
  )
}
