import { endpointUrl } from '@rg/domain/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { hashPassword } from '../auth/passwords.ts'
import { insertUser } from '../auth/store.ts'
import { asUser } from '../db/as-user.ts'

const PASSWORD = 'heslo-2026-tajne'
let n = 0
const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${n++}@example.cz`

describe.each(backends)('limits and blocking on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { trustedProxies: ['127.0.0.1', '::1'] },
      authLimits: { failedSignIns: 5, failedSignInsPerAddress: 8, otpMaxAttempts: 3, emailsPerHourPerIp: 2 },
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
  const confirmedUser = async (tag: string) => {
    const email = newEmail(tag)
    const user = await insertUser(server.db, email, await hashPassword(PASSWORD, 4), {}, true)
    return { email, id: user.id }
  }
  const signIn = (email: string, password: string, from?: string) =>
    auth('/token?grant_type=password', { email, password }, from)

  it('failed sign-ins count per account from any address, and per address over any accounts', async () => {
    const { email } = await confirmedUser('acct')
    for (let i = 0; i < 5; i++)
      expect((await signIn(email, 'spatne-heslo', `198.51.100.${i}`)).status).toBe(400)
    // the account's tries are used up: an address that failed is refused even with the right password, a sixth
    // address without failures for it gets through with the right one (docs/decisions/1212-no-lockout-of-the-owner.md)
    const locked = await signIn(email, PASSWORD, '198.51.100.0')
    expect(locked.status).toBe(429)
    expect(await code(locked)).toBe('over_request_rate_limit')
    expect((await signIn(email, PASSWORD, '198.51.100.77')).status).toBe(200)

    // one address trying many accounts
    for (let i = 0; i < 8; i++) await signIn(newEmail('spray'), 'spatne-heslo', '192.0.2.9')
    const other = await confirmedUser('other')
    expect((await signIn(other.email, PASSWORD, '192.0.2.9')).status).toBe(429)
    expect((await signIn(other.email, PASSWORD, '192.0.2.10')).status).toBe(200)
  })

  it('X-Forwarded-For counts only from a trusted proxy', async () => {
    const plain = await startTestServer(backend, {
      db: server.db,
      key: server.key,
      authLimits: { failedSignIns: 2 },
    })
    try {
      const { email } = await confirmedUser('xff')
      const post = (from: string, password: string) =>
        fetch(`${plain.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
          body: JSON.stringify({ email: newEmail('spoof'), password }),
        })
      // without TRUSTED_PROXY the header is ignored: every try counts for the socket's address
      for (let i = 0; i < 30; i++) await post(`203.0.113.${i}`, 'x')
      const res = await fetch(`${plain.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.200' },
        body: JSON.stringify({ email, password: PASSWORD }),
      })
      expect(res.status).toBe(429)
    } finally {
      await plain.close()
    }
  })

  it('a recovery code dies after a handful of wrong tries', async () => {
    const { email } = await confirmedUser('otp')
    expect((await auth('/recover', { email }, '203.0.113.50')).status).toBe(200)
    const text = (await server.outbox(email))[0]?.text ?? ''
    const otp = /kód: (\d{6})/.exec(text)?.[1] as string
    expect(otp).toMatch(/^\d{6}$/)
    const wrong = otp === '000000' ? '000001' : '000000'
    for (let i = 0; i < 3; i++) {
      const res = await auth('/verify', { email, token: wrong, type: 'recovery' }, '203.0.113.51')
      expect(res.status).toBe(403)
    }
    const late = await auth('/verify', { email, token: otp, type: 'recovery' }, '203.0.113.52')
    expect(late.status).toBe(403)
    expect(await code(late)).toBe('otp_expired')
  })

  it('sign-up and recovery do not tell which addresses have an account, even at the mail limit', async () => {
    const { email: taken } = await confirmedUser('taken')
    const from = '203.0.113.60'
    const signUp = (email: string) => auth('/signup', { email, password: PASSWORD }, from)
    const fresh = await signUp(newEmail('new'))
    const existing = await signUp(taken)
    expect(fresh.status).toBe(200)
    expect(existing.status).toBe(200)
    expect(Object.keys((await existing.json()) as object).sort()).toEqual(
      expect.arrayContaining(['id', 'email', 'identities', 'confirmation_sent_at']),
    )
    // the limit (2 mails an hour from this address) is used up: known and unknown addresses answer alike
    expect((await signUp(newEmail('new'))).status).toBe(429)
    expect((await signUp(taken)).status).toBe(429)
    expect((await auth('/recover', { email: taken }, from)).status).toBe(429)
    expect((await auth('/recover', { email: newEmail('nobody') }, from)).status).toBe(429)
  })

  it('a password change needs the current password (or a nonce) outside the reset flow', async () => {
    const { email } = await confirmedUser('pw')
    const session = (await (await signIn(email, PASSWORD, '203.0.113.70')).json()) as { access_token: string }
    const change = (body: unknown) => auth('/user', body, '203.0.113.70', session.access_token, 'PUT')
    const bare = await change({ password: 'nove-heslo-2026' })
    expect(bare.status).toBe(400)
    expect(await code(bare)).toBe('current_password_required')
    expect(await code(await change({ password: 'nove-heslo-2026', current_password: 'spatne' }))).toBe(
      'invalid_credentials',
    )
    expect((await change({ password: 'nove-heslo-2026', current_password: PASSWORD })).status).toBe(200)
    // the nonce route
    expect(
      (await auth('/reauthenticate', undefined, '203.0.113.71', session.access_token, 'GET')).status,
    ).toBe(200)
    const nonce = /hesla: (\d{6})/.exec((await server.outbox(email))[0]?.text ?? '')?.[1]
    expect((await change({ password: 'treti-heslo-2026', nonce })).status).toBe(200)
  })

  it('blocking: sessions end at once, sign-in is refused as user_banned, the database refuses writes', async () => {
    const { email, id } = await confirmedUser('blocked')
    const session = (await (await signIn(email, PASSWORD, '203.0.113.80')).json()) as {
      access_token: string
      refresh_token: string
    }
    const me = () =>
      fetch(`${server.url}${endpointUrl('getUser')}`, {
        headers: { Authorization: `Bearer ${session.access_token}` },
      })
    expect((await me()).status).toBe(200)
    const claims = { sub: id, role: 'authenticated' as const }
    const write = () =>
      asUser(server.db, claims, async (tx) => {
        const res = await tx.query(
          "update public.profiles set first_name = 'Jan' where id = $1 returning id",
          [id],
        )
        return res.rows.length
      })
    expect(await write()).toBe(1)

    await server.db.query('update public.profiles set blocked_at = now() where id = $1', [id])

    expect((await me()).status).toBe(401)
    const refresh = await auth('/token?grant_type=refresh_token', { refresh_token: session.refresh_token })
    expect(refresh.status).toBe(400)
    const again = await signIn(email, PASSWORD, '203.0.113.81')
    expect(again.status).toBe(400)
    expect(await code(again)).toBe('user_banned')
    // the database itself: no row changes, no inserts, whatever the server does
    expect(await write()).toBe(0)
    await expect(
      asUser(server.db, claims, (tx) =>
        tx.query('insert into public.investment_preferences (user_id) values ($1)', [id]),
      ),
    ).rejects.toMatchObject({ code: '42501' })

    await server.db.query('update public.profiles set blocked_at = null where id = $1', [id])
    expect((await signIn(email, PASSWORD, '203.0.113.82')).status).toBe(200)
  })
})
