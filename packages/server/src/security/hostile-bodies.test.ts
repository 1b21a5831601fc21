import { API, apiPath, type EndpointDef, endpointUrl } from '@rg/domain/contract'
import { DOCUMENT_RULES, IMAGE_RULES } from '@rg/domain/uploads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'

/**
 * The fuzz's hostile bodies (docs/security.md "Tests", issue 26): 10 000 levels deep and 10 000 keys wide on every
 * JSON endpoint for every caller, a file of the wrong kind and one over the size limit on every multipart endpoint;
 * never a 5xx, and GET /api/offers, sent beside each hostile request, keeps answering. Latency is the benchmark's
 * business (scripts/bench/json-flood.mjs), not this test's.
 */

type Caller = 'visitor' | 'USER' | 'VERIFIED' | 'ADMIN'
const CALLERS: Caller[] = ['visitor', 'USER', 'VERIFIED', 'ADMIN']
const SOME_UUID = '00000000-0000-4000-8000-000000000001'
const NESTED = `${'{"a":'.repeat(10_000)}0${'}'.repeat(10_000)}`
const WIDE = `{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":0`).join(',')}}`
const endpoints = Object.entries(API) as [string, EndpointDef][]
const jsonEndpoints = endpoints.filter(([, ep]) => ep.body && ep.body !== 'multipart')
const uploadEndpoints = endpoints.filter(([, ep]) => ep.body === 'multipart')

/** Each upload's own size limit (packages/server/src/services/orders/order-service.ts MAX_STATEMENT_BYTES). */
const UPLOAD_LIMIT: Record<string, number> = {
  uploadOfferPhoto: IMAGE_RULES.maxBytes,
  uploadAvatar: IMAGE_RULES.maxBytes,
  uploadOfferDocument: DOCUMENT_RULES.maxBytes,
  uploadDocument: DOCUMENT_RULES.maxBytes,
  adminImportStatement: 512 * 1024,
}
/** A file of the wrong kind for each upload: a PDF as a photo, a Windows program as a document, a PNG as a statement. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n')
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const WRONG_KIND: Record<string, File> = {
  uploadOfferPhoto: new File([PDF], 'dum.jpg', { type: 'image/jpeg' }),
  uploadAvatar: new File([PDF], 'ja.png', { type: 'image/png' }),
  uploadOfferDocument: new File([EXE], 'smlouva.pdf', { type: 'application/pdf' }),
  uploadDocument: new File([EXE], 'smlouva.docx', { type: 'application/octet-stream' }),
  adminImportStatement: new File([PNG], 'vypis.csv', { type: 'text/csv' }),
}

describe.each(backends.slice(0, 1))('hostile bodies on $name', (backend) => {
  let server: TestServer
  const clients = {} as Record<Exclude<Caller, 'visitor'>, ApiUser>
  let offerId = 0
  const statuses = new Map<number, number>()
  const serverErrors: string[] = []
  let requests = 0
  let offersAnswered = 0

  beforeAll(async () => {
    server = await startTestServer(backend)
    clients.USER = await apiUser(server, 'USER')
    clients.VERIFIED = await apiUser(server, 'VERIFIED', 50)
    clients.ADMIN = await apiUser(server, 'ADMIN')
    offerId = await draftListing(clients.VERIFIED)
  })
  afterAll(() => server?.close())

  const url = (ep: EndpointDef) =>
    apiPath(
      ep.path,
      Object.fromEntries(
        [...ep.path.matchAll(/:(\w+)/g)].map(([, key]) => [
          key,
          key === 'id' && ep.path.startsWith(API.updateOffer.path.replace(/:id$/, '')) ? offerId : SOME_UUID,
        ]),
      ),
    )

  /** The hostile request and, beside it, GET /api/offers: both must answer, neither with a 5xx. */
  async function hostile(
    caller: Caller,
    name: string,
    ep: EndpointDef,
    body: string | FormData,
    what: string,
  ) {
    const init: RequestInit = { method: ep.method, body }
    const sent =
      caller === 'visitor'
        ? fetch(`${server.url}${url(ep)}`, {
            ...init,
            headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {},
          })
        : clients[caller].api(url(ep), init)
    const beside = fetch(`${server.url}${endpointUrl('listOffers')}`)
    const [res, offers] = await Promise.all([sent, beside])
    await res.arrayBuffer()
    await offers.arrayBuffer()
    requests++
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    if (res.status >= 500) serverErrors.push(`${name} ${caller} ${what} → ${res.status}`)
    if (offers.status === 200) offersAnswered++
    return res.status
  }

  it('10 000 levels deep and 10 000 keys wide on every JSON endpoint for every caller: never a 5xx', async () => {
    for (const [name, ep] of jsonEndpoints)
      for (const caller of CALLERS)
        for (const [what, body] of [
          ['nested', NESTED],
          ['wide', WIDE],
        ] as const) {
          const status = await hostile(caller, name, ep, body, what)
          expect(status, `${name} ${caller} ${what}`).toBeGreaterThanOrEqual(400)
        }
    expect(serverErrors).toEqual([])
    // a cap, not a wait (docs/decisions/1249): some 700 requests took over 60 s at load 20
  }, 240_000)

  it('every multipart endpoint refuses a file of the wrong kind and one over its size limit with a 4xx', async () => {
    const refusals: string[] = []
    for (const [name, ep] of uploadEndpoints) {
      const caller: Caller = ep.access === 'admin' ? 'ADMIN' : 'VERIFIED'
      const wrong = WRONG_KIND[name]
      const limit = UPLOAD_LIMIT[name]
      expect(wrong && limit, `${name}: add its wrong kind and size limit above`).toBeTruthy()
      const big = new File([new Uint8Array((limit as number) + 1)], (wrong as File).name, {
        type: (wrong as File).type,
      })
      for (const [what, file] of [
        ['wrong kind', wrong as File],
        ['over the size limit', big],
      ] as const) {
        const form = new FormData()
        form.append('file', file)
        const status = await hostile(caller, name, ep, form, what)
        refusals.push(`${name} ${what}: ${status}`)
        expect(status, `${name} ${what}`).toBeGreaterThanOrEqual(400)
        expect(status, `${name} ${what}`).toBeLessThan(500)
      }
    }
    console.log(`uploads refused: ${refusals.join('; ')}`)
    expect(serverErrors).toEqual([])
  })

  it('GET /api/offers answered beside every hostile request', () => {
    console.log(
      `hostile bodies: endpoints ${jsonEndpoints.length} JSON + ${uploadEndpoints.length} multipart; callers ${CALLERS.length}; requests ${requests} (answers ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}); GET ${endpointUrl('listOffers')} beside them ${offersAnswered}/${requests} answered 200; 5xx: ${serverErrors.length}`,
    )
    expect(requests).toBe(jsonEndpoints.length * CALLERS.length * 2 + uploadEndpoints.length * 2)
    expect(offersAnswered).toBe(requests)
    expect(serverErrors).toEqual([])
  })
})
