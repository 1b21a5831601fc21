import { createServerClient } from '@supabase/ssr'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { TestServer } from './server.ts'

export const PASSWORD = 'heslo-2026-tajne'

/** Node 20 has no global WebSocket and the tests never use realtime; supabase-js only needs a constructor. */
export const realtime = { transport: class {} as never }

/** A plain supabase-js client as a browser app without @supabase/ssr would create it (implicit flow). */
export const client = (server: TestServer, flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient => {
  const store = new Map<string, string>()
  return createClient(server.url, 'anon-key', {
    realtime,
    auth: {
      flowType,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      persistSession: true,
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    },
  })
}

/** @supabase/ssr's client with a cookie jar: PKCE forced, the session in `sb-localhost-auth-token` cookies. */
export function ssrClient(server: TestServer) {
  const jar = new Map<string, string>()
  const supabase = createServerClient(server.url, 'anon-key', {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          if (options?.maxAge === 0 || value === '') jar.delete(name)
          else jar.set(name, value)
        }
      },
    },
    auth: { autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  })
  const cookieHeader = () => [...jar].map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('; ')
  return { supabase, jar, cookieHeader }
}

export const errorBody = async (res: Response) => (await res.json()) as { code?: string; error_code?: string }

let counter = 0
export const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${counter++}@example.cz`

export async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  return { status: res.status, location: new URL(res.headers.get('location') as string) }
}

/** Signs up through the implicit client and confirms via the e-mail link. */
export async function registeredUser(server: TestServer, email = newEmail('user'), password = PASSWORD) {
  const { error } = await client(server).auth.signUp({ email, password })
  if (error) throw error
  await follow(await server.lastLink(email))
  return { email, password }
}
