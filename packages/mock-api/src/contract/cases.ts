import {
  API,
  accessRefusal,
  type EndpointDef,
  type EndpointName,
  endpointUrl,
  NOT_YET_SERVED,
  parseEndpointInput,
  queryString,
} from '@rg/domain/contract'
import type { ApiError } from '@rg/domain/fields'
import type { Role } from '@rg/domain/profile'
import { CALLER_OF_ROLE, type Caller } from './client.ts'

/*
 * The cases every `API` entry gets, derived from the entry alone: who is refused (its `access`, answered by
 * accessRefusal) and which bad input it refuses (answered by parseEndpointInput). The expected bodies are computed
 * by the domain, so the suite checks the server and the mock against the contract, not against a copy of it.
 */

export const ENTRY_NAMES = Object.keys(API) as EndpointName[]
/** Accepts the list as an array or a set (the server's side keeps it). */
export const NOT_SERVED: ReadonlySet<string> = new Set<string>(NOT_YET_SERVED as Iterable<string>)

const def = (name: EndpointName): EndpointDef => API[name]
const paramNames = (name: EndpointName) =>
  [...def(name).path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string)

/** Well-formed path parameters that name nothing in particular (a refusal must come before any lookup). */
export function placeholderPath(name: EndpointName): string {
  const params = Object.fromEntries(
    paramNames(name).map((p) => [
      p,
      p === 'id' && def(name).path.includes('offers') ? 1 : crypto.randomUUID(),
    ]),
  )
  return endpointUrl(name, { params })
}

export interface RefusalCase {
  caller: Caller
  status: number
  error: ApiError
}

/** A visitor for every entry that needs a session; a USER for verified and admin entries. */
export function refusalCases(name: EndpointName): RefusalCase[] {
  const access = def(name).access
  if (access === 'public') return []
  const roles: Array<Role | null> = access === 'user' ? [null] : [null, 'USER']
  return roles.map((role) => ({
    caller: role === null ? 'visitor' : (CALLER_OF_ROLE[role] as Caller),
    ...accessRefusal(access, role),
  }))
}

export interface BadInputCase {
  part: 'path' | 'query' | 'body' | 'upload'
  path: string
  body?: unknown
  /** The contract's answer; for an upload without a file only its status and code. */
  expected: { status: number; error: ApiError | { code: string } }
}

const BAD_QUERIES: ReadonlyArray<Record<string, string>> = [
  { page: '0' },
  {},
  { kind: 'NIC' },
  { before: 'nic' },
]
const BAD_BODIES: readonly unknown[] = [{}, 42]

/**
 * One bad input per entry, the first part it has: every path parameter malformed, else a query, else a body its
 * schema refuses (the first candidate parseEndpointInput rejects), else an upload without its file. Null for an
 * entry that takes no input.
 */
export function badInputCase(name: EndpointName): BadInputCase | null {
  const d = def(name)
  const refusedWith = (raw: {
    params?: Record<string, string>
    query?: Record<string, string>
    body?: unknown
  }) => {
    const parsed = parseEndpointInput(d, { params: raw.params ?? {}, query: raw.query ?? {}, body: raw.body })
    return parsed.ok ? null : { status: parsed.status, error: parsed.error }
  }
  const params = paramNames(name)
  // An upload's form is read before its parameters are parsed (as the server's route helper does): send one.
  const form = new FormData()
  form.append('popis', 'bez souboru')
  if (params.length) {
    const bad = Object.fromEntries(params.map((p) => [p, 'nic']))
    const expected = refusedWith({ params: bad, body: d.body === 'multipart' ? undefined : {} })
    if (expected)
      return {
        part: 'path',
        path: endpointUrl(name, { params: bad }),
        body: d.body === 'multipart' ? form : undefined,
        expected,
      }
  }
  // From here on the entry has no path parameters.
  const path = endpointUrl(name)
  if (d.query) {
    for (const query of BAD_QUERIES) {
      const expected = refusedWith({ query })
      if (expected) return { part: 'query', path: path + queryString(query), expected }
    }
  }
  if (d.body === 'multipart') {
    const expected = { status: 400, error: { code: 'bad_upload' } }
    return { part: 'upload', path, body: form, expected }
  }
  if (d.body) {
    for (const body of BAD_BODIES) {
      const expected = refusedWith({ body })
      if (expected) return { part: 'body', path, body, expected }
    }
  }
  return null
}
