import { endpointUrl } from '@rg/domain/contract'
import { expect, it } from 'vitest'
import { adminUser, demoUser, MOCK_PASSWORD } from '../fixtures/user.ts'
import { createHandlers } from '../scenarios.ts'
import { createMockStore, type MockStore } from '../store.ts'
import { profileExtra } from './profile.ts'
import { serveMockApi } from './test-server.ts'

/* The mock's auth answers what the embedded server answers for a blocked user and for a password change. */

let store: MockStore = createMockStore()
serveMockApi(null, (fresh) => {
  store = fresh
  return Object.values(createHandlers(store)).flatMap((group) => Object.values(group))
})

const base = 'http://mock.test'
const json = { 'content-type': 'application/json' }
const signIn = (email: string, password = MOCK_PASSWORD) =>
  fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })
const tokenOf = async (res: Response) => ((await res.json()) as { access_token: string }).access_token
const updateUser = (token: string, body: unknown) =>
  fetch(`${base}/auth/v1/user`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
const getUser = (token: string) =>
  fetch(`${base}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } })

it('a blocked user loses the session at once and cannot sign in (user_banned)', async () => {
  const userToken = await tokenOf(await signIn(demoUser.email))
  expect((await getUser(userToken)).status).toBe(200)
  store.signedInUserId = adminUser.id
  const block = await fetch(`${base}${endpointUrl('adminBlockUser', { params: { id: demoUser.id } })}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ blocked: true }),
  })
  expect(block.status).toBe(200)
  expect((await getUser(userToken)).status).toBe(403)
  const again = await signIn(demoUser.email)
  expect(again.status).toBe(400)
  expect(((await again.json()) as { code: string }).code).toBe('user_banned')
})

it('a blocked user is nobody to the API from the next request on, whatever tokens they hold (as on the server)', async () => {
  const token = await tokenOf(await signIn(demoUser.email))
  const me = () =>
    fetch(`${base}${endpointUrl('getUser')}`, { headers: { authorization: `Bearer ${token}` } })
  expect((await me()).status).toBe(200)
  const demo = store.accounts.find((a) => a.user.id === demoUser.id)
  if (!demo) throw new Error('demo user missing')
  // blocked in the profile itself (the server's test sets blocked_at in the database), so no session is revoked
  profileExtra(store, demo).blockedAt = '2026-11-27T10:00:00.000Z'
  expect((await me()).status).toBe(401)
  store.signedInUserId = demoUser.id
  expect((await fetch(`${base}${endpointUrl('getProfile')}`)).status).toBe(401)
  profileExtra(store, demo).blockedAt = null
  expect((await me()).status).toBe(200)
})

it('a password change asks for the current password and ends the other sessions', async () => {
  const first = await tokenOf(await signIn(demoUser.email))
  const second = await tokenOf(await signIn(demoUser.email))
  const missing = await updateUser(first, { password: 'nove-heslo-2027' })
  expect(((await missing.json()) as { code: string }).code).toBe('current_password_required')
  const wrong = await updateUser(first, { password: 'nove-heslo-2027', current_password: 'spatne' })
  expect(((await wrong.json()) as { code: string }).code).toBe('invalid_credentials')
  const changed = await updateUser(first, { password: 'nove-heslo-2027', current_password: MOCK_PASSWORD })
  expect(changed.status).toBe(200)
  expect((await getUser(first)).status).toBe(200)
  expect((await getUser(second)).status).toBe(403)
  expect((await signIn(demoUser.email, 'nove-heslo-2027')).status).toBe(200)
})

it('a recovery link session: a wrong current password is refused, none is accepted (as the server)', async () => {
  const recoverySession = async () => {
    await fetch(`${base}/auth/v1/recover`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: demoUser.email }),
    })
    const link = /https?:\/\/\S+/.exec(store.outbox[0]?.text ?? '')?.[0] as string
    const opened = await fetch(link, { redirect: 'manual' })
    const code = new URL(opened.headers.get('location') as string).searchParams.get('code')
    return tokenOf(
      await fetch(`${base}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
      }),
    )
  }
  const token = await recoverySession()
  const wrong = await updateUser(token, { password: 'nove-heslo-2027', current_password: 'spatne' })
  expect(((await wrong.json()) as { code: string }).code).toBe('invalid_credentials')
  expect((await updateUser(token, { password: 'nove-heslo-2027' })).status).toBe(200)
})

it('a password longer than 72 bytes is refused with the domain message (as the server)', async () => {
  const res = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'dlouhe@example.cz', password: 'ž1'.repeat(36) }),
  })
  expect(res.status).toBe(400)
  expect(((await res.json()) as { message: string }).message).toMatch(/72 bajtů/)
})

it('a sign-up of a confirmed address answers like a new one, with an identity and a stable other id (as the server)', async () => {
  const signUp = async () =>
    (await (
      await fetch(`${base}/auth/v1/signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: demoUser.email, password: 'jine-heslo-2026' }),
      })
    ).json()) as { id: string; identities: unknown[] }
  const [first, second] = [await signUp(), await signUp()]
  expect(first.identities).toHaveLength(1)
  expect(first.id).not.toBe(demoUser.id)
  expect(second.id).toBe(first.id)
  expect(store.outbox.filter((m) => m.to === demoUser.email)).toHaveLength(0)
})
