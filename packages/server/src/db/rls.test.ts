import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import { insertUser } from '../../test/users.ts'
import { asAnon, asService, asUser, type RequestClaims } from './as-user.ts'
import type { Database, Queryable } from './database.ts'

/** A deliberately buggy handler: it lists contacts and forgot `where user_id = $1`. */
const listContactsForgotWhere = (tx: Queryable) =>
  tx.query<{ name: string }>('select name from public.contacts order by name')

describe.each(backends)('row-level security on $name', (backend) => {
  let db: Database
  let drop: () => Promise<void>
  let alice: RequestClaims & { sub: string }
  let bob: RequestClaims & { sub: string }
  let vera: RequestClaims & { sub: string }
  let admin: RequestClaims & { sub: string }

  beforeAll(async () => {
    ;({ db, drop } = await backend.openMigrated())
    alice = await insertUser(db, 'alice@example.cz')
    bob = await insertUser(db, 'bob@example.cz')
    vera = await insertUser(db, 'vera@example.cz', 'VERIFIED')
    admin = await insertUser(db, 'admin@example.cz', 'ADMIN')
  })
  afterAll(() => drop())

  it('a handler that forgot its WHERE clause still sees only the requester’s rows', async () => {
    await asUser(db, alice, (tx) =>
      tx.query('insert into public.contacts (user_id, name) values ($1, $2), ($1, $3)', [
        alice.sub,
        'Alicin kontakt 1',
        'Alicin kontakt 2',
      ]),
    )
    await asUser(db, bob, (tx) =>
      tx.query('insert into public.contacts (user_id, name) values ($1, $2)', [bob.sub, 'Bobův kontakt']),
    )
    const seenByBob = await asUser(db, bob, listContactsForgotWhere)
    expect(seenByBob.rows.map((r) => r.name)).toEqual(['Bobův kontakt'])
    const seenByAlice = await asUser(db, alice, listContactsForgotWhere)
    expect(seenByAlice.rows.map((r) => r.name)).toEqual(['Alicin kontakt 1', 'Alicin kontakt 2'])
    await expect(asAnon(db, listContactsForgotWhere)).rejects.toThrow(/permission denied/)
    // admins do not read private address books either
    expect((await asUser(db, admin, listContactsForgotWhere)).rows).toEqual([])
  })

  it('refuses to write a row in someone else’s name', async () => {
    await expect(
      asUser(db, bob, (tx) =>
        tx.query('insert into public.contacts (user_id, name) values ($1, $2)', [alice.sub, 'podvrh']),
      ),
    ).rejects.toThrow(/row-level security/)
    const updated = await asUser(db, bob, (tx) =>
      tx.query("update public.contacts set name = 'přepsáno' returning id"),
    )
    expect(updated.rows).toHaveLength(1) // only Bob's own
  })

  it('profiles: own row only; a user cannot make themselves admin; an admin sees everyone', async () => {
    const own = await asUser(db, alice, (tx) =>
      tx.query<{ email: string }>('select email from public.profiles'),
    )
    expect(own.rows).toEqual([{ email: 'alice@example.cz' }])
    await asUser(db, alice, (tx) => tx.query("update public.profiles set first_name = 'Alice'"))
    await expect(
      asUser(db, alice, (tx) => tx.query("update public.profiles set role = 'ADMIN'")),
    ).rejects.toThrow(/only an admin/)
    await expect(
      asUser(db, admin, (tx) =>
        tx.query("update public.profiles set role = 'ADMIN' where id = $1", [bob.sub]),
      ),
    ).rejects.toThrow(/super admin/)
    await asUser(db, admin, (tx) =>
      tx.query("update public.profiles set role = 'VERIFIED' where id = $1", [bob.sub]),
    )
    const all = await asUser(db, admin, (tx) => tx.query('select id from public.profiles'))
    expect(all.rows.length).toBe(4)
    await asUser(db, admin, (tx) =>
      tx.query("update public.profiles set role = 'USER' where id = $1", [bob.sub]),
    )
  })

  it('credit transactions are append-only, even for the table owner and the service role', async () => {
    await asService(db, (tx) =>
      tx.query(
        "insert into public.credit_transactions (user_id, amount, reason) values ($1, 100, 'WELCOME_BONUS')",
        [alice.sub],
      ),
    )
    await expect(
      asUser(db, alice, (tx) =>
        tx.query(
          "insert into public.credit_transactions (user_id, amount, reason) values ($1, 999, 'PURCHASE')",
          [alice.sub],
        ),
      ),
    ).rejects.toThrow(/permission denied/)
    await expect(db.query('update public.credit_transactions set amount = 1000')).rejects.toThrow(
      /append-only/,
    )
    await expect(db.query('delete from public.credit_transactions')).rejects.toThrow(/append-only/)
    await expect(db.query('truncate public.credit_transactions')).rejects.toThrow(/append-only/)
    await expect(
      asService(db, (tx) => tx.query('update public.credit_transactions set amount = 1000')),
    ).rejects.toThrow(/permission denied|append-only/)
    // a second welcome bonus is impossible
    await expect(
      asService(db, (tx) =>
        tx.query(
          "insert into public.credit_transactions (user_id, amount, reason) values ($1, 100, 'WELCOME_BONUS')",
          [alice.sub],
        ),
      ),
    ).rejects.toThrow(/duplicate key/)
    const bobSees = await asUser(db, bob, (tx) => tx.query('select * from public.credit_transactions'))
    expect(bobSees.rows).toEqual([])
    const aliceSees = await asUser(db, alice, (tx) =>
      tx.query<{ amount: number }>('select amount from public.credit_transactions'),
    )
    expect(aliceSees.rows).toEqual([{ amount: 100 }])
  })

  it('a listing’s private part is visible only to its owner, admins and users who unlocked it', async () => {
    await expect(
      asUser(db, alice, (tx) =>
        tx.query(
          "insert into public.offers (owner_id, kind, category, pub_name) values ($1, 'LISTING', 'Nemovitost', 'x')",
          [alice.sub],
        ),
      ),
    ).rejects.toThrow(/row-level security/) // only verified users post
    const offerId = await asUser(db, vera, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "insert into public.offers (owner_id, kind, category, pub_name, city) values ($1, 'LISTING', 'Nemovitost', 'Činžovní dům', 'Zlín') returning id",
        [vera.sub],
      )
      await tx.query(
        "insert into public.offer_private (offer_id, priv_description, street, postcode) values ($1, 'tajné', 'Dlouhá 1', '76001')",
        [rows[0]?.id],
      )
      await tx.query("update public.offers set status = 'PENDING' where id = $1", [rows[0]?.id])
      return rows[0]?.id as string
    })
    await expect(
      asUser(db, vera, (tx) =>
        tx.query("update public.offers set status = 'PUBLISHED' where id = $1", [offerId]),
      ),
    ).rejects.toThrow(/only an admin/)
    const hiddenFromBob = await asUser(db, bob, (tx) => tx.query('select id from public.offers'))
    expect(hiddenFromBob.rows).toEqual([])
    await asUser(db, admin, (tx) =>
      tx.query("update public.offers set status = 'PUBLISHED', published_at = now() where id = $1", [
        offerId,
      ]),
    )

    const teaserForAnon = await asAnon(db, (tx) =>
      tx.query<{ pub_name: string }>("select pub_name from public.offers where search_text like '%zlin%'"),
    )
    expect(teaserForAnon.rows).toEqual([{ pub_name: 'Činžovní dům' }])
    const privateForBob = () => asUser(db, bob, (tx) => tx.query('select * from public.offer_private'))
    expect((await privateForBob()).rows).toEqual([])
    await asService(db, (tx) =>
      tx.query('insert into public.offer_unlocks (offer_id, user_id, investor_no) values ($1, $2, 1)', [
        offerId,
        bob.sub,
      ]),
    )
    expect((await privateForBob()).rows).toHaveLength(1)
    expect((await asUser(db, alice, (tx) => tx.query('select * from public.offer_private'))).rows).toEqual([])
    expect(
      (await asUser(db, admin, (tx) => tx.query('select * from public.offer_private'))).rows,
    ).toHaveLength(1)
    // the owner sees who unlocked; an unrelated user does not
    expect(
      (await asUser(db, vera, (tx) => tx.query('select * from public.offer_unlocks'))).rows,
    ).toHaveLength(1)
    expect((await asUser(db, alice, (tx) => tx.query('select * from public.offer_unlocks'))).rows).toEqual([])
  })

  it('visitors may leave a cookie decision or a tip but read nothing back; the outbox is server-only', async () => {
    await asAnon(db, (tx) => tx.query("insert into public.cookie_consents (consent) values ('APPROVED')"))
    await asAnon(db, (tx) =>
      tx.query(
        "insert into public.spotter_tips (name, email, description) values ('Jan', 'jan@example.cz', 'tip')",
      ),
    )
    await expect(asAnon(db, (tx) => tx.query('select * from public.spotter_tips'))).rejects.toThrow(
      /permission denied/,
    )
    expect((await asUser(db, alice, (tx) => tx.query('select * from public.spotter_tips'))).rows).toEqual([])
    expect(
      (await asUser(db, admin, (tx) => tx.query('select * from public.spotter_tips'))).rows,
    ).toHaveLength(1)
    await expect(asUser(db, alice, (tx) => tx.query('select * from public.mail_outbox'))).rejects.toThrow(
      /permission denied/,
    )
  })

  it('orders: an admin cannot mark one paid (or change it at all) through the data API; the server can', async () => {
    const inserted = await asService(db, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.orders (user_id, kind, credits, amount_czk) values ($1, 'CREDITS', 100, 990) returning id`,
        [alice.sub],
      ),
    )
    const id = inserted.rows[0]?.id as string
    for (const who of [admin, alice])
      await expect(
        asUser(db, who, (tx) =>
          tx.query(`update public.orders set status = 'PAID', paid_at = now(), paid_by = $2 where id = $1`, [
            id,
            who.sub,
          ]),
        ),
      ).rejects.toThrow(/permission denied/)
    // the admin still reads it; it is still unpaid, with nothing granted
    const seen = await asUser(db, admin, (tx) =>
      tx.query<{ status: string }>('select status from public.orders where id = $1', [id]),
    )
    expect(seen.rows).toEqual([{ status: 'PENDING' }])
    // no permissive policy lets anyone signed in update it, and the role has no UPDATE privilege at all
    const policies = await db.query(
      `select policyname from pg_policies where schemaname = 'public' and tablename = 'orders'
         and permissive = 'PERMISSIVE' and cmd in ('UPDATE', 'ALL')`,
    )
    expect(policies.rows).toEqual([])
    const grant = await db.query<{ may: boolean }>(
      `select has_table_privilege('authenticated', 'public.orders', 'UPDATE') as may`,
    )
    expect(grant.rows).toEqual([{ may: false }])
    // paying is the server's (service role), in the transaction that grants and invoices
    const paid = await asService(db, (tx) =>
      tx.query(`update public.orders set status = 'PAID', paid_at = now() where id = $1 returning id`, [id]),
    )
    expect(paid.rows).toHaveLength(1)
  })

  it('every public table has row-level security enabled', async () => {
    const { rows } = await db.query<{ relname: string }>(
      "select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity",
    )
    expect(rows).toEqual([])
  })
})
