import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrate } from '../src/db/migrate.ts'
import { dumpPglite } from '../src/db/pglite.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { embeddedAuthSql } from './embedded-auth-sql.ts'

/*
 * The server project's global setup (vitest.config.ts): the databases every test opens are made once per run and
 * copied per test (docs/decisions/1242-test-database-templates.md). A PGlite in memory costs seconds to create (its
 * initdb), a copy loaded from a dump well under one; a real-Postgres database created from a template skips the
 * migrations. Two of each: with the embedded auth schema only (`open()`, what the migration tests start from) and
 * migrated (`openMigrated()`, what a test server starts on).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files with PGlite data-directory dumps: auth schema only, and migrated. */
    pgliteDumps: { auth: string; migrated: string }
    /** Real-Postgres template database names (when TEST_DATABASE_URL is set): auth only, and migrated. */
    postgresTemplates: { auth: string; migrated: string } | null
  }
}

async function pgliteTemplate(dir: string, migrated: boolean): Promise<string> {
  const dump = await dumpPglite(async (db) => {
    await db.exec(embeddedAuthSql)
    if (migrated) await migrate(db)
  })
  const file = path.join(dir, migrated ? 'migrated.tar' : 'auth.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  return file
}

async function postgresTemplate(adminUrl: string, name: string, migrated: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await openPostgres(url.toString())
  await db.exec(embeddedAuthSql)
  if (migrated) await migrate(db)
  await db.close()
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rg-db-templates-'))
  const backend = process.env.TEST_BACKEND
  const pglite = backend !== 'postgres'
  const adminUrl = backend !== 'pglite' ? process.env.TEST_DATABASE_URL : undefined
  const [auth, migrated] = pglite
    ? await Promise.all([pgliteTemplate(dir, false), pgliteTemplate(dir, true)])
    : ['', '']
  project.provide('pgliteDumps', { auth, migrated })
  let templates: { auth: string; migrated: string } | null = null
  if (adminUrl) {
    const suffix = `${process.pid}_${Date.now().toString(36)}`
    templates = { auth: `rg_tpl_auth_${suffix}`, migrated: `rg_tpl_migrated_${suffix}` }
    await postgresTemplate(adminUrl, templates.auth, false)
    await postgresTemplate(adminUrl, templates.migrated, true)
  }
  project.provide('postgresTemplates', templates)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    if (adminUrl && templates) {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      for (const name of Object.values(templates))
        await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
}
