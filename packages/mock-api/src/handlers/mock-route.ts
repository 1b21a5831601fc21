import {
  API,
  accessAllows,
  accessRefusal,
  type EndpointDef,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
  parseEndpointInput,
  UNKNOWN_ENDPOINT_ERROR,
} from '@rg/domain/contract'
import { type ApiError, BAD_JSON, type Refusal, UNREADABLE_UPLOAD } from '@rg/domain/fields'
import { HttpResponse, http } from 'msw'
import type { MockAccount, MockStore } from '../store.ts'
import { csrfRejected, currentAccount } from './respond.ts'

/*
 * The mock API's counterpart of the server's route helper (packages/server/src/routes/define-route.ts): the `API`
 * entry gives method, path and access; its schemas parse the input into the same Czech 400; CSRF and the session
 * are handled here once. A resolver answers `ok(value)`, `fail(status, code, message)` or, for files, a Response.
 */

export type MockOutcome<T> =
  | { ok: true; value: T; status?: number }
  | { ok: false; status: number; error: ApiError }

export const ok = <T>(value: T, status?: number): MockOutcome<T> =>
  status ? { ok: true, value, status } : { ok: true, value }
export const fail = (status: number, code: string, message: string): MockOutcome<never> => ({
  ok: false,
  status,
  error: { code, message },
})

/** A refusal the domain decided (e.g. transitionRefusal, OFFER_NOT_FOUND), as the server answers it. */
export const refused = (refusal: Refusal): MockOutcome<never> => ({
  ok: false,
  status: refusal.status,
  error: refusal.error,
})

export interface MockRouteContext<N extends EndpointName> {
  input: EndpointInput<N>
  /** The signed-in account (always present unless the entry is public). */
  account: MockAccount | undefined
  request: Request
}

type SignedIn<N extends EndpointName> = MockRouteContext<N> & { account: MockAccount }

export type MockResolver<N extends EndpointName> = (
  ctx: (typeof API)[N]['access'] extends 'public' ? MockRouteContext<N> : SignedIn<N>,
) => MockOutcome<EndpointOutput<N>> | Response | Promise<MockOutcome<EndpointOutput<N>> | Response>

/** Hono-style ':id' paths match any origin in MSW. */
const mswPath = (path: string) => `*${path}`

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
const methodOf = (name: EndpointName) => API[name].method.toLowerCase() as Method

/** The prefix every entry's path starts with ('/api'), read from the contract rather than written again. */
export const API_ROOT = `/${API.getUser.path.split('/')[1]}`

/** An MSW handler on an entry's method and path with a resolver of one's own (stories: a failing or odd answer). */
export function onEndpoint(name: EndpointName, resolver: Parameters<(typeof http)[Method]>[1]) {
  return http[methodOf(name)](mswPath(API[name].path), resolver)
}

/** Any other /api path answers like the server's catch-all: 404 with the unknown-endpoint body. */
export function unknownEndpointHandlers() {
  return {
    unknownEndpoint: http.all(`*${API_ROOT}/*`, () =>
      HttpResponse.json(UNKNOWN_ENDPOINT_ERROR, { status: 404 }),
    ),
  }
}

async function readBody(def: EndpointDef, request: Request): Promise<{ body: unknown } | Response> {
  if (!def.body) return { body: undefined }
  if (def.body === 'multipart') {
    try {
      return { body: await request.formData() }
    } catch {
      return HttpResponse.json(UNREADABLE_UPLOAD.error, { status: UNREADABLE_UPLOAD.status })
    }
  }
  const text = await request.text()
  if (!text.trim()) return { body: undefined }
  try {
    return { body: JSON.parse(text) }
  } catch {
    return HttpResponse.json(BAD_JSON.error, { status: BAD_JSON.status })
  }
}

function queryInput(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    out[key] = values.length === 1 ? (values[0] as string) : values
  }
  return out
}

/** One MSW handler for one `API` entry, over the story's store. */
export function mockRoute<N extends EndpointName>(store: MockStore, name: N, resolver: MockResolver<N>) {
  const def: EndpointDef = API[name]
  return onEndpoint(name, async ({ request, params, cookies }) => {
    const rejected = csrfRejected(request, cookies)
    if (rejected) return rejected
    const account = currentAccount(store, cookies, request)
    const role = account?.user.role ?? null
    if (!accessAllows(def.access, role)) {
      const refusal = accessRefusal(def.access, role)
      return HttpResponse.json(refusal.error, { status: refusal.status })
    }
    const read = await readBody(def, request)
    if (read instanceof Response) return read
    const parsed = parseEndpointInput(def, {
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      query: queryInput(new URL(request.url)),
      body: read.body,
    })
    if (!parsed.ok) return HttpResponse.json(parsed.error, { status: parsed.status })
    const input = {
      params: parsed.params,
      query: parsed.query,
      body: def.body === 'multipart' ? read.body : parsed.body,
    } as EndpointInput<N>
    const reply = await resolver({ input, account, request } as SignedIn<N>)
    if (reply instanceof Response) return reply
    if (!reply.ok) return HttpResponse.json(reply.error, { status: reply.status })
    return HttpResponse.json(reply.value as object, { status: reply.status ?? 200 })
  })
}

/** One page of a list as every paged /api answer has it: the page's items, the page, its size and the total. */
export const pageOf = <T>(items: readonly T[], page: number, pageSize: number) => ({
  items: items.slice((page - 1) * pageSize, page * pageSize),
  page,
  pageSize,
  total: items.length,
})

/** A list kept beside a store (reports, dead letters, stored documents): empty at first, the same array afterwards. */
export function perStore<T>(lists: WeakMap<MockStore, T[]>, store: MockStore): T[] {
  let list = lists.get(store)
  if (!list) {
    list = []
    lists.set(store, list)
  }
  return list
}

/**
 * A per-user list kept beside a store (notifications, watchdogs, …): made by `init` the first time a user's list is
 * asked for, the same array afterwards, so stories and tests may push to it.
 */
export function perUser<T>(
  lists: WeakMap<MockStore, Map<string, T[]>>,
  store: MockStore,
  userId: string,
  init: () => T[],
): T[] {
  let byUser = lists.get(store)
  if (!byUser) {
    byUser = new Map()
    lists.set(store, byUser)
  }
  let list = byUser.get(userId)
  if (!list) {
    list = init()
    byUser.set(userId, list)
  }
  return list
}
