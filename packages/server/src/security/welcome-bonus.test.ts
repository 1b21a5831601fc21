import { endpointUrl } from '@rg/domain/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUser } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'

describe.each(backends.slice(0, 1))('welcome bonus on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { trustedProxies: ['127.0.0.1', '::1'] } })
  })
  afterAll(() => server?.close())

  const claim = async (user: Awaited<ReturnType<typeof apiUser>>, from: string) =>
    (await user
      .api(endpointUrl('initialCredits'), {
        method: 'POST',
        headers: { 'X-Forwarded-For': from },
      })
      .then((r) => r.json())) as string

  it('only after the e-mail is confirmed', async () => {
    const user = await apiUser(server)
    await server.db.query('update auth.users set email_confirmed_at = null where id = $1', [user.id])
    expect(await claim(user, '198.51.100.1')).toBe('noop')
    await server.db.query('update auth.users set email_confirmed_at = now() where id = $1', [user.id])
    expect(await claim(user, '198.51.100.1')).toBe('refetch')
  })

  it('once per client address a day', async () => {
    const first = await apiUser(server)
    const second = await apiUser(server)
    expect(await claim(first, '198.51.100.2')).toBe('refetch')
    expect(await claim(second, '198.51.100.2')).toBe('noop')
    expect(await claim(second, '198.51.100.3')).toBe('refetch')
  })

  it('once per verified phone number', async () => {
    const first = await apiUser(server)
    const second = await apiUser(server)
    const phone = `+42077${String(Date.now()).slice(-7)}`
    await server.db.query('update auth.users set phone = $2, phone_confirmed_at = now() where id = $1', [
      first.id,
      phone,
    ])
    expect(await claim(first, '198.51.100.4')).toBe('refetch')
    // the same number verified on a second account (phone is unique in auth.users: the first gave it up)
    await server.db.query('update auth.users set phone = null where id = $1', [first.id])
    await server.db.query('update auth.users set phone = $2, phone_confirmed_at = now() where id = $1', [
      second.id,
      phone,
    ])
    expect(await claim(second, '198.51.100.5')).toBe('noop')
  })
})
