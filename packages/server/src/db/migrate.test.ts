import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import type { Database } from './database.ts'
import { migrate } from './migrate.ts'

describe.each(backends)('migrations on $name', (backend) => {
  let db: Database
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ db, drop } = await backend.open())
  })
  afterAll(() => drop())

  it('applies every migration once and records it, so a second start changes nothing', async () => {
    const first = await migrate(db)
    expect(first.length).toBeGreaterThan(0)
    expect(await migrate(db)).toEqual([])
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from supabase_migrations.schema_migrations',
    )
    expect(rows[0]?.n).toBe(first.length)
  })

  it('enables row-level security on profiles', async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where oid = 'public.profiles'::regclass",
    )
    expect(rows[0]?.relrowsecurity).toBe(true)
  })
})
