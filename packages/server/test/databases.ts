import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { Database } from '../src/db/database.ts'
import { openPglite } from '../src/db/pglite.ts'
import { openPostgres } from '../src/db/postgres.ts'

export interface TestBackend {
  name: 'pglite' | 'postgres'
  /** Opens a fresh, empty database with the embedded auth schema; `drop` removes it. */
  open(): Promise<{ db: Database; url: string | undefined; drop(): Promise<void> }>
}

const embeddedAuthSql = readFileSync(
  fileURLToPath(new URL('../src/db/embedded-auth.sql', import.meta.url)),
  'utf8',
)

const pglite: TestBackend = {
  name: 'pglite',
  async open() {
    const db = await openPglite('memory://')
    await db.exec(embeddedAuthSql)
    return { db, url: undefined, drop: () => db.close() }
  },
}

/** Real Postgres: every open() creates its own database on TEST_DATABASE_URL's server and drops it afterwards. */
function postgres(adminUrl: string): TestBackend {
  return {
    name: 'postgres',
    async open() {
      const name = `rg_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const db = await openPostgres(url.toString())
      await db.exec(embeddedAuthSql)
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
    },
  }
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
