import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { Database, Queryable } from './database.ts'

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query(sql, params) {
      const res = await q.query(sql, params)
      return { rows: res.rows as never[] }
    },
    async exec(sql) {
      await q.exec(sql)
    },
  }
}

/** Embedded Postgres kept in `dataDir/pg` (or in memory when dataDir is 'memory://'). */
export async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pg')
    mkdirSync(location, { recursive: true })
  }
  const db = await PGlite.create(location, { extensions: { pg_trgm, unaccent, pgcrypto } })
  const base = wrap(db)
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  }
}
