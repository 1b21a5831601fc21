/** The one database interface the server uses; PGlite and node-postgres both implement it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

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
  close(): Promise<void>
  /** The connection pool's use (real Postgres only; PGlite is one in-process connection), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number }
}
