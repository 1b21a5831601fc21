import { pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  CREDIT_NOTE_NOT_FOUND,
  type Order,
  orderSchema,
  PAID_SUBSCRIPTION_NOT_REFUNDABLE,
} from '@rg/domain/payments'
import { adminOrderDetailSchema } from '@rg/domain/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/*
 * Credit notes (docs/decisions/1306-credit-notes.md) and the admin's order detail (1308): an admin cancelling a paid
 * credit pack returns its price with a credit note in its own gap-free series, under concurrency too.
 */

const balance = async (server: TestServer, userId: string) =>
  Number(
    (
      await server.db.query<{ b: string }>(
        'select coalesce(sum(amount), 0)::text as b from public.credit_transactions where user_id = $1',
        [userId],
      )
    ).rows[0]?.b,
  )

describe.each(backends)('credit notes on $name', (backend) => {
  let server: TestServer
  let buyer: ApiUser
  let other: ApiUser
  let admin: ApiUser
  let admin2: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    buyer = await apiUser(server, 'USER')
    other = await apiUser(server, 'USER')
    admin = await apiUser(server, 'ADMIN')
    admin2 = await apiUser(server, 'SUPER_ADMIN')
  })
  afterAll(() => server?.close())

  const paidOrder = async (
    user: ApiUser,
    body: unknown = { kind: 'CREDITS', credits: 300 },
  ): Promise<Order> => {
    const res = await user.json(endpointUrl('createOrder'), 'POST', body)
    expect(res.status).toBe(201)
    const created = orderSchema.parse(await res.json())
    const paid = await admin.json(endpointUrl('adminMarkOrderPaid', { params: { id: created.id } }), 'POST')
    expect(paid.status).toBe(200)
    return orderSchema.parse(await paid.json())
  }
  const cancel = (as: ApiUser, id: string) =>
    as.json(endpointUrl('adminCancelOrder', { params: { id } }), 'POST')
  const detail = async (id: string) => {
    const res = await admin.api(endpointUrl('adminGetOrder', { params: { id } }))
    expect(res.status).toBe(200)
    return adminOrderDetailSchema.parse(await res.json())
  }

  it('cancelling a paid pack takes its credits back, issues a credit note the buyer and the admin download', async () => {
    const pack = await paidOrder(buyer)
    const before = await balance(server, buyer.id)
    const res = await cancel(admin, pack.id)
    expect(res.status).toBe(200)
    const cancelled = orderSchema.parse(await res.json())
    const year = pragueDate(new Date()).slice(0, 4)
    expect(cancelled).toMatchObject({ status: 'CANCELLED', invoiceNumber: pack.invoiceNumber })
    expect(cancelled.creditNoteNumber).toMatch(new RegExp(`^OD-${year}-\\d{6}$`))
    expect(await balance(server, buyer.id)).toBe(before - 300)

    const pdf = await buyer.api(endpointUrl('downloadCreditNote', { params: { id: pack.id } }))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toContain(
      `opravny-doklad-${cancelled.creditNoteNumber}.pdf`,
    )
    const text = await pdfText(await pdf.arrayBuffer())
    expect(text).toContain(`Opravný daňový doklad ${cancelled.creditNoteNumber}`)
    expect(text).toContain(`${pack.invoiceNumber} ze dne`)
    expect(text).toContain('Zrušení objednávky a vrácení celé úplaty')
    // 2 490 Kč with 21 % VAT included, negated: base -2 057,85, VAT -432,15
    expect(text).toContain('-2 490,00 Kč')
    expect(text).toContain('-432,15 Kč')
    expect((await admin.api(endpointUrl('downloadCreditNote', { params: { id: pack.id } }))).status).toBe(200)
    const foreign = await other.api(endpointUrl('downloadCreditNote', { params: { id: pack.id } }))
    expect(foreign.status).toBe(404)
    expect(apiErrorSchema.parse(await foreign.json())).toEqual(CREDIT_NOTE_NOT_FOUND.error)

    // cancelling again changes nothing: one credit note, no second take-back
    expect((await cancel(admin2, pack.id)).status).toBe(200)
    expect(await balance(server, buyer.id)).toBe(before - 300)
    const notes = await server.db.query('select number from public.credit_notes where order_id = $1', [
      pack.id,
    ])
    expect(notes.rows).toHaveLength(1)

    // the admin's detail: the invoice, the credit note and the trail (paid by hand, then refunded)
    const shown = await detail(pack.id)
    expect(shown.invoice).toMatchObject({ number: pack.invoiceNumber, totalCzk: 2490 })
    expect(shown.creditNote).toMatchObject({
      number: cancelled.creditNoteNumber,
      totalCzk: -2490,
      invoiceNumber: pack.invoiceNumber,
    })
    expect(shown.auditLog.map((e) => e.action)).toEqual(['ORDER_REFUNDED', 'ORDER_PAID'])
    expect(shown.auditLog[0]?.after).toMatchObject({
      creditNote: cancelled.creditNoteNumber,
      creditsTakenBack: 300,
    })
    expect(shown.user.id).toBe(buyer.id)

    // credit notes are documents: never changed
    await expect(
      server.db.query(`update public.credit_notes set reason = 'jiný' where order_id = $1`, [pack.id]),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('takes back only the credits still on the balance; the whole price is credited', async () => {
    const spender = await apiUser(server, 'USER')
    const pack = await paidOrder(spender, { kind: 'CREDITS', credits: 100 })
    await server.db.query(
      `insert into public.credit_transactions (user_id, amount, reason, note) values ($1, -70, 'ADMIN_ADJUSTMENT', 'utraceno')`,
      [spender.id],
    )
    const left = await balance(server, spender.id)
    expect((await cancel(admin, pack.id)).status).toBe(200)
    expect(await balance(server, spender.id)).toBe(0)
    const shown = await detail(pack.id)
    expect(shown.creditNote?.totalCzk).toBe(-990)
    expect(shown.auditLog[0]?.after).toMatchObject({ creditsTakenBack: left })
  })

  it('a paid subscription is refused in Czech and nothing is written; a buyer never cancels a paid order', async () => {
    const sub = await paidOrder(other, { kind: 'SUBSCRIPTION', tier: 'BRONZE', term: 'MONTHLY' })
    const res = await cancel(admin, sub.id)
    expect(res.status).toBe(409)
    expect(apiErrorSchema.parse(await res.json())).toEqual(PAID_SUBSCRIPTION_NOT_REFUNDABLE.error)
    expect((await detail(sub.id)).status).toBe('PAID')
    const none = await server.db.query('select 1 from public.credit_notes where order_id = $1', [sub.id])
    expect(none.rows).toHaveLength(0)

    const pack = await paidOrder(other, { kind: 'CREDITS', credits: 100 })
    const own = await other.json(endpointUrl('cancelOrder', { params: { id: pack.id } }), 'POST')
    expect(own.status).toBe(409)
    expect((await other.api(endpointUrl('downloadCreditNote', { params: { id: pack.id } }))).status).toBe(404)
  })

  it('credit note numbers run without gaps when two admins cancel twelve paid packs at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 3 }, () => apiUser(server, 'USER')))
    const packs: Order[] = []
    for (let i = 0; i < 12; i++)
      packs.push(await paidOrder(buyers[i % 3] as ApiUser, { kind: 'CREDITS', credits: 100 }))
    const year = Number(pragueDate(new Date()).slice(0, 4))
    const last = async () =>
      Number(
        (
          await server.db.query<{ n: number | null }>(
            'select max(sequence) as n from public.credit_notes where year = $1',
            [year],
          )
        ).rows[0]?.n ?? 0,
      )
    const start = await last()
    const replies = await Promise.all(packs.flatMap((p) => [cancel(admin, p.id), cancel(admin2, p.id)]))
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200))
    const { rows } = await server.db.query<{ sequence: number; order_id: string }>(
      'select sequence, order_id from public.credit_notes where order_id = any($1::uuid[]) order by sequence',
      [packs.map((p) => p.id)],
    )
    expect(rows).toHaveLength(12)
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 12 }, (_, i) => start + 1 + i))
    expect(await last()).toBe(start + 12)
    for (const b of buyers) expect(await balance(server, b.id)).toBe(0)
  })

  it('the detail lists the payments of a statement and the cancellation of a pending order; unknown ids are 404', async () => {
    const res = await buyer.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 100 })
    const pending = orderSchema.parse(await res.json())
    await server.db.query(
      `insert into public.bank_payments (fingerprint, account, bank_ref, booked_on, amount_halere, currency,
         variable_symbol, outcome, order_id)
       values ($1, '2000145399', '7', current_date, 50000, 'CZK', $2, 'AMOUNT_MISMATCH', $3)`,
      [`test|${pending.id}`, pending.variableSymbol, pending.id],
    )
    expect((await cancel(admin, pending.id)).status).toBe(200)
    const shown = await detail(pending.id)
    expect(shown.payments).toHaveLength(1)
    expect(shown.payments[0]).toMatchObject({
      amountCzk: 500,
      state: 'NEEDS_REVIEW',
      outcome: 'AMOUNT_MISMATCH',
    })
    expect(shown.invoice).toBeNull()
    expect(shown.creditNote).toBeNull()
    expect(shown.auditLog.map((e) => e.action)).toEqual(['ORDER_CANCELLED'])
    expect(shown.auditLog[0]?.actor?.id).toBe(admin.id)
    const missing = await admin.api(
      endpointUrl('adminGetOrder', { params: { id: '00000000-0000-4000-8000-000000000000' } }),
    )
    expect(missing.status).toBe(404)
    expect((await buyer.api(endpointUrl('adminGetOrder', { params: { id: pending.id } }))).status).toBe(404)
  })
})
