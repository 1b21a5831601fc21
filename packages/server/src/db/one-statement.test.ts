import fc from 'fast-check'
import { prepareValue as pgText } from 'pg/lib/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import { insertUser } from '../../test/users.ts'
import { asUser, asUserStatement, type RequestClaims } from './as-user.ts'
import type { Database } from './database.ts'
import { lastStatement, prepared } from './database.ts'
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

  it('hands dates, arrays and JSON objects over as the extended protocol does', async () => {
    const sql = `select $1::timestamptz as at, $2::text[] as list, $3::jsonb as doc, 'b' = any ($2) as has_b,
      $4::int[] as numbers, $3::jsonb ->> 'q' as q`
    const params = [
      new Date(Date.UTC(2026, 10, 28, 3, 4, 5, 678)),
      ['a', 'b', "c'd", null, '{x}'],
      { q: "it's", n: [1] },
      [1, -2],
    ]
    const { transaction, statement } = await both(alice, sql, params)
    expect(statement).toEqual(transaction)
    expect(statement[0]).toMatchObject({
      list: ['a', 'b', "c'd", null, '{x}'],
      has_b: true,
      numbers: [1, -2],
      q: "it's",
    })
    expect((statement[0] as { at: Date }).at.toISOString()).toBe('2026-11-28T03:04:05.678Z')
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
  })

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

// docs/decisions/1773-begin-with-the-first-statement.md: on real Postgres a transaction's BEGIN and settings travel with
// its first statement; the transaction must behave exactly as before, and a statement that cannot be inlined still runs.
describe.each(backends)('a transaction on $name', (backend) => {
  let db: Database
  let drop: () => Promise<void>
  let carol: RequestClaims & { sub: string }

  beforeAll(async () => {
    ;({ db, drop } = await backend.openMigrated())
    carol = await insertUser(db, 'carol-tx@example.cz')
  })
  afterAll(() => drop())

  const names = async () =>
    (
      await asUser(db, carol, (tx) =>
        tx.query<{ name: string }>('select name from public.contacts order by name'),
      )
    ).rows.map((r) => r.name)

  it('sends BEGIN with the first statement and keeps the settings for the rest', async () => {
    const seen = await asUser(db, carol, async (tx) => {
      const first = (
        await tx.query<{ uid: string; role: string; one_message: boolean }>(
          `select auth.uid()::text as uid, current_user::text as role, now() = statement_timestamp() as one_message
           from public.profiles where id = $1`,
          [carol.sub],
        )
      ).rows[0]
      const second = (
        await tx.query<{ uid: string; same_transaction: boolean }>(
          'select auth.uid()::text as uid, now() < statement_timestamp() as same_transaction',
        )
      ).rows[0]
      return { first, second }
    })
    expect(seen.first).toMatchObject({ uid: carol.sub, role: 'authenticated' })
    expect(seen.second).toEqual({ uid: carol.sub, same_transaction: true })
    // the transaction began in the first statement's own message: one round trip for both
    if (backend.name === 'postgres') expect(seen.first?.one_message).toBe(true)
  })

  it('rolls back a first statement that is followed by a failure, inlined or not', async () => {
    for (const [sql, params] of [
      ['insert into public.contacts (user_id, name) values ($1, $2)', [carol.sub, 'Vrácený']],
      // bytes cannot be inlined (node-postgres sends them binary): BEGIN goes alone and the statement as it is
      [
        `insert into public.contacts (user_id, name) values ($1, convert_from($2, 'UTF8'))`,
        [carol.sub, Buffer.from('Vrácený z bajtů')],
      ],
    ] as const) {
      await expect(
        asUser(db, carol, async (tx) => {
          await tx.query(sql, [...params])
          await tx.query('select 1 / 0')
        }),
      ).rejects.toThrow(/division by zero/)
    }
    await expect(
      asUser(db, carol, (tx) =>
        tx.query('insert into public.contacts (user_id, name) values ($1, 1 / 0)', [carol.sub]),
      ),
    ).rejects.toThrow(/division by zero/)
    expect(await names()).toEqual([])
    await asUser(db, carol, async (tx) => {
      await tx.query('insert into public.contacts (user_id, name) select $1, n from unnest($2::text[]) n', [
        carol.sub,
        ['Pole 1', 'Pole 2'],
      ])
      await tx.query('insert into public.contacts (user_id, name) values ($1, $2)', [carol.sub, "O'Brien"])
    })
    expect(await names()).toEqual(["O'Brien", 'Pole 1', 'Pole 2'])
  })

  it('commits with the last statement: nothing may follow it, and its write is visible before the function returns', async () => {
    let seenOutside: string[] | null = null
    await asUser(db, carol, async (tx) => {
      await tx.query('insert into public.contacts (user_id, name) values ($1, $2)', [carol.sub, 'První'])
      await lastStatement(tx).query('insert into public.contacts (user_id, name) values ($1, $2)', [
        carol.sub,
        'Poslední',
      ])
      // PGlite has one connection, busy with this transaction: only real Postgres can look from outside
      if (backend.name === 'postgres') {
        seenOutside = (
          await db.query<{ name: string }>(
            'select name from public.contacts where user_id = $1 order by name',
            [carol.sub],
          )
        ).rows.map((r) => r.name)
        await expect(tx.query('select 1')).rejects.toThrow(/after the commit/)
      }
    })
    if (backend.name === 'postgres')
      expect(seenOutside).toEqual(expect.arrayContaining(['Poslední', 'První']))
    expect(await names()).toEqual(expect.arrayContaining(['Poslední', 'První']))
    // a failing last statement rolls the whole transaction back
    await expect(
      asUser(db, carol, async (tx) => {
        await tx.query('insert into public.contacts (user_id, name) values ($1, $2)', [carol.sub, 'Nikdy'])
        await lastStatement(tx).query('select 1 / 0')
      }),
    ).rejects.toThrow(/division by zero/)
    expect(await names()).not.toContain('Nikdy')
  })

  it('a transaction without statements sends nothing and answers', async () => {
    await expect(asUser(db, carol, async () => 'nic')).resolves.toBe('nic')
    const { rows } = await db.query<{ claims: string | null }>(
      `select nullif(current_setting('request.jwt.claims', true), '') as claims`,
    )
    expect(rows[0]?.claims ?? null).toBeNull()
  })

  // docs/decisions/1779-named-prepared-statements.md
  it('sends a prepared text as a named statement, planned anew for another role: row-level security holds', async () => {
    const dave = await insertUser(db, 'dave-prepared@example.cz')
    for (const [who, name] of [
      [carol, 'Carolin připravený'],
      [dave, 'Davův připravený'],
    ] as const)
      await asUser(db, who, (tx) =>
        tx.query('insert into public.contacts (user_id, name) values ($1, $2)', [who.sub, name]),
      )
    const sql = prepared(
      `select array_agg(name order by name) filter (where name like '%připravený') as names,
         pg_backend_pid() as pid,
         (select count(*)::int from pg_prepared_statements where statement = $1) as parsed
       from public.contacts`,
    )
    // not the first statement: that one goes with the BEGIN, inlined (decision 1773)
    const run = (claims: RequestClaims) =>
      asUser(db, claims, async (tx) => {
        await tx.query('select 1')
        return (await tx.query<{ names: string[]; pid: number; parsed: number }>(sql, [sql])).rows[0]
      })
    const asCarol = await run(carol)
    const asService = await run({ role: 'service_role' })
    const asDave = await run(dave)
    expect(asCarol?.names).toEqual(['Carolin připravený'])
    expect(asService?.names).toEqual(['Carolin připravený', 'Davův připravený'])
    expect(asDave?.names).toEqual(['Davův připravený'])
    if (backend.name === 'postgres') {
      // one connection (the pool hands back the one just released), parsed once and kept
      expect(new Set([asCarol?.pid, asService?.pid, asDave?.pid]).size).toBe(1)
      expect([asCarol?.parsed, asService?.parsed, asDave?.parsed]).toEqual([1, 1, 1])
    } else {
      expect(asCarol?.parsed).toBe(0)
    }
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
    expect(() => inlineParams('select $1', [Buffer.from('a')])).toThrow(/binary parameter/)
  })

  it("writes dates, arrays and objects as node-postgres's own text for them", () => {
    expect(inlineParams('select $1, $2, $3', [['a', "b'", null], { a: "o'k" }, new Date(0)])).toBe(
      `select '{"a","b''",NULL}', '{"a":"o''k"}', '${pgText(new Date(0))}'`,
    )
  })
})
