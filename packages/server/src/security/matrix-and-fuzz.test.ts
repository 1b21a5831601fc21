import { API, apiPath, type EndpointDef, ROUTES } from '@rg/domain'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type ApiUser, apiUser, draftListing } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'

/**
 * The security suite (docs/security.md "Tests"): an authorisation matrix walked from the contract's `API` (every
 * endpoint × visitor, USER, VERIFIED, ADMIN, another owner, the owner) with 0 unexpected allows, and a property-based
 * fuzz of every endpoint's input generated from its zod schema with 0 answers 5xx. Endpoints nobody serves yet answer
 * 404 and count as refused.
 */

type Actor = 'visitor' | 'USER' | 'VERIFIED' | 'other owner' | 'owner' | 'ADMIN'
const ACTORS: Actor[] = ['visitor', 'USER', 'VERIFIED', 'other owner', 'owner', 'ADMIN']
const SOME_UUID = '00000000-0000-4000-8000-000000000001'
const endpoints = Object.entries(API) as [string, EndpointDef][]

/** The upper bound of who may be let through: an allow outside it is a finding. */
function permitted(actor: Actor, ep: EndpointDef): boolean {
  // the target offer of every /:id offer endpoint is the owner's draft: nobody else may see or act on it
  if (/^\/api\/(my\/)?offers\/:id/.test(ep.path)) return actor === 'owner' || actor === 'ADMIN'
  if (ep.access === 'admin') return actor === 'ADMIN'
  if (ep.access === 'verified') return actor !== 'visitor' && actor !== 'USER'
  if (ep.access === 'user') return actor !== 'visitor'
  return true
}

type JsonSchema = {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  format?: string
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5000),
  '-1',
  '1e309',
  "'; drop table x; --",
  '../..',
]

/** A fast-check arbitrary from the JSON Schema of a zod schema: mostly shaped like the input, sometimes hostile. */
function arbitrary(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 5) return fc.anything({ maxDepth: 1 })
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const options = s.anyOf ?? s.oneOf ?? s.allOf
  if (options?.length) return fc.oneof(...options.map((o) => arbitrary(o, depth + 1)))
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'string':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 300) }),
        },
        {
          weight: 2,
          arbitrary: s.format === 'email' ? fc.emailAddress() : s.format === 'uuid' ? fc.uuid() : fc.string(),
        },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
      )
    case 'integer':
      return fc.oneof(
        fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 }),
        fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53)),
      )
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0.5, 1e308))
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(arbitrary(s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 4, 6) })
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitrary(v, depth + 1)]),
      )
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) })
    }
    default:
      return fc.anything({ maxDepth: 1 })
  }
}

function jsonSchema(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    return undefined
  }
}

/** Input for an endpoint: shaped by its schemas (1 in 5 bodies of any shape at all). */
function inputArbitrary(ep: EndpointDef) {
  const body =
    ep.body === 'multipart'
      ? fc.record({
          name: fc.oneof(
            fc.string(),
            fc.constantFrom('dum.jpg', 'a\u0000.pdf', '../../x.png', 'x'.repeat(400)),
          ),
          bytes: fc.uint8Array({ maxLength: 64 }),
        })
      : ep.body
        ? fc.oneof(
            { weight: 4, arbitrary: arbitrary(jsonSchema(ep.body)) },
            { weight: 1, arbitrary: fc.anything() },
          )
        : fc.constant(undefined)
  const query = ep.query ? arbitrary(jsonSchema(ep.query)) : fc.constant(undefined)
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) }, // the real target
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '99999999999999999999', 'abc', SOME_UUID, '1.5', ' '),
    },
  )
  return fc.record({ body, query, param })
}

describe.each(backends.slice(0, 1))('security suite on $name', (backend) => {
  let server: TestServer
  const clients = {} as Record<Exclude<Actor, 'visitor'>, ApiUser>
  let offerId = 0
  let targetUserId = ''

  beforeAll(async () => {
    server = await startTestServer(backend, {
      marketplaceLimits: { unlocksPerMinute: 10_000, images: { imagesPerMinute: 10_000 } },
    })
    clients.USER = await apiUser(server, 'USER', 50)
    clients.VERIFIED = await apiUser(server, 'VERIFIED', 50)
    clients['other owner'] = await apiUser(server, 'VERIFIED', 50)
    clients.owner = await apiUser(server, 'VERIFIED', 50)
    clients.ADMIN = await apiUser(server, 'ADMIN', 50)
    offerId = await draftListing(clients.owner)
    await draftListing(clients['other owner'])
    targetUserId = (await apiUser(server, 'USER')).id
  })
  afterAll(() => server?.close())

  function pathOf(ep: EndpointDef, override?: string | null) {
    const params: Record<string, string | number> = {}
    for (const [, name] of ep.path.matchAll(/:(\w+)/g)) {
      const key = name as string
      params[key] =
        key === 'id'
          ? ep.path.startsWith(ROUTES.adminListUsers.path)
            ? targetUserId
            : ep.path.startsWith(ROUTES.listOffers.path) || ep.path.startsWith(ROUTES.listMyOffers.path)
              ? offerId
              : SOME_UUID
          : SOME_UUID
    }
    if (override != null && 'id' in params) params.id = override
    return apiPath(ep.path, params)
  }

  function send(
    actor: Actor,
    ep: EndpointDef,
    input: { body?: unknown; query?: unknown; param?: string | null } = {},
  ): Promise<Response> {
    let path = pathOf(ep, input.param)
    if (input.query && typeof input.query === 'object') {
      const qs = new URLSearchParams()
      for (const [k, v] of Object.entries(input.query as Record<string, unknown>))
        for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) qs.append(k, String(item))
      if (qs.size) path += `?${qs}`
    }
    const init: RequestInit = { method: ep.method }
    if (ep.body === 'multipart') {
      const file = (input.body as { name: string; bytes: Uint8Array } | undefined) ?? {
        name: 'dum.jpg',
        bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      }
      const form = new FormData()
      form.append(
        'file',
        new File([file.bytes as Uint8Array<ArrayBuffer>], file.name || 'x', { type: 'image/jpeg' }),
      )
      init.body = form
    } else if (ep.method !== 'GET' && ep.method !== 'DELETE') {
      init.body = JSON.stringify(input.body ?? {})
    }
    if (actor === 'visitor')
      return fetch(`${server.url}${path}`, {
        ...init,
        headers: typeof init.body === 'string' ? { 'content-type': 'application/json' } : {},
      })
    return clients[actor].api(path, init)
  }

  it('authorisation matrix: every endpoint × every caller, 0 unexpected allows', async () => {
    const rows: string[] = []
    const unexpected: string[] = []
    const serverErrors: string[] = []
    let allows = 0
    let refusals = 0
    for (const [name, ep] of endpoints) {
      const cells: string[] = []
      for (const actor of ACTORS) {
        // a valid-looking body: the first sample of its arbitrary, fixed seed
        const body =
          ep.body && ep.body !== 'multipart'
            ? fc.sample(arbitrary(jsonSchema(ep.body)), { numRuns: 1, seed: 1 })[0]
            : undefined
        const res = await send(actor, ep, { body })
        await res.arrayBuffer()
        const allowed = res.status < 400
        if (allowed) allows++
        else if ([401, 403, 404].includes(res.status)) refusals++
        if (res.status >= 500) serverErrors.push(`${name} ${actor} ${res.status}`)
        if (allowed && !permitted(actor, ep))
          unexpected.push(`${name} (${ep.method} ${ep.path}) allowed ${actor}: ${res.status}`)
        cells.push(allowed ? '✓' : [401, 403, 404].includes(res.status) ? '·' : String(res.status))
      }
      rows.push(`${name.padEnd(28)} ${ep.access.padEnd(8)} ${cells.map((c) => c.padEnd(12)).join('')}`)
    }
    console.log(
      [
        `authorisation matrix (✓ allowed, · refused 401/403/404, else the 4xx status): ${endpoints.length} endpoints × ${ACTORS.length} callers`,
        `${'endpoint'.padEnd(28)} ${'access'.padEnd(8)} ${ACTORS.map((a) => a.padEnd(12)).join('')}`,
        ...rows,
        `allowed ${allows}, refused ${refusals}, unexpected allows ${unexpected.length}, 5xx ${serverErrors.length}`,
      ].join('\n'),
    )
    expect(unexpected).toEqual([])
    expect(serverErrors).toEqual([])
  }, 60_000)

  it('fuzz: every endpoint’s input from its zod schema, 0 answers 5xx', async () => {
    const RUNS = 8
    const statuses = new Map<number, number>()
    const serverErrors: string[] = []
    let requests = 0
    for (const [name, ep] of endpoints) {
      // the caller most likely to get past the access check, so the input reaches the handler
      const actor: Actor =
        ep.access === 'admin'
          ? 'ADMIN'
          : /^\/api\/(my\/)?offers\/:id/.test(ep.path)
            ? 'owner'
            : ep.access === 'public'
              ? 'visitor'
              : 'VERIFIED'
      await fc.assert(
        fc.asyncProperty(inputArbitrary(ep), async (input) => {
          const res = await send(actor, ep, input)
          await res.arrayBuffer()
          requests++
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          if (res.status >= 500)
            serverErrors.push(`${name} ${JSON.stringify(input).slice(0, 300)} → ${res.status}`)
          return true
        }),
        { numRuns: RUNS, seed: 42 },
      )
    }
    console.log(
      `fuzz: ${endpoints.length} endpoints × ${RUNS} inputs = ${requests} requests; answers ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; 5xx ${serverErrors.length}`,
    )
    expect(serverErrors).toEqual([])
  }, 60_000)
})
