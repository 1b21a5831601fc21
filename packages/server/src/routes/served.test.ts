import {
  API,
  type EndpointName,
  endpointUrl,
  NOT_YET_SERVED,
  UNKNOWN_ENDPOINT_ERROR,
} from '@rg/domain/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { CSRF_HEADER } from '../middlewares/csrf.ts'

/*
 * Every entry of the contract is either served (registered through the route helper in app.ts) or listed in
 * NOT_YET_SERVED, never both; and what the server claims to serve really answers at the entry's method and path.
 */

const declared = Object.keys(API) as EndpointName[]
const notYetServed = new Set<EndpointName>(NOT_YET_SERVED)
const pglite = backends.find((b) => b.name === 'pglite')

describe('served versus declared endpoints', () => {
  let server: TestServer
  let served: ReadonlySet<EndpointName>

  beforeAll(async () => {
    server = await startTestServer(pglite as (typeof backends)[number])
    served = server.served
  })
  afterAll(() => server?.close())

  it('serves or explicitly lists every entry of the contract, never both', () => {
    const unaccounted = declared.filter((name) => !served.has(name) && !notYetServed.has(name))
    const both = declared.filter((name) => served.has(name) && notYetServed.has(name))
    const unknown = [...notYetServed].filter((name) => !(name in API))
    console.info(
      `endpoints: ${served.size} served, ${notYetServed.size} not yet served, ${declared.length} declared`,
    )
    expect(unaccounted, 'declared but neither served nor in NOT_YET_SERVED').toEqual([])
    expect(both, 'served and still listed in NOT_YET_SERVED').toEqual([])
    expect(unknown, 'NOT_YET_SERVED names no such entry').toEqual([])
    expect(served.size + notYetServed.size).toBe(declared.length)
  })

  it('answers every served entry at its method and path, and only those', async () => {
    const answers = await Promise.all(
      declared.map(async (name) => {
        const def = API[name]
        const params = Object.fromEntries([...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], 1]))
        const res = await fetch(`${server.url}${endpointUrl(name, { params })}`, {
          method: def.method,
          headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
          body: def.method === 'GET' ? undefined : '{}',
        })
        const body = await res.text()
        const unknownEndpoint = res.status === 404 && body === JSON.stringify(UNKNOWN_ENDPOINT_ERROR)
        return { name, unknownEndpoint, status: res.status }
      }),
    )
    const wrong = answers.filter((a) => a.unknownEndpoint === served.has(a.name))
    expect(wrong, 'served entries must answer; the others must be unknown paths').toEqual([])
  })
})
