import { createBrowserClient } from '@supabase/ssr'
import type { SupabaseClient } from '@supabase/supabase-js'
import { runtimeConfig } from '../config/runtime-config.ts'

let client: SupabaseClient | undefined

/**
 * The browser's Supabase client: the session lives in @supabase/ssr cookies (PKCE flow), so the server reads the
 * same session on GET /api/user. Created lazily: pre-rendered landing pages never need it during the build.
 */
export function supabase(): SupabaseClient {
  client ??= createBrowserClient(runtimeConfig().supabaseUrl, runtimeConfig().supabaseAnonKey, {
    auth: { autoRefreshToken: true, detectSessionInUrl: true, persistSession: true },
    // The session cookie is Secure on https (docs/security.md); plain http only on the loopback local demo.
    cookieOptions: { secure: location.protocol === 'https:', sameSite: 'lax', path: '/' },
  })
  return client
}
