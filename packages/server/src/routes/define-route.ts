import {
  API,
  accessAllows,
  accessRefusal,
  type EndpointDef,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
  jsonLimitsFor,
  parseEndpointInput,
} from '@rg/domain/contract'
import { type ApiError, UNREADABLE_UPLOAD } from '@rg/domain/fields'
import type { Role } from '@rg/domain/profile'
import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RequestAuth } from '../auth/session.ts'
import type { AccessClaims } from '../auth/tokens.ts'
import type { Database } from '../db/database.ts'
import { type AppEnv, parseJsonText } from '../http.ts'
import type { Outcome } from '../services/outcome.ts'

/*
 * The one way an /api endpoint is served (docs/decisions/0105-domain-api-contract.md): the `API` entry decides the
 * method, path and who may call; its schemas parse params, query and body into one Czech 400; the handler gets typed
 * input and answers an Outcome, which becomes HTTP here and nowhere else. With `checkReplies` (tests, local demo)
 * every JSON reply is validated against the entry's response schema, so drift between server and contract fails.
 */

export interface RouteContext<N extends EndpointName> {
  input: EndpointInput<N>
  /** The verified session, or null for a visitor (only on public entries). */
  auth: RequestAuth | null
  claims: AccessClaims | null
  /** The requester's role as the database has it now (null for a visitor). */
  role: Role | null
  c: Context<AppEnv>
}

/** A handler answers an Outcome; a Response only for what is not JSON (files, redirects). */
export type RouteReply<N extends EndpointName> = Outcome<EndpointOutput<N>> | Response

/**
 * Runs once access passed, on the raw JSON body, before the entry's schemas: an answer here skips parsing and the
 * handler (the landing forms' honeypot answers a bot success whatever else its body holds).
 */
export type RouteScreen<N extends EndpointName> = (ctx: {
  rawBody: unknown
  c: Context<AppEnv>
}) => RouteReply<N> | undefined | Promise<RouteReply<N> | undefined>

export interface RouteDef<N extends EndpointName = EndpointName> {
  name: N
  handler: (ctx: RouteContext<N>) => Promise<RouteReply<N>>
  screen?: RouteScreen<N>
}

/** A signed-in route's context: claims and role are present once access passed. */
export type SignedInContext<N extends EndpointName> = RouteContext<N> & { claims: AccessClaims; role: Role }

export function defineRoute<N extends EndpointName>(
  name: N,
  handler: (
    ctx: (typeof API)[N]['access'] extends 'public' ? RouteContext<N> : SignedInContext<N>,
  ) => Promise<RouteReply<N>>,
  options: { screen?: RouteScreen<NoInfer<N>> } = {},
): RouteDef<N> {
  return { name, handler: handler as RouteDef<N>['handler'], ...options }
}

export interface MountOptions {
  db: Database
  /** Validate every JSON reply against the entry's response schema (a mismatch is a 500 that names the entry). */
  checkReplies: boolean
}

const BANNED: ApiError = {
  code: 'user_banned',
  message: 'Váš účet je zablokovaný. Pokud jde o omyl, napište nám prosím.',
}

/**
 * The requester's role and whether the account is blocked: one row by the verified token's subject, read by the
 * server on its own authority in a single statement (no transaction, no role switch: this runs before every
 * signed-in request, docs/decisions/0854-per-request-round-trips.md).
 */
async function readAccount(db: Database, claims: AccessClaims) {
  const { rows } = await db.query<{ role: Role; blocked: boolean }>(
    'select role, blocked_at is not null as blocked from public.profiles where id = $1',
    [claims.sub],
  )
  return rows[0]
}

/** Query parameters as the contract expects them: one value as a string, a repeated parameter as a list. */
function queryInput(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? (values[0] as string) : values
  }
  return out
}

const json = (c: Context, status: number, body: ApiError) => c.json(body, status as ContentfulStatusCode)

/** The JSON body within the endpoint's depth and width limits (the byte size is app.ts's bodyLimit). */
async function readJsonBody(c: Context, name: EndpointName): Promise<{ body: unknown } | Response> {
  let text: string
  try {
    text = await c.req.text()
  } catch {
    return json(c, 400, { code: 'bad_json', message: 'Tělo požadavku se nepodařilo přečíst.' })
  }
  const read = parseJsonText(text, jsonLimitsFor(name))
  return read.ok ? { body: read.value } : json(c, 400, { code: read.code, message: read.message })
}

/** Registers every route on `app` at its entry's method and path; answers which entries are served. */
export function mountRoutes(
  app: Hono<AppEnv>,
  routes: ReadonlyArray<RouteDef>,
  { db, checkReplies }: MountOptions,
): ReadonlySet<EndpointName> {
  const served = new Set<EndpointName>()
  for (const route of routes) {
    if (served.has(route.name)) throw new Error(`${route.name} is registered twice`)
    served.add(route.name)
    const def: EndpointDef = API[route.name]
    app.on(def.method, def.path, async (c) => {
      c.set('endpoint', route.name)
      const auth = c.get('auth')
      const claims = auth?.claims ?? null
      let role: Role | null = null
      if (claims) {
        // the session check read the account in its statement already (docs/decisions/1751-request-round-trips.md)
        const account = auth?.account !== undefined ? auth.account : await readAccount(db, claims)
        if (!account) {
          if (def.access !== 'public') return json(c, 401, accessRefusal(def.access, null).error)
        } else if (account.blocked) {
          return json(c, 403, BANNED)
        } else role = account.role
      }
      if (!accessAllows(def.access, role)) {
        const refusal = accessRefusal(def.access, role)
        return json(c, refusal.status, refusal.error)
      }

      const handle = async (body: unknown): Promise<RouteReply<EndpointName> | Response> => {
        const parsed = parseEndpointInput(def, { params: c.req.param(), query: queryInput(c), body })
        if (!parsed.ok) return json(c, parsed.status, parsed.error)
        const input = {
          params: parsed.params,
          query: parsed.query,
          body: def.body === 'multipart' ? body : parsed.body,
        } as EndpointInput<typeof route.name>
        return route.handler({ input, auth: auth ?? null, claims, role, c })
      }

      let body: unknown
      if (def.body === 'multipart') {
        try {
          body = await c.req.formData()
        } catch {
          return json(c, UNREADABLE_UPLOAD.status, UNREADABLE_UPLOAD.error)
        }
      } else if (def.body) {
        const read = await readJsonBody(c, route.name)
        if (read instanceof Response) return read
        body = read.body
      }
      const reply = (await route.screen?.({ rawBody: body, c })) ?? (await handle(body))
      if (reply instanceof Response) return reply
      if (!reply.ok) {
        const error: ApiError = reply.issues
          ? { code: reply.code, message: reply.message, issues: reply.issues }
          : { code: reply.code, message: reply.message }
        return json(c, reply.status, error)
      }
      if (checkReplies && def.response) {
        const checked = def.response.safeParse(reply.value)
        if (!checked.success)
          throw new Error(`${route.name}: the reply does not match the contract: ${checked.error.message}`)
      }
      return c.json(reply.value as object, (reply.status ?? 200) as ContentfulStatusCode)
    })
  }
  return served
}
