import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { type Database, type Queryable, setLocal } from './database.ts'

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

/** The extensions the migrations create (also for opening a data directory outside the server: ops/backup.ts). */
export const pgliteExtensions = { pg_trgm, unaccent, pgcrypto }

function asDatabase(db: PGlite): Database {
  return {
    kind: 'pglite',
    ...wrap(db),
    // in process: a second statement costs no round trip
    transaction: (fn, settings) =>
      db.transaction(async (tx) => {
        const q = wrap(tx)
        await setLocal(q, settings)
        return fn(q)
      }),
    close: () => db.close(),
  }
}

/**
 * Embedded Postgres kept in `dataDir/pg` (or in memory when dataDir is 'memory://'). `fromDump` starts it from a
 * data directory dumped by `dumpPglite` instead of creating one (initdb): the tests' copies of one template.
 */
export async function openPglite(dataDir: string, fromDump?: Blob): Promise<Database> {
  let location = dataDir
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pg')
    mkdirSync(location, { recursive: true })
  }
  return asDatabase(await PGlite.create(location, { extensions: pgliteExtensions, loadDataDir: fromDump }))
}

/** A new in-memory database prepared by `prepare`, as an uncompressed dump of its data directory. */
export async function dumpPglite(prepare: (db: Database) => Promise<unknown>): Promise<Blob> {
  const raw = await PGlite.create('memory://', { extensions: pgliteExtensions })
  await prepare(asDatabase(raw))
  const dump = await raw.dumpDataDir('none')
  await raw.close()
  return dump
}
