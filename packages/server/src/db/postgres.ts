import pg from 'pg'
import type { Database, Queryable, TransactionSettings } from './database.ts'

/**
 * BEGIN and the transaction's settings as one simple-protocol query (one round trip instead of two; a
 * simple query may hold several statements, a parameterised one may not, so the values are quoted literals).
 */
function beginWith(client: pg.PoolClient, settings: TransactionSettings | undefined): string {
  const entries = Object.entries(settings ?? {})
  if (entries.length === 0) return 'begin'
  const calls = entries.map(
    ([name, value]) => `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
  )
  return `begin; select ${calls.join(', ')}`
}

/** Real Postgres (or a Supabase project's database) through a connection pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection closed by the server (restart, failover, pg_terminate_backend) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: String(error) })}\n`,
    )
  })
  await pool.query('select 1')
  const asQueryable = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params) {
      const res = await c.query(sql, params as unknown[])
      return { rows: res.rows }
    },
    async exec(sql) {
      await c.query(sql)
    },
  })
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction(fn, settings) {
      const client = await pool.connect()
      try {
        await client.query(beginWith(client, settings))
        const result = await fn(asQueryable(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
  }
}
