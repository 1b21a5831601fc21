import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  API,
  apiPath,
  type EndpointDef,
  JSON_TOO_DEEP_MESSAGE,
  jsonLimitsFor,
  jsonTooManyItemsMessage,
} from '@rg/domain/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer, testClientDir } from '../../test/server.ts'
import { PAGE_FORM_TOO_MANY_FIELDS } from '../routes/page-forms.ts'

/**
 * Bodies of hostile shape (docs/security.md "Input"): 10 000 levels deep (20 kB) and 10 000 keys wide, on every JSON
 * endpoint of `API`, the auth API and the landing forms, answer a Czech 400 before anything walks them.
 */

const SOME_UUID = '00000000-0000-4000-8000-000000000001'
const NESTED = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
const NESTED_OBJECTS = `${'{"a":'.repeat(10_000)}0${'}'.repeat(10_000)}`
const WIDE = `{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":0`).join(',')}}`
/** 10 000 keys in 60 kB, under the 64 kB of the auth API and the forms (JSON allows a key to repeat). */
const WIDE_SMALL = `{${Array(10_000).fill('"k":0').join(',')}}`
const jsonEndpoints = (Object.entries(API) as [string, EndpointDef][]).filter(
  ([, ep]) => ep.body && ep.body !== 'multipart',
)
/** Czech: the message names the body in Czech words, with the diacritics of the language. */
const CZECH = /[áčďéěíňóřšťúůýž]/i

describe.each(backends)('bodies of hostile shape on $name', (backend) => {
  let server: TestServer
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    admin = await apiUser(server, 'ADMIN')
    for (const form of ['contact', 'spotter']) {
      mkdirSync(path.join(testClientDir, form), { recursive: true })
      writeFileSync(
        path.join(testClientDir, form, 'index.html'),
        '<!DOCTYPE html><html><head></head><body><form method="post"></form></body></html>',
      )
    }
  })
  afterAll(() => server?.close())

  function send(ep: EndpointDef, body: string) {
    const params = Object.fromEntries([...ep.path.matchAll(/:(\w+)/g)].map(([, key]) => [key, SOME_UUID]))
    const url = apiPath(ep.path, params)
    // the caller who passes the access rule, so the body is what is judged
    if (ep.access === 'public')
      return fetch(`${server.url}${url}`, {
        method: ep.method,
        headers: { 'content-type': 'application/json' },
        body,
      })
    return admin.api(url, { method: ep.method, body })
  }

  it(`every JSON endpoint of API (${jsonEndpoints.length}) answers a 10 000-level body with a Czech 400`, async () => {
    const wrong: string[] = []
    for (const [name, ep] of jsonEndpoints) {
      for (const body of [NESTED, NESTED_OBJECTS]) {
        const res = await send(ep, body)
        const reply = (await res.json()) as { code?: string; message?: string }
        if (
          res.status !== 400 ||
          reply.code !== 'validation_failed' ||
          reply.message !== JSON_TOO_DEEP_MESSAGE
        )
          wrong.push(`${name}: ${res.status} ${JSON.stringify(reply).slice(0, 200)}`)
      }
    }
    console.log(
      `nested 10 000 levels: ${jsonEndpoints.length} JSON endpoints × 2 bodies, wrong answers ${wrong.length}`,
    )
    expect(wrong).toEqual([])
  })

  it('every JSON endpoint answers a 10 000-keys-wide body with a Czech 400', async () => {
    const wrong: string[] = []
    for (const [name, ep] of jsonEndpoints) {
      const res = await send(ep, WIDE)
      const reply = (await res.json()) as { code?: string; message?: string }
      const limit = jsonLimitsFor(name).items
      // the contact import takes up to 4 000 000 keys and elements: its schema refuses this body instead, in Czech
      const rightMessage =
        limit < 10_000 ? reply.message === jsonTooManyItemsMessage(limit) : CZECH.test(reply.message ?? '')
      if (res.status !== 400 || reply.code !== 'validation_failed' || !rightMessage)
        wrong.push(`${name}: ${res.status} ${JSON.stringify(reply).slice(0, 200)}`)
    }
    console.log(`wide 10 000 keys: ${jsonEndpoints.length} JSON endpoints, wrong answers ${wrong.length}`)
    expect(wrong).toEqual([])
  })

  it('the auth API answers them with a Czech 400 in its own (GoTrue) shape', async () => {
    const routes = [
      'signup',
      'token?grant_type=password',
      'token?grant_type=refresh_token',
      'recover',
      'resend',
      'verify',
    ]
    for (const route of routes) {
      for (const [body, message] of [
        [NESTED, JSON_TOO_DEEP_MESSAGE],
        [NESTED_OBJECTS, JSON_TOO_DEEP_MESSAGE],
        [WIDE_SMALL, jsonTooManyItemsMessage(jsonLimitsFor('').items)],
      ] as const) {
        const res = await fetch(`${server.url}/auth/v1/${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        expect(res.status, route).toBe(400)
        expect(await res.json(), route).toMatchObject({
          code: 'validation_failed',
          error_code: 'validation_failed',
          msg: message,
        })
      }
    }
    // 10 000 distinct keys take 108 kB: the auth API's 64 kB body limit refuses them before they are read
    const large = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: WIDE,
    })
    expect(large.status).toBe(413)
    expect(await large.json()).toMatchObject({ code: 'request_too_large' })
    const user = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: NESTED,
    })
    expect(user.status).toBe(400)
    expect(await user.json()).toMatchObject({ code: 'validation_failed', msg: JSON_TOO_DEEP_MESSAGE })
  })

  it('the landing forms refuse a post with more fields than a form has, in Czech', async () => {
    const wide = Array(10_000).fill('k=0').join('&')
    const deep = `${'a['.repeat(10_000)}=1&consent=yes`
    for (const form of ['/contact', '/spotter']) {
      const res = await fetch(`${server.url}${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: wide,
      })
      expect(res.status, form).toBe(400)
      expect(await res.text()).toBe(PAGE_FORM_TOO_MANY_FIELDS)
      // form keys are never nested (no bracket syntax is read): a deep key is one unknown field
      const nested = await fetch(`${server.url}${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: deep,
      })
      expect(nested.status, form).toBe(400)
      expect(await nested.text()).toMatch(CZECH)
    }
  })
})
