/** The one database interface the server uses; PGlite and node-postgres both implement it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Inside a transaction, where the backend can: `sql` as its last statement with the COMMIT sent along, in one round
   * trip (docs/decisions/1774-commit-with-the-last-statement.md). Reach it through `lastStatement(tx)`.
   */
  queryAndCommit?<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

/**
 * `tx` for a callee whose one statement is the transaction's last (nothing is sent after it): on real Postgres that
 * statement carries the COMMIT, so a lock the transaction holds is released one round trip sooner
 * (docs/decisions/1774-commit-with-the-last-statement.md). Elsewhere `tx` itself.
 */
export function lastStatement(tx: Queryable): Queryable {
  const { queryAndCommit } = tx
  if (!queryAndCommit) return tx
  let sent = false
  return {
    query(sql, params) {
      if (sent) throw new Error('lastStatement: the transaction was already committed')
      sent = true
      return queryAndCommit(sql, params)
    },
    exec: () => Promise.reject(new Error('lastStatement: exec is not the last statement')),
  }
}

/**
 * Statement texts a real Postgres connection parses and plans once and then only binds and runs: named prepared
 * statements (docs/decisions/1779-named-prepared-statements.md). For a hot path's fixed texts, registered at module
 * load so their number is bounded by the code; `prepared(sql)` returns `sql` unchanged and PGlite ignores the mark.
 */
const preparedNames = new Map<string, string>()
export function prepared(sql: string): string {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `rg_prepared_${preparedNames.size + 1}`)
  return sql
}
/** The statement name of a text marked by `prepared`, else undefined. */
export const preparedName = (sql: string): string | undefined => preparedNames.get(sql)

/** Transaction-local settings by name, in the order they are set. */
export type TransactionSettings = Readonly<Record<string, string>>

/** Sets transaction-local settings in one statement (the backends without a cheaper way, and an open transaction). */
export async function setLocal(tx: Queryable, settings: TransactionSettings | undefined): Promise<void> {
  const entries = Object.entries(settings ?? {})
  if (entries.length === 0) return
  await tx.query(
    `select ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
    entries.flat(),
  )
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `fn` in one transaction. `settings` are transaction-local settings (`set_config(name, value, true)`, e.g.
   * the role and the JWT claims) in force before `fn` runs; real Postgres sends them with the BEGIN, in one round trip.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, settings?: TransactionSettings): Promise<T>
  /**
   * One statement in a transaction of its own with `settings` in force, as `transaction(tx => tx.query(sql, params),
   * settings)` runs it, in one round trip (real Postgres only; `oneStatement` falls back to `transaction`).
   */
  statement?<T = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    settings: TransactionSettings,
  ): Promise<{ rows: T[] }>
  close(): Promise<void>
  /** The connection pool's use (real Postgres only; PGlite is one in-process connection), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number }
}

/**
 * `sql` run by itself in a transaction with `settings` (the role and claims of asUser): through the backend's one-round-
 * trip `statement` where it has one, else as a transaction of that one statement. Same result, same isolation.
 */
export function oneStatement<T = Record<string, unknown>>(
  db: Database,
  sql: string,
  params: unknown[],
  settings: TransactionSettings,
): Promise<{ rows: T[] }> {
  return db.statement
    ? db.statement<T>(sql, params, settings)
    : db.transaction((tx) => tx.query<T>(sql, params), settings)
}
