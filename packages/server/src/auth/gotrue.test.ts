import { AUTH_MESSAGES, authErrorMessage } from '@rg/domain/auth-messages'
import { AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  client,
  errorBody,
  follow,
  newEmail,
  PASSWORD,
  registeredUser,
  ssrClient,
} from '../../test/clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'

describe.each(backends)('embedded Supabase Auth with supabase-js on $name', (backend) => {
  let server: TestServer
  let strict: TestServer // a second app instance on the same database with tight limits
  let shortCodes: TestServer // and a third whose PKCE auth codes expire at once

  beforeAll(async () => {
    server = await startTestServer(backend, {
      authLimits: { emailsPerHourPerIp: 1000, refreshReuseSeconds: 1 },
    })
    strict = await startTestServer(backend, {
      db: server.db,
      key: server.key,
      authLimits: { emailsPerHourPerIp: 2, failedSignIns: 3, verifyRequestsPer5Min: 3 },
    })
    shortCodes = await startTestServer(backend, {
      db: server.db,
      key: server.key,
      authLimits: { flowStateExpirySeconds: 0 },
    })
  })
  afterAll(async () => {
    await shortCodes?.close()
    await strict?.close()
    await server?.close()
  })

  it('sign-up with e-mail confirmation: no session, a mail, login refused until the link is opened', async () => {
    const email = newEmail('Signup').toLowerCase()
    const supabase = client(server)
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/auth/login` },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.confirmation_sent_at).toBeTruthy()

    const [mail] = await server.outbox(email)
    expect(mail?.subject).toBe('Potvrďte svou registraci')
    expect(mail?.text).toMatch(/kód: \d{6}/)

    const early = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
    expect(early.error?.code).toBe('email_not_confirmed')
    expect(authErrorMessage('signIn', early.error)).toBe(AUTH_MESSAGES.signInEmailNotConfirmed)
    expect(early.error?.status).toBe(400)

    // the sign-up rate limit: one mail per address per minute, on sign-up and on resend
    const again = await supabase.auth.signUp({ email, password: PASSWORD })
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    expect(authErrorMessage('signUp', again.error)).toBe(AUTH_MESSAGES.signUpRateLimit)
    expect(again.error?.status).toBe(429)
    const resend = await supabase.auth.resend({ type: 'signup', email })
    expect(resend.error?.code).toBe('over_email_send_rate_limit')

    const { status, location } = await follow(await server.lastLink(email))
    expect(status).toBe(303)
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/auth/login`)
    const hash = new URLSearchParams(location.hash.slice(1))
    expect(hash.get('type')).toBe('signup')
    expect(hash.get('token_type')).toBe('bearer')
    const fromLink = await supabase.auth.getUser(hash.get('access_token') as string)
    expect(fromLink.data.user?.email_confirmed_at).toBeTruthy()
    expect(fromLink.data.user?.user_metadata.email_verified).toBe(true)

    const login = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
    expect(login.error).toBeNull()
    expect(login.data.session?.expires_in).toBe(3600)
    expect(login.data.user?.last_sign_in_at).toBeTruthy()

    // a second sign-up of a confirmed address (after the mail interval): answered like a new sign-up, with an
    // identity (not GoTrue's identities: [], docs/security.md "Threat model") and another id, no mail
    await server.db.query("delete from public.rate_limit_counters where key like 'mail:to:%' || $1 || '|%'", [
      email,
    ])
    const mailsBefore = (await server.outbox(email)).length
    const dup = await client(server).auth.signUp({ email, password: PASSWORD })
    expect(dup.error).toBeNull()
    expect(dup.data.user?.identities).toHaveLength(1)
    expect(dup.data.user?.id).not.toBe(fromLink.data.user?.id)
    expect((await server.outbox(email)).length).toBe(mailsBefore)
  })

  it('answers a parallel double sign-up of one address with one user and a rate limit, never a 500', async () => {
    const email = newEmail('twice')
    const results = await Promise.all(
      [1, 2, 3].map(() => client(server).auth.signUp({ email, password: PASSWORD })),
    )
    const codes = results.map((r) => r.error?.code ?? 'ok').sort()
    expect(codes[0]).toBe('ok')
    expect(codes.slice(1).every((c) => c === 'ok' || c === 'over_email_send_rate_limit')).toBe(true)
    const { rows } = await server.db.query('select id from auth.users where email = $1', [email])
    expect(rows).toHaveLength(1)
  })

  it('refuses weak and invalid passwords and addresses with the codes supabase-js understands', async () => {
    const weak = await client(server).auth.signUp({ email: newEmail('weak'), password: 'abc' })
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError)
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters'])
    expect(weak.error?.status).toBe(422)
    const long = await client(server).auth.signUp({
      email: newEmail('long'),
      password: `a1${'x'.repeat(80)}`,
    })
    expect(long.error?.code).toBe('validation_failed')
    const badEmail = await client(server).auth.signUp({ email: 'not-an-email', password: PASSWORD })
    expect(badEmail.error?.code).toBe('validation_failed')
  })

  it('password sign-in: identical invalid_credentials for a wrong password and an unknown user, then a rate limit', async () => {
    const { email } = await registeredUser(server)
    const supabase = client(strict)
    const wrong = await supabase.auth.signInWithPassword({ email, password: 'spatne-heslo-1' })
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.message).toBe('Invalid login credentials')
    expect(authErrorMessage('signIn', wrong.error)).toBe(AUTH_MESSAGES.signInInvalidCredentials)
    const unknown = await supabase.auth.signInWithPassword({ email: newEmail('nobody'), password: PASSWORD })
    expect(unknown.error?.code).toBe('invalid_credentials')
    await supabase.auth.signInWithPassword({ email, password: 'spatne-heslo-2' })
    await supabase.auth.signInWithPassword({ email, password: 'spatne-heslo-3' })
    const limited = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
    expect(limited.error?.code).toBe('over_request_rate_limit')
    expect(authErrorMessage('signIn', limited.error)).toBe(AUTH_MESSAGES.signInFailed)
    expect(limited.error?.status).toBe(429)
    // the limit is per address: the same user elsewhere, or the normal instance, is unaffected
    expect((await client(server).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it('answers over_email_send_rate_limit when one client sends too many sign-up mails', async () => {
    const supabase = client(strict)
    const results = []
    for (let i = 0; i < 3; i++)
      results.push(await supabase.auth.signUp({ email: newEmail('burst'), password: PASSWORD }))
    expect(results.map((r) => r.error?.code ?? 'ok')).toEqual(['ok', 'ok', 'over_email_send_rate_limit'])
    expect(authErrorMessage('signUp', results[2]?.error)).toBe(AUTH_MESSAGES.signUpRateLimit)
  })

  it('rotates refresh tokens: reuse within the interval and of the active token’s parent is allowed, later reuse is not', async () => {
    const { email } = await registeredUser(server)
    const supabase = client(server)
    const { data } = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
    const first = data.session?.refresh_token as string
    const refreshed = await supabase.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    const second = refreshed.data.session?.refresh_token as string
    expect(second).not.toBe(first)
    expect(refreshed.data.user?.email).toBe(email)

    // a lost response: the parent of the active token gets the active token again
    const replay = await client(server).auth.refreshSession({ refresh_token: first })
    expect(replay.error).toBeNull()
    expect(replay.data.session?.refresh_token).toBe(second)

    // rotate once more, then present the revoked `second` long after: the family is revoked
    const third = (await client(server).auth.refreshSession({ refresh_token: second })).data.session
      ?.refresh_token as string
    const fourth = await client(server).auth.refreshSession({ refresh_token: third })
    expect(fourth.error).toBeNull()
    await new Promise((r) => setTimeout(r, 1100))
    const stale = await client(server).auth.refreshSession({ refresh_token: second })
    expect(stale.error?.code).toBe('refresh_token_already_used')
    // the whole session is gone: its newest refresh token and its access token are dead too
    const afterRevocation = await client(server).auth.refreshSession({
      refresh_token: fourth.data.session?.refresh_token as string,
    })
    expect(afterRevocation.error?.code).toBe('refresh_token_not_found')
    const access = fourth.data.session?.access_token as string
    expect((await client(server).auth.getUser(access)).error?.name).toBe('AuthSessionMissingError')

    const unknown = await client(server).auth.refreshSession({ refresh_token: 'neexistujici-token-123' })
    expect(unknown.error?.code).toBe('refresh_token_not_found')
  })

  it('signs out with scope others, local and global', async () => {
    const { email } = await registeredUser(server)
    const [a, b, c] = [client(server), client(server), client(server)]
    for (const s of [a, b, c]) await s.auth.signInWithPassword({ email, password: PASSWORD })
    const tokenOf = async (s: SupabaseClient) =>
      (await s.auth.getSession()).data.session?.access_token as string

    const tokenB = await tokenOf(b)
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await a.auth.getUser()).error).toBeNull()
    const missing = await client(server).auth.getUser(tokenB)
    expect(missing.error?.name).toBe('AuthSessionMissingError')

    const tokenA = await tokenOf(a)
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await a.auth.getSession()).data.session).toBeNull()
    expect((await client(server).auth.getUser(tokenA)).error?.name).toBe('AuthSessionMissingError')

    await c.auth.signInWithPassword({ email, password: PASSWORD })
    const d = client(server)
    await d.auth.signInWithPassword({ email, password: PASSWORD })
    expect((await c.auth.signOut()).error).toBeNull() // global by default
    expect((await d.auth.getUser()).error?.name).toBe('AuthSessionMissingError')

    const badScope = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenA}` },
    })
    expect(badScope.status).toBe(400)
    expect((await errorBody(badScope)).code).toBe('validation_failed')
  })

  it('GET /user refuses a missing, forged or expired token', async () => {
    const noAuth = await fetch(`${server.url}/auth/v1/user`)
    expect(noAuth.status).toBe(401)
    const body = await noAuth.json()
    expect(body).toMatchObject({ code: 'no_authorization', error_code: 'no_authorization' })
    expect(noAuth.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    const forged = await client(server).auth.getUser('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl')
    expect(forged.error?.code).toBe('bad_jwt')
    expect(forged.error?.status).toBe(403)
  })

  it('password recovery (implicit): link to /auth/update-pass, same_password and weak_password, then a new password signs out the rest', async () => {
    const { email } = await registeredUser(server)
    const other = client(server)
    await other.auth.signInWithPassword({ email, password: PASSWORD })

    const supabase = client(server)
    const sent = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/auth/update-pass`,
    })
    expect(sent.error).toBeNull()
    expect((await supabase.auth.resetPasswordForEmail(email)).error?.code).toBe('over_email_send_rate_limit')
    expect((await supabase.auth.resetPasswordForEmail(newEmail('unknown'))).error).toBeNull() // no enumeration

    const [mail] = await server.outbox(email)
    expect(mail?.subject).toBe('Obnovení hesla')
    const { location } = await follow(await server.lastLink(email))
    expect(location.pathname).toBe('/auth/update-pass')
    const hash = new URLSearchParams(location.hash.slice(1))
    expect(hash.get('type')).toBe('recovery')
    await supabase.auth.setSession({
      access_token: hash.get('access_token') as string,
      refresh_token: hash.get('refresh_token') as string,
    })

    const same = await supabase.auth.updateUser({ password: PASSWORD })
    expect(same.error?.code).toBe('same_password')
    expect(authErrorMessage('updatePassword', same.error)).toBe(AUTH_MESSAGES.passwordSameAsOld)
    expect(same.error?.status).toBe(422)
    const weak = await supabase.auth.updateUser({ password: 'kratke' })
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError)
    const changed = await supabase.auth.updateUser({ password: 'nove-heslo-2027' })
    expect(changed.error).toBeNull()

    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect((await supabase.auth.getUser()).error).toBeNull()
    expect((await client(server).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    )
    expect(
      (await client(server).auth.signInWithPassword({ email, password: 'nove-heslo-2027' })).error,
    ).toBeNull()
    expect((await server.outbox(email))[0]?.subject).toBe('Heslo bylo změněno')
    const notified = await server.db.query<{ kind: string }>(
      `select n.kind from public.notifications n join auth.users u on u.id = n.user_id where u.email = $1`,
      [email],
    )
    expect(notified.rows.map((r) => r.kind)).toEqual(['PASSWORD_CHANGED'])
  })

  it('an expired or reused verification link redirects with the otp_expired error fragment', async () => {
    const email = newEmail('expired')
    await client(server).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/auth/login` },
    })
    const link = await server.lastLink(email)
    await server.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1`,
      [email],
    )
    const { status, location } = await follow(link)
    expect(status).toBe(303)
    expect(location.pathname).toBe('/auth/login')
    const hash = new URLSearchParams(location.hash.slice(1))
    expect(Object.fromEntries(hash)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
    // a foreign redirect target is silently replaced by the site
    const foreign = new URL(link)
    foreign.searchParams.set('redirect_to', 'https://evil.example.com/x')
    expect((await follow(foreign.toString())).location.origin).toBe(server.url)
  })

  it('registering again with an unconfirmed address sends a new confirmation mail once the interval is over, keeping the first password', async () => {
    const email = newEmail('again')
    const first = await client(server).auth.signUp({ email, password: PASSWORD })
    expect(first.error).toBeNull()
    const oldLink = await server.lastLink(email)
    expect(await server.outbox(email)).toHaveLength(1)
    // within the interval: refused with the rate limit, no second mail
    expect((await client(server).auth.signUp({ email, password: PASSWORD })).error?.code).toBe(
      'over_email_send_rate_limit',
    )
    expect(await server.outbox(email)).toHaveLength(1)

    // the first mail is old now (its link expired): registering again is the way to a new one
    await server.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1`,
      [email],
    )
    await server.db.query("delete from public.rate_limit_counters where key like 'mail:to:%' || $1 || '|%'", [
      email,
    ])
    const again = await client(server).auth.signUp({
      email,
      password: `${PASSWORD}-nove`,
      options: { emailRedirectTo: `${server.url}/auth/login` },
    })
    expect(again.error).toBeNull()
    expect(again.data.user?.identities).toHaveLength(1)
    const mails = await server.outbox(email)
    expect(mails).toHaveLength(2)
    expect(mails[0]?.subject).toBe('Potvrďte svou registraci')
    const newLink = await server.lastLink(email)
    expect(newLink).not.toBe(oldLink)

    // the old link is spent, the new one confirms; the password of the first registration signs in, the second's
    // does not (a sign-up never changes a pending account's password: docs/decisions/1211-no-password-change-by-sign-up.md)
    const spent = await follow(oldLink)
    expect(new URLSearchParams(spent.location.hash.slice(1)).get('error_code')).toBe('otp_expired')
    const { status, location } = await follow(newLink)
    expect(status).toBe(303)
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('signup')
    const second = await client(server).auth.signInWithPassword({ email, password: `${PASSWORD}-nove` })
    expect(second.error?.code).toBe('invalid_credentials')
    const login = await client(server).auth.signInWithPassword({ email, password: PASSWORD })
    expect(login.error).toBeNull()
  })

  it('limits verification attempts per client, so a 6-digit code cannot be guessed', async () => {
    const supabase = client(strict)
    const codes = []
    for (let i = 0; i < 4; i++) {
      const { error } = await supabase.auth.verifyOtp({
        email: 'x@example.cz',
        token: `12345${i}`,
        type: 'signup',
      })
      codes.push(error?.code)
    }
    expect(codes).toEqual(['otp_expired', 'otp_expired', 'otp_expired', 'over_request_rate_limit'])
  })

  it('verifyOtp with the 6-digit code from the mail signs in; a wrong code is otp_expired', async () => {
    const email = newEmail('otp')
    await client(server).auth.signUp({ email, password: PASSWORD })
    const code = (await server.outbox(email))[0]?.text.match(/kód: (\d{6})/)?.[1] as string
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await client(server).auth.verifyOtp({ email, token: wrongCode, type: 'signup' })
    expect(wrong.error?.code).toBe('otp_expired')
    expect(wrong.error?.status).toBe(403)
    const ok = await client(server).auth.verifyOtp({ email, token: code, type: 'signup' })
    expect(ok.error).toBeNull()
    expect(ok.data.session?.access_token).toBeTruthy()
  })

  it('PKCE (as @supabase/ssr does it): sign-up link gives ?code=, exchanged for a session stored in cookies', async () => {
    const email = newEmail('pkce')
    const { supabase, jar } = ssrClient(server)
    const { error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/auth/login` },
    })
    expect(error).toBeNull()
    expect([...jar.keys()]).toContain('sb-localhost-auth-token-code-verifier')
    const link = await server.lastLink(email)
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/)
    const { location } = await follow(link)
    const code = location.searchParams.get('code') as string
    expect(code).toBeTruthy()

    const wrongVerifier = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    })
    expect(wrongVerifier.status).toBe(400)
    expect((await errorBody(wrongVerifier)).code).toBe('bad_code_verifier')

    const exchanged = await supabase.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(email)
    expect([...jar.keys()].some((k) => k.startsWith('sb-localhost-auth-token'))).toBe(true)

    const again = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    })
    expect(again.status).toBe(404)
    expect((await errorBody(again)).code).toBe('flow_state_not_found')
  })

  it('PKCE recovery emits PASSWORD_RECOVERY; an auth code past its lifetime is flow_state_expired', async () => {
    const { email } = await registeredUser(server)
    const { supabase } = ssrClient(server)
    const events: string[] = []
    supabase.auth.onAuthStateChange((event) => void events.push(event))
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/auth/update-pass` })
    const { location } = await follow(await server.lastLink(email))
    expect(location.pathname).toBe('/auth/update-pass')
    const exchanged = await supabase.auth.exchangeCodeForSession(location.searchParams.get('code') as string)
    expect(exchanged.error).toBeNull()
    await new Promise((r) => setTimeout(r, 10))
    expect(events).toContain('PASSWORD_RECOVERY')

    const late = ssrClient(shortCodes)
    const lateEmail = newEmail('late')
    await late.supabase.auth.signUp({ email: lateEmail, password: PASSWORD })
    const { location: lateLocation } = await follow(await server.lastLink(lateEmail))
    await new Promise((r) => setTimeout(r, 20))
    const expired = await late.supabase.auth.exchangeCodeForSession(
      lateLocation.searchParams.get('code') as string,
    )
    expect(expired.error?.code).toBe('flow_state_expired')
  })

  it('publishes the ES256 key: getClaims() verifies tokens locally through the JWKS', async () => {
    const res = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)
    expect(res.headers.get('cache-control')).toBe('public, max-age=600')
    const { keys } = (await res.json()) as { keys: Record<string, string>[] }
    expect(keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })])
    expect(keys[0]?.d).toBeUndefined()

    const { email } = await registeredUser(server)
    const supabase = client(server)
    await supabase.auth.signInWithPassword({ email, password: PASSWORD })
    const { data, error } = await supabase.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', aal: 'aal1' })
    expect(data?.header.kid).toBe(keys[0]?.kid)
  })

  it('answers CORS preflights for the headers supabase-js sends and exposes the API version', async () => {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    })
    expect(res.status).toBeLessThan(300)
    expect(res.headers.get('access-control-allow-headers')).toMatch(/x-supabase-api-version/i)
    const post = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(post.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i)
    expect((await errorBody(post)).code).toBe('bad_json')
  })
})
