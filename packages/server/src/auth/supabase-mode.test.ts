import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { endpointUrl } from '@rg/domain/contract'
import { serializedUserSchema } from '@rg/domain/profile'
import { Hono } from 'hono'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { insertUser } from '../../test/users.ts'
import { generateSigningKey, type SigningKey } from './keys.ts'

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
const backend = backends[0]

/** A stand-in for a Supabase project: only its JWKS endpoint, counting how often it is fetched. */
async function fakeProject(key: SigningKey) {
  let jwksFetches = 0
  const app = new Hono()
  app.get('/auth/v1/.well-known/jwks.json', (c) => {
    jwksFetches++
    return c.json({ keys: [key.publicJwk] })
  })
  const server = serve({ fetch: app.fetch, port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    fetches: () => jwksFetches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('Supabase mode (SUPABASE_URL set)', () => {
  let project: Awaited<ReturnType<typeof fakeProject>>
  let projectKey: SigningKey
  let server: TestServer
  let userId: string

  beforeAll(async () => {
    if (!backend) throw new Error('no backend')
    projectKey = (await generateSigningKey()).key
    project = await fakeProject(projectKey)
    server = await startTestServer(backend, {
      env: { supabase: { url: project.url, anonKey: 'sb_publishable_test', jwtSecret: SECRET } },
    })
    userId = (await insertUser(server.db, 'supa@example.cz')).sub
  })
  afterAll(async () => {
    await server?.close()
    await project?.close()
  })

  const claims = () => ({
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    email: 'supa@example.cz',
  })

  it('does not serve /auth/v1', async () => {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(404)
  })

  it('verifies the project’s ES256 tokens through its JWKS, fetched once and cached', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'ES256', kid: projectKey.kid })
      .setExpirationTime('1h')
      .sign(projectKey.privateKey)
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}${endpointUrl('getUser')}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.status).toBe(200)
      expect(serializedUserSchema.parse(await res.json()).id).toBe(userId)
    }
    expect(project.fetches()).toBe(1)
    // the project's cookie name comes from the project URL's first hostname label
    const cookie = `sb-localhost-auth-token=base64-${Buffer.from(JSON.stringify({ access_token: token })).toString('base64url')}`
    expect((await fetch(`${server.url}${endpointUrl('getUser')}`, { headers: { cookie } })).status).toBe(200)
  })

  it('verifies legacy HS256 tokens with the project secret and refuses anything else', async () => {
    const hs = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET))
    expect(
      (await fetch(`${server.url}${endpointUrl('getUser')}`, { headers: { authorization: `Bearer ${hs}` } }))
        .status,
    ).toBe(200)
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-of-sufficient-length!!'))
    expect(
      (
        await fetch(`${server.url}${endpointUrl('getUser')}`, {
          headers: { authorization: `Bearer ${forged}` },
        })
      ).status,
    ).toBe(401)
    const notUuid = await new SignJWT({ ...claims(), sub: 'service-account' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET))
    expect(
      (
        await fetch(`${server.url}${endpointUrl('getUser')}`, {
          headers: { authorization: `Bearer ${notUuid}` },
        })
      ).status,
    ).toBe(401)
    const expired = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'ES256', kid: projectKey.kid })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(projectKey.privateKey)
    expect(
      (
        await fetch(`${server.url}${endpointUrl('getUser')}`, {
          headers: { authorization: `Bearer ${expired}` },
        })
      ).status,
    ).toBe(401)
  })

  it('injects the project URL and anon key into the page config, never the secret', async () => {
    const res = await fetch(`${server.url}/`)
    const html = await res.text()
    const config = JSON.parse(html.match(/id="app-config">(.*?)<\/script>/)?.[1] ?? '')
    expect(config).toMatchObject({ supabaseUrl: project.url, supabaseAnonKey: 'sb_publishable_test' })
    expect(html).not.toContain(SECRET)
    expect(res.headers.get('content-security-policy')).toContain(`connect-src 'self' ${project.url}`)
  })
})
