import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../../test/databases.ts'
import { insertUser } from '../../../test/users.ts'
import type { Database } from '../../db/database.ts'
import { openPostgres } from '../../db/postgres.ts'
import { runDueGrants } from './grants.ts'

const GRANTS = 1000

describe.each(backends)('subscription grant job on $name', (backend) => {
  let db: Database
  let second: Database
  let drop: () => Promise<void>
  let users: string[]

  beforeAll(async () => {
    const opened = await backend.openMigrated()
    db = opened.db
    drop = opened.drop
    // Two server instances = two connection pools on one database (PGlite has one connection: the same handle).
    second = opened.url ? await openPostgres(opened.url) : db
    users = []
    for (let i = 0; i < 10; i++) users.push((await insertUser(db, `grant-${i}-${Date.now()}@example.cz`)).sub)
    // 10 users × 10 subscriptions × 10 due months = 1 000 due grants of 7 credits each, and some not yet due.
    await db.query(
      `with subs as (
         insert into public.credit_subscriptions (user_id, tier, term, starts_at)
         select u, 'BRONZE', 'YEARLY', date '2025-01-15' from unnest($1::uuid[]) u, generate_series(1, 10)
         returning id, user_id)
       insert into public.subscription_grants (subscription_id, user_id, due_on, credits)
       select s.id, s.user_id, date '2025-01-15' + make_interval(months => m), 7
       from subs s, generate_series(0, 11) m`,
      [users],
    )
  })
  afterAll(async () => {
    if (second !== db) await second?.close()
    await drop?.()
  })

  it('two workers at once grant each of 1 000 due grants exactly once', async () => {
    const today = '2025-10-20' // months 0–9 are due, 10 and 11 are not
    const [a, b] = await Promise.all([runDueGrants(db, today, 50), runDueGrants(second, today, 50)])
    expect(a + b).toBe(GRANTS)
    if (backend.name === 'postgres') {
      // both really worked (SKIP LOCKED let them share the rows rather than wait for each other)
      expect(a).toBeGreaterThan(0)
      expect(b).toBeGreaterThan(0)
    }
    const ledger = await db.query<{ n: number; total: number; distinct_grants: number }>(
      `select count(*)::int as n, sum(amount)::int as total, count(distinct grant_id)::int as distinct_grants
       from public.credit_transactions where reason = 'SUBSCRIPTION_GRANT'`,
    )
    expect(ledger.rows[0]).toEqual({ n: GRANTS, total: GRANTS * 7, distinct_grants: GRANTS })
    const left = await db.query<{ n: number }>(
      'select count(*)::int as n from public.subscription_grants where granted_at is null',
    )
    expect(left.rows[0]?.n).toBe(200)

    // running again (another instance, a restart after a crash) grants nothing more
    expect(await runDueGrants(second, today)).toBe(0)
    // a grant whose ledger row exists but whose mark was lost is marked, never paid twice
    await db.query(
      `update public.subscription_grants set granted_at = null
       where id = (select grant_id from public.credit_transactions where grant_id is not null limit 1)`,
    )
    expect(await runDueGrants(db, today)).toBe(0)
    const after = await db.query<{ n: number }>(
      `select count(*)::int as n from public.credit_transactions where reason = 'SUBSCRIPTION_GRANT'`,
    )
    expect(after.rows[0]?.n).toBe(GRANTS)
  })
})
