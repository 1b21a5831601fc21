import { pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  adminBankPaymentSchema,
  orderSchema,
  statementImportResultSchema,
  writeGpc,
} from '@rg/domain/payments'
import { adminBankPaymentListResponseSchema } from '@rg/domain/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { asUser } from '../../db/as-user.ts'
import { DEMO_OPERATOR } from '../../env.ts'

/* The operator's payments queue (docs/decisions/1303-payments-queue.md, issue 29 item 2) on both backends. */

const today = pragueDate(new Date())
let ref = 100
type Movement = Parameters<typeof writeGpc>[2][number]
const movement = (over: Omit<Partial<Movement>, 'amountHalere'> & { amountHalere: number }): Movement => ({
  bankRef: String(++ref),
  variableSymbol: '0',
  date: today,
  ...over,
})

describe.each(backends)('payments queue on $name', (backend) => {
  let server: TestServer
  let buyer: ApiUser
  let admin: ApiUser
  let admin2: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    buyer = await apiUser(server, 'USER')
    admin = await apiUser(server, 'ADMIN')
    admin2 = await apiUser(server, 'SUPER_ADMIN')
  })
  afterAll(() => server?.close())

  const order = async () => {
    const res = await buyer.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 100 })
    expect(res.status).toBe(201)
    return orderSchema.parse(await res.json())
  }
  const importing = async (movements: Movement[]) => {
    const form = new FormData()
    form.set('file', new Blob([writeGpc(DEMO_OPERATOR.accountNumber, today, movements)]), 'vypis.gpc')
    const res = await admin.api(endpointUrl('adminImportStatement'), { method: 'POST', body: form })
    expect(res.status).toBe(200)
    return statementImportResultSchema.parse(await res.json())
  }
  const list = async (query: Record<string, string> = {}, who = admin) => {
    const res = await who.api(endpointUrl('adminListBankPayments', { query }))
    expect(res.status).toBe(200)
    return adminBankPaymentListResponseSchema.parse(await res.json())
  }
  const find = async (vs: string) => {
    const found = (await list({ q: vs })).items.find((p) => p.variableSymbol === vs)
    if (!found) throw new Error(`no payment with VS ${vs}`)
    return found
  }
  const resolve = (id: string, body: unknown, who = admin) =>
    who.json(endpointUrl('adminResolveBankPayment', { params: { id } }), 'POST', body)
  const balance = async () =>
    Number(
      (
        await server.db.query<{ b: string }>(
          'select coalesce(sum(amount), 0)::text as b from public.credit_transactions where user_id = $1',
          [buyer.id],
        )
      ).rows[0]?.b,
    )

  it('lists every imported incoming payment with its state, filtered by state, text and date', async () => {
    const paid = await order()
    const under = await order()
    await importing([
      movement({ amountHalere: 99_000, variableSymbol: paid.variableSymbol }),
      movement({
        amountHalere: 50_000,
        variableSymbol: under.variableSymbol,
        counterAccount: '2400123456/2010',
      }),
      movement({ amountHalere: 12_300, variableSymbol: '777000111', counterName: 'Jana Cizi' }),
    ])
    const matched = await find(paid.variableSymbol)
    expect(matched).toMatchObject({ state: 'MATCHED', outcome: 'MATCHED', amountCzk: 990, resolution: null })
    expect(matched.order).toMatchObject({ id: paid.id, status: 'PAID' })
    const short = await find(under.variableSymbol)
    expect(short).toMatchObject({ state: 'NEEDS_REVIEW', outcome: 'AMOUNT_MISMATCH', amountCzk: 500 })
    expect(short.order).toMatchObject({ id: under.id, status: 'PENDING', amountCzk: 990 })
    expect(await find('777000111')).toMatchObject({
      state: 'NEEDS_REVIEW',
      outcome: 'UNMATCHED',
      order: null,
    })

    const open = await list({ states: 'NEEDS_REVIEW' })
    expect(open.items.every((p) => p.state === 'NEEDS_REVIEW')).toBe(true)
    expect(open.items.map((p) => p.variableSymbol)).toEqual(
      expect.arrayContaining([under.variableSymbol, '777000111']),
    )
    expect((await list({ states: 'MATCHED,RESOLVED' })).items.some((p) => p.state === 'NEEDS_REVIEW')).toBe(
      false,
    )
    expect((await list({ q: '2400123456' })).items.map((p) => p.id)).toEqual([short.id])
    expect((await list({ q: 'cizi' })).items.map((p) => p.variableSymbol)).toEqual(['777000111'])
    expect((await list({ from: today, to: today })).total).toBeGreaterThanOrEqual(3)
    expect((await list({ to: '2000-01-01' })).items).toEqual([])
    // a user gets the admin entries' 404, never the list
    expect((await buyer.api(endpointUrl('adminListBankPayments'))).status).toBe(404)
  })

  it('an underpayment assigned by the operator pays its order once, with invoice and audit; never twice', async () => {
    const under = await order()
    await importing([movement({ amountHalere: 90_000, variableSymbol: under.variableSymbol })])
    const payment = await find(under.variableSymbol)
    const before = await balance()
    const note = 'Zbytek 90 Kč doplatil hotově.'
    const res = await resolve(payment.id, { action: 'ASSIGN', variableSymbol: under.variableSymbol, note })
    expect(res.status).toBe(200)
    const resolved = adminBankPaymentSchema.parse(await res.json())
    expect(resolved).toMatchObject({ state: 'RESOLVED', resolution: { kind: 'ASSIGNED', note } })
    expect(resolved.order).toMatchObject({ id: under.id, status: 'PAID' })
    expect(resolved.resolution?.by).toBeTruthy()
    expect(await balance()).toBe(before + 100)
    const invoices = await server.db.query('select 1 from public.invoices where order_id = $1', [under.id])
    expect(invoices.rows).toHaveLength(1)
    const notes = await server.db.query(
      `select 1 from public.notifications where user_id = $1 and kind = 'PAYMENT_RECEIVED' and link like $2`,
      [buyer.id, `%${under.id}`],
    )
    expect(notes.rows).toHaveLength(1)
    const audit = await server.db.query<{
      action: string
      actor_id: string
      target_id: string
      note: string
      after: Record<string, unknown>
    }>('select action, actor_id, target_id, note, after from public.admin_audit_log where subject = $1', [
      `bank_payment:${payment.id}`,
    ])
    expect(audit.rows).toEqual([
      {
        action: 'BANK_PAYMENT_RESOLVED',
        actor_id: admin.id,
        target_id: buyer.id,
        note,
        after: {
          paymentState: 'RESOLVED',
          resolution: 'ASSIGNED',
          orderVariableSymbol: under.variableSymbol,
        },
      },
    ])

    // deciding it again, in any way, is a Czech 409 and changes nothing
    const again = await resolve(payment.id, { action: 'REFUND', note: 'Omylem.' }, admin2)
    expect(again.status).toBe(409)
    expect(apiErrorSchema.parse(await again.json()).message).toBe(
      'Tuto platbu už mezitím vyřídil někdo jiný. Obnovte prosím seznam.',
    )
    expect(await balance()).toBe(before + 100)
    // a payment that paid its order by itself is not the operator's to decide
    const matched = (await list({ states: 'MATCHED' })).items[0]
    if (matched) expect((await resolve(matched.id, { action: 'NOT_OURS', note: 'x' })).status).toBe(409)
  })

  it('two admins assigning the same payment at once: one wins, the other gets a Czech 409', async () => {
    const a = await order()
    const b = await order()
    await importing([movement({ amountHalere: 10_000, variableSymbol: '555000222' })])
    const payment = await find('555000222')
    const before = await balance()
    const replies = await Promise.all([
      resolve(payment.id, { action: 'ASSIGN', variableSymbol: a.variableSymbol, note: 'Platba za A.' }),
      resolve(
        payment.id,
        { action: 'ASSIGN', variableSymbol: b.variableSymbol, note: 'Platba za B.' },
        admin2,
      ),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = replies.find((r) => r.status === 409)
    expect(apiErrorSchema.parse(await loser?.json()).code).toBe('bank_payment_resolved')
    expect(await balance()).toBe(before + 100)
    const paid = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.orders where id = any($1::uuid[]) and status = 'PAID'`,
      [[a.id, b.id]],
    )
    expect(paid.rows[0]?.n).toBe(1)
  })

  it('refunds or rejects with a note; a paid, unknown or missing order and a missing note are refused in Czech', async () => {
    const done = await order()
    await admin.json(endpointUrl('adminMarkOrderPaid', { params: { id: done.id } }), 'POST')
    await importing([
      movement({ amountHalere: 20_000, variableSymbol: '555000333' }),
      movement({ amountHalere: 30_000, variableSymbol: '555000444' }),
    ])
    const first = await find('555000333')
    const second = await find('555000444')

    const noNote = await resolve(first.id, { action: 'REFUND', note: ' ' })
    expect(noNote.status).toBe(400)
    expect(JSON.stringify(await noNote.json())).toContain('Napište poznámku')
    const toPaid = await resolve(first.id, {
      action: 'ASSIGN',
      variableSymbol: done.variableSymbol,
      note: 'x',
    })
    expect(toPaid.status).toBe(409)
    expect(apiErrorSchema.parse(await toPaid.json()).message).toContain('už je zaplacená')
    const unknown = await resolve(first.id, { action: 'ASSIGN', variableSymbol: '9999999999', note: 'x' })
    expect(unknown.status).toBe(404)
    expect(apiErrorSchema.parse(await unknown.json()).message).toBe(
      'Objednávka s variabilním symbolem 9999999999 neexistuje.',
    )
    // the refused attempts left the payment open
    expect((await find('555000333')).state).toBe('NEEDS_REVIEW')

    const refunded = adminBankPaymentSchema.parse(
      await (await resolve(first.id, { action: 'REFUND', note: 'Vráceno na účet plátce.' })).json(),
    )
    expect(refunded).toMatchObject({ state: 'RESOLVED', resolution: { kind: 'REFUNDED' } })
    const foreign = adminBankPaymentSchema.parse(
      await (await resolve(second.id, { action: 'NOT_OURS', note: 'Nájem, ne objednávka.' })).json(),
    )
    expect(foreign).toMatchObject({ state: 'RESOLVED', resolution: { kind: 'NOT_OURS' }, order: null })
    const missing = await resolve('00000000-0000-4000-8000-000000000000', { action: 'REFUND', note: 'x' })
    expect(missing.status).toBe(404)
    // an admin cannot write a decision through the data API: only the server does
    const direct = asUser(server.db, { role: 'authenticated', sub: admin.id }, (tx) =>
      tx.query(
        `update public.bank_payments set resolution = 'REFUNDED', resolution_note = 'x', resolved_at = now()`,
      ),
    )
    await expect(direct).rejects.toMatchObject({ code: '42501' })
  })
})
