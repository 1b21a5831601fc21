import { expect, vi } from 'vitest'

// The session cookie is written by the browser's Supabase client (src/auth/supabase.ts), not by a Set-Cookie of the
// server: session-cookie-*.test.ts sign in through that very client on a page at https:// and at http://, against a
// stubbed /auth/v1/token, and read the cookie strings it writes (docs/security.md: the cookie is Secure on https).
// One origin per test file: @supabase/ssr keeps one client per page (a module-level singleton).

function jwt(claims: Record<string, unknown>): string {
  const part = (o: object) =>
    btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`
}

/** The session cookie strings the app's Supabase client writes when signing in on a page at `origin`. */
export async function cookiesWrittenOnSignIn(origin: string): Promise<string[]> {
  const written: string[] = []
  const url = new URL(origin)
  const location = {
    protocol: url.protocol,
    origin: url.origin,
    href: `${url.origin}/auth/login`,
    hash: '',
    search: '',
  }
  const document = {
    getElementById: () => null,
    defaultView: { location },
    get cookie() {
      return written.map((c) => c.split(';')[0]).join('; ')
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
  // supabase-js builds its (unused) realtime client at once and needs a WebSocket class on Node 20.
  vi.stubGlobal('WebSocket', class {})
  vi.stubGlobal('location', location)
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', { location, document, addEventListener() {}, removeEventListener() {} })
  const exp = Math.floor(Date.now() / 1000) + 3600
  const user = {
    id: '00000000-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'a@example.cz',
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        access_token: jwt({ sub: user.id, role: 'authenticated', exp }),
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: exp,
        refresh_token: 'refresh',
        user,
      }),
    ),
  )
  vi.resetModules()
  const { supabase } = await import('./src/auth/supabase.ts')
  const { error } = await supabase().auth.signInWithPassword({
    email: user.email,
    password: 'heslo-2026-tajne',
  })
  expect(error).toBeNull()
  return written.filter((c) => /^sb-[^=]+-auth-token(\.\d+)?=[^;]/.test(c))
}
