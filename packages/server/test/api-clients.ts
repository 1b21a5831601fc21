import { endpointUrl } from '@rg/domain/contract'
import { offerDetailSchema } from '@rg/domain/offers'
import { expect } from 'vitest'
import { createSession } from '../src/auth/store.ts'
import { signAccessToken } from '../src/auth/tokens.ts'
import type { TestServer } from './server.ts'
import { insertUser } from './users.ts'

type Role = 'USER' | 'VERIFIED' | 'ADMIN' | 'SUPER_ADMIN'
let counter = 0
const email = (tag: string) => `${tag}-${Date.now().toString(36)}-${counter++}@example.cz`

/** A user inserted straight into the database with a real session and a Bearer token (no CSRF needed). */
export async function apiUser(server: TestServer, role: Role = 'USER', credits = 0) {
  const address = email(role.toLowerCase())
  const claims = await insertUser(server.db, address, role)
  await server.db.query(`update public.profiles set first_name = 'Test', last_name = $2 where id = $1`, [
    claims.sub,
    role,
  ])
  if (credits) {
    await server.db.query(
      `insert into public.credit_transactions (user_id, amount, reason, note) values ($1, $2, 'ADMIN_ADJUSTMENT', 'test')`,
      [claims.sub, credits],
    )
  }
  const { sessionId } = await createSession(server.db, claims.sub, 'password')
  const { token } = await signAccessToken(server.key, { ...claims, session_id: sessionId }, 'test')
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    })
  const json = (path: string, method: string, body?: unknown) =>
    api(path, { method, body: body === undefined ? undefined : JSON.stringify(body) })
  return { id: claims.sub, email: address, token, api, json }
}
export type ApiUser = Awaited<ReturnType<typeof apiUser>>

export const TEST_LISTING = {
  kind: 'LISTING',
  category: 'REAL_ESTATE',
  pubName: 'Činžovní dům ve Zlíně',
  pubNameSecondary: 'Výnosová nemovitost s osmi byty',
  pubKeywords: ['činžák', 'nájem'],
  pubDescription: 'Zrekonstruovaný dům v centru, plně pronajatý.',
  pubPrice: 12_500_000,
  privDescription: 'Prodávající spěchá.',
  street: 'Tajná ulice 1234/56',
  city: 'Zlín',
  postcode: '760 01',
  region: 'CZ-72',
}

/** A DRAFT created through the API; submitted (PENDING) when asked. */
export async function draftListing(owner: ApiUser, overrides: Record<string, unknown> = {}, submit = false) {
  const created = await owner.json(endpointUrl('createOffer'), 'POST', { ...TEST_LISTING, ...overrides })
  expect(created.status).toBe(201)
  const id = offerDetailSchema.parse(await created.json()).id
  if (submit)
    expect((await owner.json(endpointUrl('submitOffer', { params: { id } }), 'POST', {})).status).toBe(200)
  return id
}

/** Created, submitted and approved through the API, as the product does it. */
export async function publishedListing(
  owner: ApiUser,
  admin: ApiUser,
  overrides: Record<string, unknown> = {},
) {
  const id = await draftListing(owner, overrides, true)
  const approved = await admin.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', {
    action: 'approve',
  })
  expect(approved.status).toBe(200)
  return id
}
