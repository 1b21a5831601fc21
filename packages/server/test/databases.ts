import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPglite } from '../src/db/pglite.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { embeddedAuthSql } from './embedded-auth-sql.ts'

export interface OpenedDatabase {
  db: Database
  url: string | undefined
  drop(): Promise<void>
}

export interface TestBackend {
  name: 'pglite' | 'postgres'
  /** Opens a fresh, empty database with the embedded auth schema; `drop` removes it. */
  open(): Promise<OpenedDatabase>
  /** The same with every migration applied (a copy of the run's template, see database-templates.ts). */
  openMigrated(): Promise<OpenedDatabase>
}

type Stage = 'auth' | 'migrated'

/** The run's template of a stage, when the server project's global setup made one (not in a bare vitest call). */
function template<K extends 'pgliteDumps' | 'postgresTemplates'>(key: K, stage: Stage): string | undefined {
  try {
    return (inject(key) as Record<Stage, string> | null)?.[stage] || undefined
  } catch {
    return undefined
  }
}

/** The dumps' bytes, read once per worker (a worker runs many files: vitest.config.ts). */
const dumpBytes = new Map<string, Uint8Array>()
function pgliteDump(stage: Stage): Uint8Array | undefined {
  const file = template('pgliteDumps', stage)
  if (!file) return undefined
  let bytes = dumpBytes.get(file)
  if (!bytes) {
    bytes = readFileSync(file)
    dumpBytes.set(file, bytes)
  }
  return bytes
}

/** The run's migrated PGlite template as a data-directory dump (to start an on-disk PGlite from), if there is one. */
export function migratedPgliteDump(): Uint8Array | undefined {
  return pgliteDump('migrated')
}

async function openPgliteAt(stage: Stage): Promise<OpenedDatabase> {
  const dump = pgliteDump(stage)
  const db = await openPglite('memory://', dump)
  if (!dump) {
    await db.exec(embeddedAuthSql)
    if (stage === 'migrated') await migrate(db)
  }
  return { db, url: undefined, drop: () => db.close() }
}

const pglite: TestBackend = {
  name: 'pglite',
  open: () => openPgliteAt('auth'),
  openMigrated: () => openPgliteAt('migrated'),
}

/**
 * Real Postgres: every open creates its own database on TEST_DATABASE_URL's server (a copy of the run's template
 * database of that stage) and drops it afterwards.
 */
function postgres(adminUrl: string): TestBackend {
  async function openAt(stage: Stage): Promise<OpenedDatabase> {
    const name = `rg_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
    const from = template('postgresTemplates', stage)
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(from ? `create database ${name} template ${from}` : `create database ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const db = await openPostgres(url.toString())
    if (!from) {
      await db.exec(embeddedAuthSql)
      if (stage === 'migrated') await migrate(db)
    }
    return {
      db,
      url: url.toString(),
      async drop() {
        await db.close()
        const c = new pg.Client({ connectionString: adminUrl })
        await c.connect()
        await c.query(`drop database if exists ${name} with (force)`)
        await c.end()
      },
    }
  }
  return { name: 'postgres', open: () => openAt('auth'), openMigrated: () => openAt('migrated') }
}

const available: TestBackend[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite]
const only = process.env.TEST_BACKEND
if (only && !available.some((b) => b.name === only))
  throw new Error(
    `TEST_BACKEND=${only}, but that backend is not available (real Postgres needs TEST_DATABASE_URL)`,
  )

/**
 * PGlite always; real Postgres when TEST_DATABASE_URL is set (scripts/test.sh sets it, and CI requires it).
 * TEST_BACKEND=pglite or =postgres narrows the run to one of them: scripts/test.sh runs the two concurrently.
 */
export const backends: TestBackend[] = only ? available.filter((b) => b.name === only) : available
