import {
  type Database,
  oneStatement,
  type Queryable,
  setLocal,
  type TransactionSettings,
} from './database.ts'

/** The verified access-token claims of a request (the JWT payload), as Supabase's data API passes them on. */
export interface RequestClaims {
  sub?: string
  role: 'anon' | 'authenticated' | 'service_role'
  [claim: string]: unknown
}

/** What PostgREST sets per request: the claims (read by auth.uid() and the policies) and the role. */
const claimSettings = (claims: RequestClaims) => ({
  'request.jwt.claims': JSON.stringify(claims),
  role: claims.role,
})

const ANON: RequestClaims = { role: 'anon' }
const SERVICE: RequestClaims = { role: 'service_role' }
const ROLES = new Set(['anon', 'authenticated', 'service_role'])

/**
 * Runs `fn` in one transaction as the requesting user, the way PostgREST does it: the JWT claims go into the
 * transaction-local `request.jwt.claims` and the role switches with `set local role`. Row-level security therefore
 * applies to every query `fn` makes, even when the connection itself belongs to a superuser (PGlite's default user,
 * the test Postgres): a handler that forgets a WHERE clause still sees only what the policies allow.
 */
export async function asUser<T>(
  db: Database,
  claims: RequestClaims | null,
  fn: (tx: Queryable) => Promise<T>,
  settings?: TransactionSettings,
): Promise<T> {
  const effective = claims ?? ANON
  if (!ROLES.has(effective.role)) throw new Error(`asUser: unknown role ${String(effective.role)}`)
  // set_config('role', …, true) is `set local role` (PostgREST does the same); real Postgres sends both with the BEGIN
  return db.transaction(fn, { ...claimSettings(effective), ...settings })
}

/**
 * One statement as the requesting user, in a transaction of its own: what `asUser(db, claims, tx => tx.query(sql,
 * params))` does, the same role and claims and row-level security, in one round trip on real Postgres instead of three
 * (BEGIN with the settings, the statement, COMMIT; docs/decisions/1770-request-fixed-cost.md).
 */
export function asUserStatement<T = Record<string, unknown>>(
  db: Database,
  claims: RequestClaims | null,
  sql: string,
  params: unknown[],
): Promise<{ rows: T[] }> {
  const effective = claims ?? ANON
  if (!ROLES.has(effective.role)) throw new Error(`asUser: unknown role ${String(effective.role)}`)
  return oneStatement<T>(db, sql, params, claimSettings(effective))
}

/**
 * A transaction whose commit returns before its WAL record is on disk (`synchronous_commit = off` for it alone):
 * after an operating-system crash the last fraction of a second of such commits may be gone, each whole or not at
 * all, never half. Only for writes whose loss in that case is harmless and whose locks would otherwise be held
 * through the flush (docs/decisions/1750-unlock-critical-section.md).
 */
export const ASYNC_COMMIT: TransactionSettings = { synchronous_commit: 'off' }

/** A visitor without a session. */
export const asAnon = <T>(db: Database, fn: (tx: Queryable) => Promise<T>) => asUser(db, ANON, fn)

/**
 * The server acting on its own authority (granting credits for a paid order, writing notifications). service_role
 * bypasses RLS, so every use must have decided "who" from verified claims before, and it needs table grants.
 */
export const asService = <T>(
  db: Database,
  fn: (tx: Queryable) => Promise<T>,
  sub?: string,
  settings?: TransactionSettings,
) => asUser(db, sub ? { ...SERVICE, sub } : SERVICE, fn, settings)

/**
 * Switches a transaction `asUser` opened to the service role for the rest of it, so a change made under the user's
 * row-level security and the server's own writes that belong to it (the notification telling someone about an
 * admin's decision) commit or roll back together. Same rule as asService: "who" must be decided before.
 */
export async function continueAsService(tx: Queryable, sub?: string): Promise<void> {
  await setLocal(tx, claimSettings(sub ? { ...SERVICE, sub } : SERVICE))
}
