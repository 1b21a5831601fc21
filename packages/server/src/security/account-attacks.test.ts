import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { hashPassword } from '../auth/passwords.ts'
import { insertUser } from '../auth/store.ts'

/** Attacks on accounts through the embedded auth server (docs/security.md "Threat model", "Link tokens and codes"). */

const PASSWORD = 'heslo-2026-tajne'
let n = 0
const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${n++}@example.cz`
/** GoTrue's link token: hex SHA-224 of the address and the 6-digit code. */
const gotrueHash = (email: string, code: string) =>
  createHash('sha224')
    .update(email + code)
    .digest('hex')

describe.each(backends)('account attacks on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { trustedProxies: ['127.0.0.1', '::1'] },
      authLimits: {
        failedSignIns: 5,
        failedSignInsPerAddress: 30,
        otpMaxAttempts: 5,
        emailsPerHourPerIp: 1000,
      },
    })
  })
  afterAll(() => server?.close())

  const auth = (path: string, body: unknown, from = '203.0.113.1', token?: string, method = 'POST') =>
    fetch(`${server.url}/auth/v1${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': from,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    })
  const code = async (res: Response) => ((await res.json()) as { code?: string }).code
  const confirmedUser = async (tag: string, password = PASSWORD) => {
    const email = newEmail(tag)
    const user = await insertUser(server.db, email, await hashPassword(password, 4), {}, true)
    return { email, id: user.id }
  }
  /** The link and the 6-digit code of the newest mail to `email`. */
  const mailed = async (email: string) => {
    const text = (await server.outbox(email))[0]?.text ?? ''
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0] as string
    const otp = /kód: (\d{6})/.exec(text)?.[1] as string
    expect(link).toBeTruthy()
    expect(otp).toMatch(/^\d{6}$/)
    return { link, otp, token: new URL(link).searchParams.get('token') as string }
  }
  const open = async (link: string) => {
    const res = await fetch(link, { redirect: 'manual' })
    const location = new URL(res.headers.get('location') as string)
    return new URLSearchParams(location.hash.slice(1))
  }

  describe('item 2: link tokens and codes', () => {
    it('a recovery link is a random token of its own: guessing the code through token_hash gains nothing', async () => {
      const { email } = await confirmedUser('takeover')
      expect((await auth('/recover', { email })).status).toBe(200)
      const { link, otp, token } = await mailed(email)
      // at least 128 random bits, not derived from the address and the code
      expect(token).toMatch(/^[0-9a-f]{64}$/)
      expect(token).not.toBe(gotrueHash(email, otp))

      // the attacker hashes guesses locally and sends them as token_hash: 40 wrong, then the right code's hash
      for (let i = 0; i < 40; i++) {
        const guess = String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0')
        const res = await auth(
          '/verify',
          { token_hash: gotrueHash(email, guess), type: 'recovery' },
          '198.51.100.9',
        )
        expect(res.status).toBe(403)
      }
      const right = await auth(
        '/verify',
        { token_hash: gotrueHash(email, otp), type: 'recovery' },
        '198.51.100.9',
      )
      expect(right.status).toBe(403)
      expect(await code(right)).toBe('otp_expired')

      // only a hash of the link token is stored
      const { rows } = await server.db.query<{ recovery_token: string }>(
        'select recovery_token from auth.users where email = $1',
        [email],
      )
      expect(rows[0]?.recovery_token).toBeTruthy()
      expect(rows[0]?.recovery_token).not.toContain(token)

      // the owner's link still works (random link guesses cannot be tied to the account), once
      const hash = await open(link)
      expect(hash.get('type')).toBe('recovery')
      expect(hash.get('access_token')).toBeTruthy()
      expect((await open(link)).get('error_code')).toBe('otp_expired')
    })

    it('the link token works as token_hash (verifyOtp of @supabase/ssr), once', async () => {
      const { email } = await confirmedUser('tokenhash')
      await auth('/recover', { email })
      const { token } = await mailed(email)
      const ok = await auth('/verify', { token_hash: token, type: 'recovery' })
      expect(ok.status).toBe(200)
      expect(((await ok.json()) as { access_token?: string }).access_token).toBeTruthy()
      expect((await auth('/verify', { token_hash: token, type: 'recovery' })).status).toBe(403)
    })

    it('a 6-digit code counts only with its address; five wrong codes kill the pending codes and links', async () => {
      const { email } = await confirmedUser('codes')
      const other = await confirmedUser('codes-other')
      await auth('/recover', { email })
      const { link, otp, token } = await mailed(email)
      // the right code with another address is nothing
      expect((await auth('/verify', { email: other.email, token: otp, type: 'recovery' })).status).toBe(403)
      const wrong = otp === '000000' ? '000001' : '000000'
      // five wrong codes, each from another client address: the count is the account's
      for (let i = 0; i < 5; i++)
        expect(
          (await auth('/verify', { email, token: wrong, type: 'recovery' }, `192.0.2.${i}`)).status,
        ).toBe(403)
      // then the right code, the mailed link and its token are all dead
      expect((await auth('/verify', { email, token: otp, type: 'recovery' })).status).toBe(403)
      expect((await open(link)).get('error_code')).toBe('otp_expired')
      expect((await auth('/verify', { token_hash: token, type: 'recovery' })).status).toBe(403)
    })

    it('a sign-up confirmation link is random too, and the code confirms with its address', async () => {
      const email = newEmail('confirm')
      expect((await auth('/signup', { email, password: PASSWORD })).status).toBe(200)
      const { otp, token } = await mailed(email)
      expect(token).toMatch(/^[0-9a-f]{64}$/)
      expect(token).not.toBe(gotrueHash(email, otp))
      expect((await auth('/verify', { token_hash: gotrueHash(email, otp), type: 'signup' })).status).toBe(403)
      const ok = await auth('/verify', { email, token: otp, type: 'signup' })
      expect(ok.status).toBe(200)
      expect((await signInStatus(email, PASSWORD)).status).toBe(200)
    })
  })

  /** As if the mail interval had passed since the last mail to `email`. */
  const mailIntervalOver = async (email: string) => {
    await server.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 hours',
         recovery_sent_at = now() - interval '2 hours' where email = $1`,
      [email],
    )
    await server.db.query("delete from public.rate_limit_counters where key like 'mail:to:%' || $1 || '|%'", [
      email,
    ])
  }

  describe('item 3: account pre-hijack', () => {
    it('a second sign-up of an unconfirmed address never changes its password; it only sends the link again', async () => {
      const email = newEmail('prehijack')
      const victim = 'obet-heslo-2026'
      const attacker = 'utocnik-heslo-2026'
      expect((await auth('/signup', { email, password: victim }, '203.0.113.20')).status).toBe(200)
      // within the mail interval: nothing at all
      const early = await auth('/signup', { email, password: attacker }, '198.51.100.20')
      expect(early.status).toBe(429)
      expect(await server.outbox(email)).toHaveLength(1)

      await mailIntervalOver(email)
      const late = await auth('/signup', { email, password: attacker }, '198.51.100.20')
      expect(late.status).toBe(200)
      expect(await server.outbox(email)).toHaveLength(2)
      // the victim confirms through the newest link: their password counts, the attacker's does not
      const { link } = await mailed(email)
      expect((await open(link)).get('type')).toBe('signup')
      const theirs = await signInStatus(email, attacker, '198.51.100.21')
      expect(theirs.status).toBe(400)
      expect(await code(theirs)).toBe('invalid_credentials')
      expect((await signInStatus(email, victim, '203.0.113.21')).status).toBe(200)
    })
  })

  describe('item 4: sign-in lockout', () => {
    it('wrong passwords from other addresses do not lock the owner out; the owner is told by mail once', async () => {
      const { email } = await confirmedUser('lockout')
      const attack = (i: number, password = 'spatne-heslo-1') =>
        fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `198.51.100.${40 + i}`,
            'X-Forwarded-Host': 'evil.example',
          },
          body: JSON.stringify({ email, password }),
        })
      for (let i = 0; i < 5; i++) expect((await attack(i)).status).toBe(400)
      // an address that failed for this account stays refused, even with the right password
      const refused = await attack(0, PASSWORD)
      expect(refused.status).toBe(429)
      expect(await code(refused)).toBe('over_request_rate_limit')
      // a fresh address with a wrong password is one more failure, then refused too
      expect((await attack(5)).status).toBe(400)
      expect((await attack(5, PASSWORD)).status).toBe(429)
      // the owner, from an address without failures for the account, signs in
      expect((await signInStatus(email, PASSWORD, '203.0.113.45')).status).toBe(200)
      expect((await signInStatus(email, PASSWORD, '203.0.113.46')).status).toBe(200)

      // one mail for the lockout window, in Czech, linking to the configured origin
      const mails = (await server.outbox(email)).filter(
        (m) => m.subject === 'Pokusy o přihlášení byly zablokovány',
      )
      expect(mails).toHaveLength(1)
      expect(mails[0]?.text).toContain('špatným heslem')
      expect(mails[0]?.text).toContain(`${server.url}/auth/reset-pass`)
      expect(mails[0]?.text).not.toContain('evil.example')
    })

    it('an unknown address gets no mail and the same answers', async () => {
      const email = newEmail('nikdo')
      for (let i = 0; i < 6; i++) {
        const res = await signInStatus(email, 'spatne-heslo-1', `198.51.100.${60 + i}`)
        expect(res.status).toBe(400)
      }
      expect((await signInStatus(email, 'spatne-heslo-1', '198.51.100.60')).status).toBe(429)
      expect(await server.outbox(email)).toHaveLength(0)
    })
  })

  describe('item 8: the current password in a fresh link session', () => {
    const recoverySession = async (email: string) => {
      await mailIntervalOver(email)
      await auth('/recover', { email })
      const hash = await open((await mailed(email)).link)
      expect(hash.get('type')).toBe('recovery')
      return { access: hash.get('access_token') as string, refresh: hash.get('refresh_token') as string }
    }
    const change = (token: string, body: unknown) => auth('/user', body, '203.0.113.90', token, 'PUT')

    it('a current password that is sent is always checked, also right after a recovery link', async () => {
      const { email } = await confirmedUser('fresh-wrong')
      const { access } = await recoverySession(email)
      const wrong = await change(access, { password: 'nove-heslo-2027', current_password: 'spatne-heslo-1' })
      expect(wrong.status).toBe(400)
      expect(await code(wrong)).toBe('invalid_credentials')
      expect((await signInStatus(email, 'nove-heslo-2027')).status).toBe(400)
      // the right current password, or none on the recovery page, works
      expect((await change(access, { password: 'nove-heslo-2027', current_password: PASSWORD })).status).toBe(
        200,
      )
      const again = await recoverySession(email)
      expect((await change(again.access, { password: 'treti-heslo-2027' })).status).toBe(200)
      expect((await signInStatus(email, 'treti-heslo-2027')).status).toBe(200)
    })

    it('a sign-up code session is checked the same way; without the current password only for 15 minutes', async () => {
      const email = newEmail('fresh-signup')
      await auth('/signup', { email, password: PASSWORD })
      const verified = await auth('/verify', { email, token: (await mailed(email)).otp, type: 'signup' })
      const session = (await verified.json()) as { access_token: string; refresh_token: string }
      expect(
        await code(
          await change(session.access_token, { password: 'nove-heslo-2027', current_password: 'x1x1x1x1' }),
        ),
      ).toBe('invalid_credentials')
      // 16 minutes later (the session's sign-in moved back, its token refreshed) the current password is required
      await server.db.query(
        `update auth.sessions set amr = jsonb_build_array(jsonb_build_object('method', 'otp', 'timestamp',
           extract(epoch from now())::bigint - 960)) where user_id = (select id from auth.users where email = $1)`,
        [email],
      )
      const refreshed = (await (
        await auth('/token?grant_type=refresh_token', { refresh_token: session.refresh_token })
      ).json()) as { access_token: string }
      const late = await change(refreshed.access_token, { password: 'nove-heslo-2027' })
      expect(late.status).toBe(400)
      expect(await code(late)).toBe('current_password_required')
    })
  })

  describe('item 6: password changes', () => {
    it('wrong current passwords are counted per account: after 5, 429 even for the right one', async () => {
      const { email } = await confirmedUser('reauth-limit')
      const session = (await (await signInStatus(email, PASSWORD)).json()) as { access_token: string }
      const change = (current: string, from: string) =>
        auth(
          '/user',
          { password: 'nove-heslo-2027', current_password: current },
          from,
          session.access_token,
          'PUT',
        )
      for (let i = 0; i < 5; i++)
        expect(await code(await change(`spatne-${i}-heslo`, `198.51.100.${80 + i}`))).toBe(
          'invalid_credentials',
        )
      const limited = await change(PASSWORD, '203.0.113.88')
      expect(limited.status).toBe(429)
      const body = (await limited.json()) as {
        code: string
        error_code: string
        msg: string
        message: string
      }
      expect(body).toMatchObject({ code: 'over_request_rate_limit', error_code: 'over_request_rate_limit' })
      expect(body.message).toMatch(/^Příliš mnoho pokusů/)
      expect(limited.headers.get('x-supabase-api-version')).toBe('2024-01-01')
      // the password did not change
      expect((await signInStatus(email, PASSWORD, '203.0.113.89')).status).toBe(200)
    })

    it('a password longer than 72 bytes is refused at sign-up and password change, in Czech', async () => {
      const long = 'ž1'.repeat(36) // 72 characters, 108 bytes: bcrypt would read only the first 48 characters
      const signUp = await auth('/signup', { email: newEmail('bytes'), password: long })
      expect(signUp.status).toBe(400)
      const body = (await signUp.json()) as { code: string; message: string }
      expect(body.code).toBe('validation_failed')
      expect(body.message).toBe('Heslo může mít nejvýše 72 bajtů (písmeno s diakritikou zabírá 2 bajty).')
      const { email } = await confirmedUser('bytes-change')
      const session = (await (await signInStatus(email, PASSWORD)).json()) as { access_token: string }
      const change = await auth(
        '/user',
        { password: long, current_password: PASSWORD },
        '203.0.113.3',
        session.access_token,
        'PUT',
      )
      expect(change.status).toBe(400)
      expect(((await change.json()) as { code: string }).code).toBe('validation_failed')
      // 72 bytes exactly is fine
      const fits = `${'ž1'.repeat(24)}`
      expect(
        (
          await auth(
            '/user',
            { password: fits, current_password: PASSWORD },
            '203.0.113.3',
            session.access_token,
            'PUT',
          )
        ).status,
      ).toBe(200)
      expect((await signInStatus(email, fits)).status).toBe(200)
    })
  })

  describe('item 9: no enumeration through sign-up, resend and recovery', () => {
    /** A value's shape: keys and types all the way down, values left out. */
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shape)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([k, v]) => [k, shape(v)]),
            )
          : typeof value

    it('new, pending and confirmed addresses get the same answers and the same 429 pattern', async () => {
      const confirmed = (await confirmedUser('enum-confirmed')).email
      const pending = newEmail('enum-pending')
      await auth('/signup', { email: pending, password: PASSWORD }, '203.0.113.100')
      await mailIntervalOver(pending)
      const fresh = newEmail('enum-new')
      const from = '198.51.100.100'

      const answers = []
      for (const email of [fresh, pending, confirmed]) {
        const first = await auth('/signup', { email, password: 'jine-heslo-2026' }, from)
        expect(first.status).toBe(200)
        const user = (await first.json()) as { id: string; created_at: string; identities: unknown[] }
        expect(user.identities).toHaveLength(1)
        expect(Math.abs(Date.parse(user.created_at) - Date.now())).toBeLessThan(10_000)
        answers.push(shape(user))
        const second = await auth('/signup', { email, password: 'jine-heslo-2026' }, from)
        expect(second.status).toBe(429)
        expect(await code(second)).toBe('over_email_send_rate_limit')
      }
      expect(answers[1]).toEqual(answers[0])
      expect(answers[2]).toEqual(answers[0])

      const unknown = newEmail('enum-unknown')
      for (const email of [unknown, pending, confirmed]) {
        await mailIntervalOver(email)
        for (const path of ['/recover', '/resend']) {
          const body = { email, type: 'signup' }
          const first = await auth(path, body, from)
          expect([path, email, first.status]).toEqual([path, email, 200])
          expect(await first.json()).toEqual({})
          const second = await auth(path, body, from)
          expect([path, email, second.status]).toEqual([path, email, 429])
          expect(await code(second)).toBe('over_email_send_rate_limit')
        }
      }
      // the confirmed account got no sign-up mail, the pending one a new link
      expect((await server.outbox(confirmed)).some((m) => m.subject === 'Potvrďte svou registraci')).toBe(
        false,
      )
    })

    it('a repeated sign-up of a taken address answers a stable id, as a pending one does', async () => {
      const { email, id } = await confirmedUser('enum-stable')
      const ids = []
      for (let i = 0; i < 2; i++) {
        await mailIntervalOver(email)
        ids.push(((await (await auth('/signup', { email, password: PASSWORD })).json()) as { id: string }).id)
      }
      expect(ids[0]).toBe(ids[1])
      expect(ids[0]).not.toBe(id)
    })
  })

  const signInStatus = (email: string, password: string, from = '203.0.113.5') =>
    auth('/token?grant_type=password', { email, password }, from)
})
