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
 * A data-directory dump as PGlite's `loadDataDir` takes it (a Blob it reads with `arrayBuffer()`), without Node's
 * Blob: that copies the bytes in at construction and reads them out in 64 kB pieces, about half a second of CPU for
 * the tests' 45 MB template on every open (docs/decisions/1782-pglite-opens.md).
 */
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array
  constructor(bytes: Uint8Array) {
    super([])
    this.#bytes = bytes
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    // a copy: PGlite may keep views of what it is given, and the caller may open the same dump again
    return this.#bytes.slice().buffer
  }
}

/**
 * A database in memory keeps a small buffer pool: its data directory is itself in memory, so PGlite's default 128 MB
 * of shared buffers only doubles it, and clearing them costs about half a second of CPU at every start
 * (docs/decisions/1782-pglite-opens.md). On disk the default stays.
 */
const inMemoryStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/**
 * Embedded Postgres kept in `dataDir/pg` (or in memory when dataDir is 'memory://'). `fromDump` starts it from a
 * data directory dumped by `dumpPglite` (or a backup's, compressed or not) instead of creating one (initdb): the
 * tests' copies of one template, a restore.
 */
export async function openPglite(dataDir: string, fromDump?: Uint8Array): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://')
  let location = dataDir
  if (!inMemory) {
    location = path.join(dataDir, 'pg')
    mkdirSync(location, { recursive: true })
  }
  return asDatabase(
    await PGlite.create(location, {
      extensions: pgliteExtensions,
      loadDataDir: fromDump && new DumpBlob(fromDump),
      startParams: inMemory ? inMemoryStartParams : undefined,
    }),
  )
}

/** A new in-memory database prepared by `prepare`, as an uncompressed dump of its data directory. */
export async function dumpPglite(prepare: (db: Database) => Promise<unknown>): Promise<Blob> {
  const raw = await PGlite.create('memory://', {
    extensions: pgliteExtensions,
    startParams: inMemoryStartParams,
  })
  await prepare(asDatabase(raw))
  const dump = await raw.dumpDataDir('none')
  await raw.close()
  return dump
}
