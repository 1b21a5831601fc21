/** The one database interface the server uses; PGlite and node-postgres both implement it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** The connection pool's use (real Postgres only; PGlite is one in-process connection), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number }
}
