import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import { insertUser } from '../../test/users.ts'
import { asUser, asUserStatement, type RequestClaims } from './as-user.ts'
import type { Database } from './database.ts'
import { inlineParams } from './postgres.ts'

// docs/decisions/1770-request-fixed-cost.md: one statement as the requester, in one round trip on real Postgres (the
// settings and the statement as one simple-protocol query, the parameters as quoted literals), must answer exactly
// what asUser's transaction answers, under the same role, claims and row-level security, and leave nothing behind.
describe.each(backends)('asUserStatement on $name', (backend) => {
  let db: Database
  let drop: () => Promise<void>
  let alice: RequestClaims & { sub: string }
  let bob: RequestClaims & { sub: string }

  beforeAll(async () => {
    ;({ db, drop } = await backend.openMigrated())
    alice = await insertUser(db, 'alice-one@example.cz')
    bob = await insertUser(db, 'bob-one@example.cz')
    await asUser(db, alice, (tx) =>
      tx.query('insert into public.contacts (user_id, name) values ($1, $2)', [alice.sub, 'Alicin kontakt']),
    )
    await asUser(db, bob, (tx) =>
      tx.query('insert into public.contacts (user_id, name) values ($1, $2)', [bob.sub, 'Bobův kontakt']),
    )
  })
  afterAll(() => drop())

  const both = async (claims: RequestClaims | null, sql: string, params: unknown[]) => ({
    transaction: (await asUser(db, claims, (tx) => tx.query(sql, params))).rows,
    statement: (await asUserStatement(db, claims, sql, params)).rows,
  })

  it('runs as the requester, with their claims, under row-level security', async () => {
    const sql = `select current_user::text as role, auth.uid()::text as uid,
      (select array_agg(name order by name) from public.contacts) as contacts`
    const asAlice = await both(alice, sql, [])
    expect(asAlice.statement).toEqual(asAlice.transaction)
    expect(asAlice.statement).toEqual([
      { role: 'authenticated', uid: alice.sub, contacts: ['Alicin kontakt'] },
    ])
    // a visitor may not read contacts at all: refused the same way
    await expect(asUserStatement(db, null, 'select name from public.contacts', [])).rejects.toThrow(
      /permission denied/,
    )
    await expect(asUser(db, null, (tx) => tx.query('select name from public.contacts'))).rejects.toThrow(
      /permission denied/,
    )
  })

  it('hands every parameter over as the extended protocol does, quotes and all', async () => {
    const tricky = [
      "it's",
      'a\\b',
      '$1 and $2',
      "'; drop table public.contacts; --",
      'Příliš žluťoučký kůň',
      '"quoted"',
      '',
    ]
    for (const value of tricky) {
      const sql = `select $1::text as t, $1 = $2 as same, length($2) as n, '$1' as literal, $3::int - $4 as minus,
        $5::jsonb as j, $6::text is null as nothing, $7::bigint as big -- $9 in a comment
        /* and $9 here */`
      const params = [value, value, 1, -5, JSON.stringify({ value, n: -1.5 }), null, '9007199254740993']
      const { transaction, statement } = await both(alice, sql, params)
      expect(statement, value).toEqual(transaction)
      expect(statement[0], value).toMatchObject({
        t: value,
        same: true,
        literal: '$1',
        minus: 6,
        nothing: true,
      })
    }
  })

  it('hands any text and number over unchanged (property: the value read back is the value sent)', async () => {
    // every character Postgres text can hold (all but NUL), quotes, backslashes, dollars and comment marks included
    const text = fc
      .string({ unit: 'binary', maxLength: 40 })
      .filter((v) => !/\p{Cs}/u.test(v)) // no lone surrogate (not text Postgres can hold)
      .map((v) => v.replaceAll('\u0000', ''))
    const tricky = fc.constantFrom("'", "''", '\\', '$1', '$$', '--', '/*', '*/', ';', '"', "E'", '\n')
    const value = fc.oneof(
      text,
      fc.array(tricky, { maxLength: 6 }).map((parts) => parts.join('')),
    )
    await fc.assert(
      fc.asyncProperty(value, value, fc.integer(), async (a, b, n) => {
        const { rows } = await asUserStatement<{ a: string; b: string; n: number; same: boolean }>(
          db,
          alice,
          'select $1::text as a, $2::text as b, $3::int as n, $1 = $2 as same',
          [a, b, n],
        )
        expect(rows).toEqual([{ a, b, n, same: a === b }])
      }),
      { numRuns: 150 },
    )
  }, 120_000)

  it('leaves the connection as it found it, and a failure changes nothing', async () => {
    await asUserStatement(db, alice, 'select 1', [])
    await expect(
      asUserStatement(
        db,
        alice,
        `with added as (insert into public.contacts (user_id, name) values ($1, $2) returning 1)
         select 1 / 0 from added`,
        [alice.sub, 'Druhý'],
      ),
    ).rejects.toThrow(/division by zero/)
    // every pooled connection is back to its own role with no claims, and the failed insert left no row
    const after = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.query<{ role: string; claims: string | null }>(
          `select current_user::text as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
        ),
      ),
    )
    for (const { rows } of after) expect(rows[0]?.claims ?? null).toBeNull()
    expect(new Set(after.map(({ rows }) => rows[0]?.role))).not.toContain('authenticated')
    const names = await asUser(db, alice, (tx) =>
      tx.query<{ name: string }>('select name from public.contacts'),
    )
    expect(names.rows.map((r) => r.name)).toEqual(['Alicin kontakt'])
  })
})

describe('inlineParams', () => {
  it('replaces parameters only, never inside quotes, identifiers or comments', () => {
    expect(
      inlineParams(`select $1, '$1', "a$1", a$1, $2 -- $1\n, $10`, ['x', null, 3, 4, 5, 6, 7, 8, 9, "o'k"]),
    ).toBe(`select 'x', '$1', "a$1", a$1, null -- $1\n, 'o''k'`)
    expect(inlineParams('select $1', ['a\\b'])).toBe("select  E'a\\\\b'")
  })

  it('refuses what it cannot read safely', () => {
    expect(() => inlineParams('select $$x$$', [])).toThrow(/dollar quoting/)
    expect(() => inlineParams("select E'\\''", [])).toThrow(/E'' strings/)
    expect(() => inlineParams('select $2', ['a'])).toThrow(/no value/)
    expect(() => inlineParams('select $1', [{ a: 1 }])).toThrow(/not supported/)
    expect(() => inlineParams('select $1', [['a']])).toThrow(/not supported/)
  })
})
