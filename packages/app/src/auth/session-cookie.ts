/** @supabase/ssr keeps the session in cookies named sb-<project>-auth-token (split into .0, .1 … when long). */
const SESSION_COOKIE = /(?:^|;\s*)sb-[^=;]+-auth-token(?:\.\d+)?=/

/**
 * Whether this browser holds a session cookie at all. Without one no request can be signed in, so the app does not
 * ask the server who the user is (a visitor's every page would log a 401). Only the server decides whether a
 * cookie that is present still holds a valid session.
 */
export function hasSessionCookie(cookies: string = document.cookie): boolean {
  return SESSION_COOKIE.test(cookies)
}
