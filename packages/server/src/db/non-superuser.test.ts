import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { insertUser } from '../../test/users.ts'
import { asUser } from './as-user.ts'
import { migrate } from './migrate.ts'
import { openPostgres } from './postgres.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const embeddedAuthSql = readFileSync(fileURLToPath(new URL('./embedded-auth.sql', import.meta.url)), 'utf8')

/** DATABASE_URL as an ordinary database owner (no superuser, no BYPASSRLS), the way a hosted Postgres hands it out. */
describe.skipIf(!adminUrl)('embedded mode on Postgres as a non-superuser owner', () => {
  it('sets up the auth schema and migrations, and RLS still applies to user queries', async () => {
    const name = `rg_owner_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create role ${name} login`)
    await admin.query(`grant anon, authenticated, service_role to ${name}`)
    await admin.query(`create database ${name} owner ${name}`)
    const url = new URL(adminUrl as string)
    url.username = name
    url.pathname = `/${name}`
    const db = await openPostgres(url.toString())
    try {
      await db.exec(embeddedAuthSql)
      expect((await migrate(db)).length).toBeGreaterThan(0)
      const a = await insertUser(db, 'a@example.cz')
      const b = await insertUser(db, 'b@example.cz')
      await asUser(db, a, (tx) =>
        tx.query("insert into public.contacts (user_id, name) values ($1, 'A')", [a.sub]),
      )
      const seen = await asUser(db, b, (tx) => tx.query('select * from public.contacts'))
      expect(seen.rows).toEqual([])
    } finally {
      await db.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.query(`drop role if exists ${name}`)
      await admin.end()
    }
  })
})
