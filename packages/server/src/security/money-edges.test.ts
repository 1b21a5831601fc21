import { pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { type Order, orderSchema, statementImportResultSchema, writeGpc } from '@rg/domain/payments'
import { ADMIN_CREDIT_GRANT_LIMIT, CREDIT_GRANT_LIMIT_MESSAGE, OWN_CREDITS_MESSAGE } from '@rg/domain/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { DEMO_OPERATOR } from '../env.ts'

/*
 * Money edges (issue 26, item 7): a statement of another account pays nothing (docs/decisions/1231), a statement
 * the database cannot hold is a Czech 400 and not a 500.
 */

const today = () => pragueDate(new Date())

/** Fio banka's CSV of `accountId`/`bankId` with one incoming payment. */
const fioCsv = (accountId: string, bankId: string, payment: { vs: string; amount: string; name?: string }) =>
  [
    `"accountId";"${accountId}"`,
    `"bankId";"${bankId}"`,
    '"currency";"CZK"',
    '',
    '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"Kód banky";"Název banky";"KS";"VS";"SS";"Poznámka";"Zpráva pro příjemce";"Typ"',
    `"${Date.now()}";"23.11.2026";"${payment.amount}";"CZK";"123456789";"${payment.name ?? 'Novák, Jan'}";"0800";"Česká spořitelna";"0308";"${payment.vs}";"";"";"";"Bezhotovostní příjem"`,
  ].join('\r\n')

describe.each(backends)('money edges on $name', (backend) => {
  let server: TestServer
  let buyer: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    buyer = await apiUser(server, 'USER')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const order = async (user: ApiUser): Promise<Order> => {
    const res = await user.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 100 })
    expect(res.status).toBe(201)
    return orderSchema.parse(await res.json())
  }
  const upload = (text: string | Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData()
    form.set('file', new Blob([text], { type: 'application/octet-stream' }), name)
    return admin.api(endpointUrl('adminImportStatement'), { method: 'POST', body: form })
  }
  const statusOf = async (id: string) =>
    orderSchema.parse(await (await buyer.api(endpointUrl('getOrder', { params: { id } }))).json()).status
  const recordedPayments = async () =>
    Number(
      (await server.db.query<{ n: number }>('select count(*)::int as n from public.bank_payments')).rows[0]
        ?.n,
    )

  describe('a statement of another account than the operator’s', () => {
    it.each([
      [
        'GPC',
        'vypis.gpc',
        (vs: string) =>
          writeGpc('123-4567890123/0100', today(), [
            { bankRef: '77', amountHalere: 99_000, variableSymbol: vs, date: today() },
          ]),
      ],
      ['Fio CSV', 'vypis.csv', (vs: string) => fioCsv('2000145399', '2010', { vs, amount: '990,00' })],
    ])('%s: is refused in Czech and pays nothing', async (_, name, file) => {
      const pending = await order(buyer)
      const before = await recordedPayments()
      const res = await upload(file(pending.variableSymbol), name)
      expect(res.status).toBe(400)
      const error = apiErrorSchema.parse(await res.json())
      expect(error.code).toBe('statement_wrong_account')
      expect(error.message).toContain(`ne z účtu provozovatele ${DEMO_OPERATOR.accountNumber}`)
      expect(await statusOf(pending.id)).toBe('PENDING')
      expect(await recordedPayments()).toBe(before)
    })

    it('while the operator’s own statement pays the same order', async () => {
      const pending = await order(buyer)
      const own = writeGpc(DEMO_OPERATOR.accountNumber, today(), [
        { bankRef: '78', amountHalere: 99_000, variableSymbol: pending.variableSymbol, date: today() },
      ])
      const res = await upload(own, 'vypis.gpc')
      expect(res.status).toBe(200)
      expect(statementImportResultSchema.parse(await res.json()).paid).toHaveLength(1)
      expect(await statusOf(pending.id)).toBe('PAID')
    })
  })

  describe('a statement the database could not hold', () => {
    const own = (movements: Parameters<typeof writeGpc>[2]) =>
      writeGpc(DEMO_OPERATOR.accountNumber, today(), movements)

    it('a NUL byte is a Czech 400 naming the line; what an earlier import paid stays paid', async () => {
      const earlier = await order(buyer)
      const first = await upload(
        own([
          { bankRef: '901', amountHalere: 99_000, variableSymbol: earlier.variableSymbol, date: today() },
        ]),
        'vypis.gpc',
      )
      expect(first.status).toBe(200)
      const recorded = await recordedPayments()

      const pending = await order(buyer)
      const gpc = own([
        { bankRef: '902', amountHalere: 99_000, variableSymbol: pending.variableSymbol, date: today() },
        {
          bankRef: '903',
          amountHalere: 50_000,
          variableSymbol: '1',
          date: today(),
          counterName: 'NOVAK\u0000JAN',
        },
      ])
      for (const [name, file] of [
        ['vypis.gpc', gpc],
        [
          'vypis.csv',
          fioCsv('19-2000145399', '0800', {
            vs: pending.variableSymbol,
            amount: '990,00',
            name: 'Nov\u0000ák',
          }),
        ],
      ] as const) {
        const res = await upload(file, name)
        expect(res.status).toBe(400)
        const error = apiErrorSchema.parse(await res.json())
        expect(error.code).toBe('statement_unreadable')
        expect(error.message).toMatch(/^Řádek \d+ výpisu nelze přečíst: .*nepovolené znaky/)
      }
      // nothing of the refused file was recorded or paid, and the earlier import is untouched
      expect(await statusOf(pending.id)).toBe('PENDING')
      expect(await statusOf(earlier.id)).toBe('PAID')
      expect(await recordedPayments()).toBe(recorded)
    })

    it.each([['99999999999999999999,00'], ['10000000000,00'], ['9223372036854775807']])(
      'an amount of %s Kč is a Czech 400 naming the line',
      async (amount) => {
        const pending = await order(buyer)
        const before = await recordedPayments()
        const res = await upload(
          fioCsv('19-2000145399', '0800', { vs: pending.variableSymbol, amount }),
          'vypis.csv',
        )
        expect(res.status).toBe(400)
        expect(apiErrorSchema.parse(await res.json()).message).toMatch(
          /^Řádek 6 výpisu nelze přečíst: částka .* je příliš velká/,
        )
        expect(await statusOf(pending.id)).toBe('PENDING')
        expect(await recordedPayments()).toBe(before)
      },
    )
  })

  it('holds the cap of 10 pending orders against 30 parallel orders', async () => {
    const racer = await apiUser(server, 'USER')
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        racer.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 100 }),
      ),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(20)
    const refused = answers.find((r) => r.status === 409)
    expect(apiErrorSchema.parse(await refused?.json()).message).toContain('nezaplacených objednávek')
    const pending = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.orders where user_id = $1 and status = 'PENDING'`,
      [racer.id],
    )
    expect(pending.rows[0]?.n).toBe(10)
  })

  describe('admin credit adjustments', () => {
    const adjust = (who: ApiUser, target: ApiUser, amount: number) =>
      who.json(endpointUrl('adminAdjustCredits', { params: { id: target.id } }), 'POST', {
        amount,
        note: 'Kompenzace',
      })
    const balance = async (user: ApiUser) =>
      Number(
        (
          await server.db.query<{ b: string }>(
            'select coalesce(sum(amount), 0)::text as b from public.credit_transactions where user_id = $1',
            [user.id],
          )
        ).rows[0]?.b,
      )

    it('nobody adjusts their own credits, super admins included: a Czech 403 and nothing written', async () => {
      const superAdmin = await apiUser(server, 'SUPER_ADMIN')
      for (const who of [admin, superAdmin]) {
        for (const amount of [1_000_000, 5, -5]) {
          const res = await adjust(who, who, amount)
          expect(res.status).toBe(403)
          expect(apiErrorSchema.parse(await res.json())).toEqual({
            code: 'credit_adjustment_refused',
            message: OWN_CREDITS_MESSAGE,
          })
        }
      }
      expect(await balance(admin)).toBe(0)
      expect(await balance(superAdmin)).toBe(0)
    })

    it(`an ADMIN grants at most ${ADMIN_CREDIT_GRANT_LIMIT} credits at once; more is the super admin's, audited`, async () => {
      const superAdmin = await apiUser(server, 'SUPER_ADMIN')
      const customer = await apiUser(server, 'USER')
      const over = await adjust(admin, customer, ADMIN_CREDIT_GRANT_LIMIT + 1)
      expect(over.status).toBe(403)
      expect(apiErrorSchema.parse(await over.json()).message).toBe(CREDIT_GRANT_LIMIT_MESSAGE)
      expect(await balance(customer)).toBe(0)
      expect((await adjust(admin, customer, ADMIN_CREDIT_GRANT_LIMIT)).status).toBe(200)
      expect((await adjust(superAdmin, customer, 1_000_000)).status).toBe(200)
      // taking away is no grant: an admin may correct a large balance down
      expect((await adjust(admin, customer, -500_000)).status).toBe(200)
      expect(await balance(customer)).toBe(ADMIN_CREDIT_GRANT_LIMIT + 500_000)
      const audit = await server.db.query<{ actor_id: string; after: { balance: number } }>(
        `select actor_id, after from public.admin_audit_log
         where target_id = $1 and action = 'CREDIT_ADJUSTMENT' order by created_at`,
        [customer.id],
      )
      expect(audit.rows.map((r) => [r.actor_id, r.after.balance])).toEqual([
        [admin.id, ADMIN_CREDIT_GRANT_LIMIT],
        [superAdmin.id, ADMIN_CREDIT_GRANT_LIMIT + 1_000_000],
        [admin.id, ADMIN_CREDIT_GRANT_LIMIT + 500_000],
      ])
    })

    it('the database refuses the same, whoever writes the ledger', async () => {
      const customer = await apiUser(server, 'USER')
      const insert = (userId: string, amount: number, createdBy: string) =>
        server.db.query(
          `insert into public.credit_transactions (user_id, amount, reason, note, created_by)
           values ($1, $2, 'ADMIN_ADJUSTMENT', 'x', $3)`,
          [userId, amount, createdBy],
        )
      await expect(insert(admin.id, 100, admin.id)).rejects.toMatchObject({ code: '42501' })
      await expect(insert(customer.id, ADMIN_CREDIT_GRANT_LIMIT + 1, admin.id)).rejects.toMatchObject({
        code: '42501',
      })
      await insert(customer.id, ADMIN_CREDIT_GRANT_LIMIT, admin.id)
      expect(await balance(customer)).toBe(ADMIN_CREDIT_GRANT_LIMIT)
    })
  })
})
