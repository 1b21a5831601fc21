import pg from 'pg'
import { prepareValue } from 'pg/lib/utils.js'
import { type Database, preparedName, type Queryable, type TransactionSettings } from './database.ts'

/** The settings as `set_config(name, value, true)` calls with quoted literals (for a simple-protocol query). */
function settingCalls(settings: TransactionSettings | undefined): string[] {
  return Object.entries(settings ?? {}).map(
    ([name, value]) => `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true)`,
  )
}

/**
 * BEGIN and the transaction's settings as one simple-protocol query (one round trip instead of two; a
 * simple query may hold several statements, a parameterised one may not, so the values are quoted literals).
 */
function beginWith(settings: TransactionSettings | undefined): string {
  const calls = settingCalls(settings)
  return calls.length === 0 ? 'begin' : `begin; select ${calls.join(', ')}`
}

/**
 * One value as the quoted literal a simple-protocol query carries: the text node-postgres itself would send for it as
 * a parameter (its own `prepareValue`: dates, arrays, JSON objects), which the server then types from its context
 * exactly as it types an untyped `$n` (an unknown-type literal and an unspecified-type parameter resolve by the same
 * rules). Bytes go as binary parameters, never as text: refused.
 */
function literal(value: unknown): string {
  const text = prepareValue(value)
  if (text === null || text === undefined) return 'null'
  if (typeof text !== 'string') throw new TypeError('inlineParams: a binary parameter is not supported')
  return pg.escapeLiteral(text)
}

/** A statement cut at its parameters: `texts[0] $refs[0] texts[1] … texts[n]`. */
interface Template {
  texts: string[]
  refs: number[]
}

/**
 * Where `sql`'s parameters are. Quoted strings and identifiers and comments are copied as they are; a `$` inside an
 * identifier stays; dollar quoting, E'' strings and nested comments are refused rather than scanned (no statement
 * sent this way uses them).
 */
function templateOf(sql: string): Template {
  const texts: string[] = []
  const refs: number[] = []
  let from = 0
  let i = 0
  while (i < sql.length) {
    const ch = sql[i] as string
    if (ch === "'" || ch === '"') {
      if (ch === "'" && /(^|[^\w$])[eE]$/.test(sql.slice(Math.max(0, i - 2), i)))
        throw new Error("inlineParams: E'' strings are not supported")
      let end = i + 1
      for (;;) {
        end = sql.indexOf(ch, end)
        if (end === -1) throw new Error('inlineParams: unterminated quote')
        if (sql[end + 1] !== ch) break
        end += 2
      }
      i = end + 1
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i)
      i = end === -1 ? sql.length : end
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2)
      if (end === -1 || sql.slice(i + 2, end).includes('/*'))
        throw new Error('inlineParams: unsupported comment')
      i = end + 2
    } else if (ch === '$' && !/[\w$]/.test(sql[i - 1] ?? ' ')) {
      const number = /^\$(\d+)/.exec(sql.slice(i, i + 12))
      if (!number) throw new Error('inlineParams: dollar quoting is not supported')
      texts.push(sql.slice(from, i))
      refs.push(Number(number[1]))
      i += number[0].length
      from = i
    } else i += 1
  }
  texts.push(sql.slice(from))
  return { texts, refs }
}

// The statements are the code's own constants: a few templates, each cut once.
const templates = new Map<string, Template>()

/** `sql` with every parameter `$n` replaced by `params[n - 1]` as a quoted literal (see literal()). */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  let template = templates.get(sql)
  if (!template) {
    template = templateOf(sql)
    if (templates.size >= 200) templates.clear()
    templates.set(sql, template)
  }
  const { texts, refs } = template
  let out = texts[0] as string
  for (let k = 0; k < refs.length; k++) {
    const n = refs[k] as number
    if (n < 1 || n > params.length) throw new Error(`inlineParams: no value for $${n}`)
    out += literal(params[n - 1]) + (texts[k + 1] as string)
  }
  return out
}

/** `sql` with its parameters inlined, or null when inlineParams refuses it (bytes, dollar quoting, an E'' string). */
function inlinedOrNull(sql: string, params: readonly unknown[]): string | null {
  try {
    return inlineParams(sql, params)
  } catch {
    return null
  }
}

/** Real Postgres (or a Supabase project's database) through a connection pool. */
export interface PostgresOptions {
  /**
   * Send the texts marked by `prepared` as named prepared statements (the default). Off for a connection pooler in
   * transaction mode that does not keep them (DATABASE_NAMED_STATEMENTS=off; docs/decisions/1779).
   */
  namedStatements?: boolean
}

export async function openPostgres(
  connectionString: string,
  { namedStatements = true }: PostgresOptions = {},
): Promise<Database> {
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
      const name = namedStatements ? preparedName(sql) : undefined
      const res = name
        ? await c.query({ name, text: sql, values: params as unknown[] })
        : await c.query(sql, params as unknown[])
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
      const begin = beginWith(settings)
      const plain = asQueryable(client)
      // BEGIN and the settings go with the transaction's first statement, as one simple-protocol query
      // (docs/decisions/1773-begin-with-the-first-statement.md); a statement that cannot be inlined gets its own BEGIN.
      let begun = false
      let committed = false
      /** One simple-protocol query of several statements; the rows of the one at `index` from the end. */
      const several = async (statements: string[], index: number): Promise<{ rows: never[] }> => {
        const results = (await client.query(statements.join('; '))) as unknown as pg.QueryResult[]
        return { rows: (results[results.length - index] as pg.QueryResult).rows as never[] }
      }
      const tx: Queryable = {
        async query(sql, params) {
          if (committed) throw new Error('transaction: a statement after the commit')
          if (begun) return plain.query(sql, params)
          begun = true
          const inlined = inlinedOrNull(sql, params ?? [])
          if (inlined !== null) return several([begin, inlined], 1)
          await client.query(begin)
          return plain.query(sql, params)
        },
        async exec(sql) {
          if (begun) return plain.exec(sql)
          begun = true
          await several([begin, sql], 1)
        },
        // decision 1774: the COMMIT with the last statement (and BEGIN too when it is also the first)
        async queryAndCommit(sql, params) {
          const inlined = inlinedOrNull(sql, params ?? [])
          if (inlined === null) return tx.query(sql, params)
          const statements = begun ? [inlined, 'commit'] : [begin, inlined, 'commit']
          begun = true
          const answer = await several(statements, 2)
          committed = true
          return answer
        },
      }
      try {
        const result = await fn(tx)
        if (begun && !committed) await client.query('commit')
        return result
      } catch (error) {
        // after a commit sent with the last statement, nothing is left to roll back
        if (begun && !committed) await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    // The settings and the statement as one simple-protocol query: several statements in one query run as one
    // implicit transaction (the settings, local to it, hold for the statement and end with it), so BEGIN and COMMIT
    // and their round trips are not needed (docs/decisions/1770-request-fixed-cost.md).
    async statement(sql, params, settings) {
      const calls = settingCalls(settings)
      if (calls.length === 0) return asQueryable(pool).query(sql, params)
      const results = (await pool.query(
        `select ${calls.join(', ')}; ${inlineParams(sql, params)}`,
      )) as unknown as pg.QueryResult[]
      return { rows: (results[results.length - 1] as pg.QueryResult).rows }
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
