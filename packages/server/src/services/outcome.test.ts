import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import type { Database, Queryable } from '../db/database.ts'
import { actAsUser, FORBIDDEN, fail, ok } from './outcome.ts'

const USER = { sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated' as const }

describe.each(backends)('actAsUser on $name', (backend) => {
  let db: Database
  let drop: () => Promise<void>

  beforeAll(async () => {
    const opened = await backend.open()
    db = opened.db
    drop = opened.drop
    await db.exec(
      `create table public.outcome_probe (n int); grant insert, select on public.outcome_probe to authenticated`,
    )
  })
  afterAll(() => drop?.())

  const count = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from public.outcome_probe')).rows[0]?.n

  it('commits a success and answers its value', async () => {
    const before = await count()
    const outcome = await actAsUser(db, USER, async (tx) => {
      await tx.query('insert into public.outcome_probe values (1)')
      return ok('done', 201)
    })
    expect(outcome).toEqual({ ok: true, value: 'done', status: 201 })
    expect(await count()).toBe((before ?? 0) + 1)
  })

  it('rolls a refusal back, so none of its writes remain', async () => {
    const before = await count()
    const refusal = fail(409, 'conflict', 'Nelze.')
    const outcome = await actAsUser(db, USER, async (tx) => {
      await tx.query('insert into public.outcome_probe values (2)')
      return refusal
    })
    expect(outcome).toEqual(refusal)
    expect(await count()).toBe(before)
  })

  it('answers a refusal by the database (SQLSTATE 42501) as 403, or as the refusal given, and rethrows the rest', async () => {
    const run = (sql: string) => async (tx: Queryable) => {
      await tx.query(sql)
      return ok(true)
    }
    expect(await actAsUser(db, USER, run('delete from public.outcome_probe'))).toEqual(FORBIDDEN)
    const own = fail(403, 'note_not_allowed', 'Poznámku nelze uložit.')
    expect(await actAsUser(db, USER, run('delete from public.outcome_probe'), own)).toEqual(own)
    await expect(actAsUser(db, USER, run('select * from public.no_such_table'))).rejects.toMatchObject({
      code: '42P01',
    })
  })
})
