import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../env.ts'
import type { Database } from './database.ts'

export const migrationsDir = path.join(repoRoot, 'supabase/migrations')

/**
 * Applies supabase/migrations/<version>_<name>.sql in order, each in its own transaction, and records it in
 * supabase_migrations.schema_migrations, the table the Supabase CLI uses, so `supabase db push` and this runner agree.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`)
  const applied = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  )
  const files = readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
  const done: string[] = []
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
    if (!version || applied.has(version)) continue
    const sql = readFileSync(path.join(dir, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
        [version, [sql], rest.join('_')],
      )
    })
    done.push(file)
  }
  return done
}

/** The advisory lock key of the schema work at start (any constant; "rg-schema" in ASCII). */
const SCHEMA_LOCK = 0x72672d736368

/**
 * The schema work of a start: the embedded auth schema (when given) and the migrations. On real Postgres it runs
 * under a transaction-scoped advisory lock held on one connection while the work uses others, so instances started
 * together on one database take turns: the first applies, the others find nothing pending. Without it two instances
 * would run the same migration at once and one would stop on the duplicate version, or race on the auth schema's
 * grants (docs/decisions/1374-two-instances.md). PGlite has one connection and one process: no lock.
 */
export async function prepareSchema(db: Database, embeddedAuthSql: string | undefined): Promise<string[]> {
  const work = async () => {
    if (embeddedAuthSql) await db.exec(embeddedAuthSql)
    return migrate(db)
  }
  if (db.kind !== 'postgres') return work()
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK])
    return work()
  })
}

/** The migration files not yet recorded as applied (readiness: an instance on an older schema is not ready). */
export async function pendingMigrations(db: Database, dir = migrationsDir): Promise<string[]> {
  const applied = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  )
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .filter((f) => !applied.has(f.split('_')[0] ?? ''))
    .sort()
}
