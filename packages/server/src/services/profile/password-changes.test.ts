import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../../test/databases.ts'
import { insertUser } from '../../../test/users.ts'
import { hashPassword } from '../../auth/passwords.ts'
import type { Database } from '../../db/database.ts'
import { openPostgres } from '../../db/postgres.ts'
import { createMailer } from '../../mail/mailer.ts'
import { tellPasswordChanges } from './password-changes.ts'

const ORIGIN = 'https://trziste.example.cz'

/*
 * A password changed outside the server, as hosted Supabase's GoTrue changes it (an update of auth.users' hash), is
 * told to the user by the job: one notice and one mail per change, once across instances, none for an account's
 * anonymisation (docs/decisions/1378). The embedded /auth/v1 path is in auth/gotrue.test.ts.
 */
describe.each(backends)('password changes told from the database on $name', (backend) => {
  let db: Database
  let second: Database
  let drop: () => Promise<void>
  beforeAll(async () => {
    const opened = await backend.openMigrated()
    db = opened.db
    drop = opened.drop
    // A second instance = a second connection pool (PGlite: the same handle).
    second = opened.url ? await openPostgres(opened.url) : db
  })
  afterAll(async () => {
    if (second !== db) await second?.close()
    await drop?.()
  })

  const told = async (userId: string) =>
    (
      await db.query<{ kind: string; mails: number }>(
        `select n.kind, (select count(*)::int from public.mail_outbox m join public.profiles p on p.email = m.to_address
           where p.id = $1 and m.subject = 'Heslo bylo změněno') as mails
         from public.notifications n where n.user_id = $1 and n.kind = 'PASSWORD_CHANGED'`,
        [userId],
      )
    ).rows

  it('tells a change made straight in auth.users once, even with two instances at it', async () => {
    const users = []
    for (let i = 0; i < 20; i++) users.push((await insertUser(db, `heslo-${i}-${Date.now()}@example.cz`)).sub)
    const hash = await hashPassword('nove-heslo-2027', 4)
    // What GoTrue does on PUT /auth/v1/user or a recovery: a new hash, outside the server.
    await db.query('update auth.users set encrypted_password = $2 where id = any($1::uuid[])', [users, hash])
    const mailer = createMailer(db, { from: 'test@localhost' })
    const other = createMailer(second, { from: 'test@localhost' })
    const [a, b] = await Promise.all([
      tellPasswordChanges(db, mailer, ORIGIN),
      tellPasswordChanges(second, other, ORIGIN),
    ])
    expect(a + b).toBe(users.length)
    for (const user of users) expect(await told(user)).toEqual([{ kind: 'PASSWORD_CHANGED', mails: 1 }])
    // Nothing is left to tell.
    expect(await tellPasswordChanges(db, mailer, ORIGIN)).toBe(0)
    mailer.close()
    other.close()
  })

  it('an unchanged hash, or one cleared by deleting the account, is no change', async () => {
    const user = (await insertUser(db, `beze-zmeny-${Date.now()}@example.cz`)).sub
    const hash = await hashPassword('heslo-2026-tajne', 4)
    await db.query('update auth.users set encrypted_password = $2 where id = $1', [user, hash])
    const mailer = createMailer(db, { from: 'test@localhost' })
    expect(await tellPasswordChanges(db, mailer, ORIGIN)).toBe(1)
    await db.query('update auth.users set encrypted_password = $2, raw_user_meta_data = $3 where id = $1', [
      user,
      hash,
      '{"x":1}',
    ])
    await db.query('update auth.users set encrypted_password = null where id = $1', [user])
    expect(await tellPasswordChanges(db, mailer, ORIGIN)).toBe(0)
    expect(await told(user)).toHaveLength(1)
    mailer.close()
  })
})
