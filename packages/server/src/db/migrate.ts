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
