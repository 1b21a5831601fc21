import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  ACCOUNTING_MONTH_IN_FUTURE,
  adminBankPaymentSchema,
  CREDIT_NOTE_REASON,
  MAX_PENDING_ORDERS,
  orderListResponseSchema,
  orderSchema,
  PAID_SUBSCRIPTION_NOT_REFUNDABLE,
  statementImportResultSchema,
  TOO_MANY_PENDING_ORDERS_MESSAGE,
  writeGpc,
} from '@rg/domain/payments'
import { adminBankPaymentListResponseSchema, adminOrderDetailSchema } from '@rg/domain/roles'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionCookie } from '../session.ts'
import { mockTarget, serverTarget, TARGET_START_HOOK_MS, type Target } from './targets.ts'

/* The orders entries (docs/decisions/0960-payment-providers.md) on the mock API and the real server alike. */

const ANON = { apikey: 'contract-test', 'Content-Type': 'application/json;charset=UTF-8' }
type Session = { access_token: string; refresh_token: string; expires_in: number; user: { id: string } }

function client(target: Target) {
  const url = (path: string) => `${target.baseUrl}${path}`
  return {
    async signIn(email: string): Promise<Session> {
      const res = await fetch(url('/auth/v1/token?grant_type=password'), {
        method: 'POST',
        headers: ANON,
        body: JSON.stringify({ email, password: 'demo-heslo-2026' }),
      })
      expect(res.status).toBe(200)
      return (await res.json()) as Session
    },
    api(path: string, session: Session | null, init: RequestInit = {}) {
      const headers = new Headers(init.headers)
      if (session) headers.set('Cookie', sessionCookie(session, new URL(target.baseUrl).hostname))
      if (init.method && init.method !== 'GET') headers.set('X-CSRF-Protection', '1')
      if (typeof init.body === 'string') headers.set('Content-Type', 'application/json')
      return fetch(url(path), { ...init, headers })
    },
  }
}

describe.each([
  ['mock API', mockTarget],
  ['real server', serverTarget],
])('contract: orders on the %s', (_, make) => {
  const target = make()
  const c = client(target)
  let user: Session
  let admin: Session
  beforeAll(async () => {
    await target.start()
    user = await c.signIn('uzivatel@demo.cz')
    admin = await c.signIn('admin@demo.cz')
  }, TARGET_START_HOOK_MS)
  afterAll(() => target.stop(), 20_000)

  const post = (path: string, session: Session, body?: unknown) =>
    c.api(path, session, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) })

  it('answers a visitor 401 and a user on an admin entry 404', async () => {
    expect((await c.api(endpointUrl('listOrders'), null)).status).toBe(401)
    const res = await c.api(endpointUrl('adminListOrders'), user)
    expect(res.status).toBe(404)
    expect(apiErrorSchema.parse(await res.json()).message).toBe('Tato adresa API neexistuje.')
  })

  it('creates, lists, pays once and invoices an order; a paid order cannot be cancelled', async () => {
    const created = await post(endpointUrl('createOrder'), user, { kind: 'CREDITS', credits: 100 })
    expect(created.status).toBe(201)
    const order = orderSchema.parse(await created.json())
    expect(order).toMatchObject({ status: 'PENDING', amountCzk: 990, description: 'Balíček 100 kreditů' })
    const list = orderListResponseSchema.parse(await (await c.api(endpointUrl('listOrders'), user)).json())
    expect(list.items[0]?.id).toBe(order.id)

    const paidUrl = endpointUrl('adminMarkOrderPaid', { params: { id: order.id } })
    const first = orderSchema.parse(await (await post(paidUrl, admin)).json())
    const second = orderSchema.parse(await (await post(paidUrl, admin)).json())
    expect(first.status).toBe('PAID')
    expect(second.invoiceNumber).toBe(first.invoiceNumber)
    const invoice = await c.api(endpointUrl('downloadInvoice', { params: { id: order.id } }), user)
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('content-type')).toBe('application/pdf')

    const cancel = await post(endpointUrl('cancelOrder', { params: { id: order.id } }), user)
    expect(cancel.status).toBe(409)
    expect(apiErrorSchema.parse(await cancel.json()).message).toBe('Zaplacenou objednávku nelze zrušit.')
  })

  it('an admin cancels a paid pack: a credit note the buyer downloads, the detail shows it with the trail', async () => {
    const created = orderSchema.parse(
      await (await post(endpointUrl('createOrder'), user, { kind: 'CREDITS', credits: 100 })).json(),
    )
    expect(
      (await post(endpointUrl('adminMarkOrderPaid', { params: { id: created.id } }), admin)).status,
    ).toBe(200)
    const res = await post(endpointUrl('adminCancelOrder', { params: { id: created.id } }), admin)
    expect(res.status).toBe(200)
    const cancelled = orderSchema.parse(await res.json())
    expect(cancelled.status).toBe('CANCELLED')
    expect(cancelled.creditNoteNumber).toMatch(/^OD-\d{4}-\d{6}$/)
    const pdf = await c.api(endpointUrl('downloadCreditNote', { params: { id: created.id } }), user)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const detail = adminOrderDetailSchema.parse(
      await (await c.api(endpointUrl('adminGetOrder', { params: { id: created.id } }), admin)).json(),
    )
    expect(detail.creditNote).toMatchObject({
      number: cancelled.creditNoteNumber,
      totalCzk: -990,
      invoiceNumber: cancelled.invoiceNumber,
      reason: CREDIT_NOTE_REASON,
    })
    expect(detail.invoice).toMatchObject({ number: cancelled.invoiceNumber, totalCzk: 990 })
    expect(detail.auditLog.map((e) => e.action)).toEqual(['ORDER_REFUNDED', 'ORDER_PAID'])
    const missing = await c.api(endpointUrl('downloadCreditNote', { params: { id: created.id } }), null)
    expect(missing.status).toBe(401)

    // both documents as ISDOC (docs/decisions/1310-isdoc.md): the credit note is DocumentType 2 naming its invoice
    const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]
    const invoiceXml = await c.api(endpointUrl('downloadInvoiceIsdoc', { params: { id: created.id } }), user)
    expect(invoiceXml.status).toBe(200)
    expect(invoiceXml.headers.get('content-type')).toContain('application/xml')
    const invoiceText = await invoiceXml.text()
    expect(tag(invoiceText, 'DocumentType')).toBe('1')
    expect(tag(invoiceText, 'ID')).toBe(cancelled.invoiceNumber)
    const noteXml = await c.api(endpointUrl('downloadCreditNoteIsdoc', { params: { id: created.id } }), admin)
    expect(noteXml.status).toBe(200)
    const noteText = await noteXml.text()
    expect(tag(noteText, 'DocumentType')).toBe('2')
    expect(noteText).toContain(`<ID>${cancelled.invoiceNumber}</ID>`)
    expect(tag(noteText, 'PayableAmount')).toBe('990.00')
    const foreign = await c.api(endpointUrl('downloadCreditNoteIsdoc', { params: { id: created.id } }), null)
    expect(foreign.status).toBe(401)

    // the month's archive for the accountant: a ZIP holding both documents and the summary (decision 1311)
    const month = detail.creditNote?.issuedOn.slice(0, 7) as string
    const archive = await c.api(endpointUrl('adminDownloadAccountingArchive', { query: { month } }), admin)
    expect(archive.status).toBe(200)
    expect(archive.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await archive.arrayBuffer()))
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        `faktury/${cancelled.invoiceNumber}.isdoc`,
        `faktury/${cancelled.invoiceNumber}.pdf`,
        `opravne-doklady/${cancelled.creditNoteNumber}.isdoc`,
        `opravne-doklady/${cancelled.creditNoteNumber}.pdf`,
        `souhrn-${month}.csv`,
      ]),
    )
    expect(strFromU8(files[`souhrn-${month}.csv`] as Uint8Array)).toContain(`${cancelled.creditNoteNumber};`)
    const refusedArchive = await c.api(
      endpointUrl('adminDownloadAccountingArchive', { query: { month } }),
      user,
    )
    expect(refusedArchive.status).toBe(404)
    const future = await c.api(
      endpointUrl('adminDownloadAccountingArchive', {
        query: { month: `${new Date().getUTCFullYear() + 1}-12` },
      }),
      admin,
    )
    expect(future.status).toBe(422)
    expect(apiErrorSchema.parse(await future.json())).toEqual(ACCOUNTING_MONTH_IN_FUTURE.error)
  })

  it('a paid subscription is not cancelled by an admin: the Czech 409 of the catalogue', async () => {
    const created = orderSchema.parse(
      await (
        await post(endpointUrl('createOrder'), user, {
          kind: 'SUBSCRIPTION',
          tier: 'BRONZE',
          term: 'MONTHLY',
        })
      ).json(),
    )
    await post(endpointUrl('adminMarkOrderPaid', { params: { id: created.id } }), admin)
    const res = await post(endpointUrl('adminCancelOrder', { params: { id: created.id } }), admin)
    expect(res.status).toBe(409)
    expect(apiErrorSchema.parse(await res.json())).toEqual(PAID_SUBSCRIPTION_NOT_REFUNDABLE.error)
  })

  it('refuses an unknown pack and a tier that cannot be ordered online with a Czech 400', async () => {
    const pack = await post(endpointUrl('createOrder'), user, { kind: 'CREDITS', credits: 7 })
    expect(pack.status).toBe(400)
    expect(JSON.stringify(await pack.json())).toContain('Vyberte jeden z nabízených balíčků kreditů.')
    const tier = await post(endpointUrl('createOrder'), user, {
      kind: 'SUBSCRIPTION',
      tier: 'ENTERPRISE',
      term: 'MONTHLY',
    })
    expect(tier.status).toBe(400)
    expect(JSON.stringify(await tier.json())).toContain('Toto předplatné nelze objednat online.')
  })

  it('imports a GPC statement that pays a subscription, and refuses a file that is not a statement', async () => {
    const order = orderSchema.parse(
      await (
        await post(endpointUrl('createOrder'), user, {
          kind: 'SUBSCRIPTION',
          tier: 'BRONZE',
          term: 'MONTHLY',
        })
      ).json(),
    )
    const today = new Date().toISOString().slice(0, 10)
    const gpc = writeGpc('19-2000145399/0800', today, [
      {
        bankRef: String(Date.now()).slice(-9),
        amountHalere: 149_000,
        variableSymbol: order.variableSymbol,
        date: today,
      },
    ])
    const upload = (text: string) => {
      const form = new FormData()
      form.set('file', new Blob([text]), 'vypis.gpc')
      return c.api(endpointUrl('adminImportStatement'), admin, { method: 'POST', body: form })
    }
    const res = await upload(gpc)
    expect(res.status).toBe(200)
    const result = statementImportResultSchema.parse(await res.json())
    expect(result.paid).toEqual([
      { orderId: order.id, variableSymbol: order.variableSymbol, amountCzk: 1490 },
    ])
    expect(statementImportResultSchema.parse(await (await upload(gpc)).json()).alreadyImported).toBe(1)

    const bad = await upload('toto není výpis')
    expect(bad.status).toBe(400)
    expect(apiErrorSchema.parse(await bad.json()).message).toContain('Soubor není bankovní výpis')
  })

  it('refuses a statement of another account than the operator’s and pays nothing (decision 1231)', async () => {
    const order = orderSchema.parse(
      await (await post(endpointUrl('createOrder'), user, { kind: 'CREDITS', credits: 100 })).json(),
    )
    const today = new Date().toISOString().slice(0, 10)
    const foreign = writeGpc('123-4567890123/0100', today, [
      {
        bankRef: String(Date.now()).slice(-9),
        amountHalere: 99_000,
        variableSymbol: order.variableSymbol,
        date: today,
      },
    ])
    const form = new FormData()
    form.set('file', new Blob([foreign]), 'vypis.gpc')
    const res = await c.api(endpointUrl('adminImportStatement'), admin, { method: 'POST', body: form })
    expect(res.status).toBe(400)
    expect(apiErrorSchema.parse(await res.json())).toMatchObject({
      code: 'statement_wrong_account',
      message: expect.stringContaining('ne z účtu provozovatele 19-2000145399/0800'),
    })
    const after = orderSchema.parse(
      await (await c.api(endpointUrl('getOrder', { params: { id: order.id } }), user)).json(),
    )
    expect(after.status).toBe('PENDING')
  })

  it('lists an underpayment in the payments queue; the operator assigns it and the order is paid once', async () => {
    const order = orderSchema.parse(
      await (await post(endpointUrl('createOrder'), user, { kind: 'CREDITS', credits: 100 })).json(),
    )
    const today = new Date().toISOString().slice(0, 10)
    const gpc = writeGpc('19-2000145399/0800', today, [
      {
        bankRef: String(Date.now()).slice(-9),
        amountHalere: 50_000,
        variableSymbol: order.variableSymbol,
        date: today,
      },
    ])
    const form = new FormData()
    form.set('file', new Blob([gpc]), 'vypis.gpc')
    const imported = statementImportResultSchema.parse(
      await (await c.api(endpointUrl('adminImportStatement'), admin, { method: 'POST', body: form })).json(),
    )
    expect(imported.toReview).toMatchObject([{ reason: 'AMOUNT_MISMATCH', orderId: order.id }])
    const queue = adminBankPaymentListResponseSchema.parse(
      await (
        await c.api(
          endpointUrl('adminListBankPayments', {
            query: { states: 'NEEDS_REVIEW', q: order.variableSymbol },
          }),
          admin,
        )
      ).json(),
    )
    expect(queue.items).toHaveLength(1)
    const payment = queue.items[0]
    expect(payment).toMatchObject({ state: 'NEEDS_REVIEW', amountCzk: 500, order: { id: order.id } })
    const url = endpointUrl('adminResolveBankPayment', { params: { id: payment?.id as string } })
    const body = { action: 'ASSIGN', variableSymbol: order.variableSymbol, note: 'Doplatek přišel hotově.' }
    const first = await post(url, admin, body)
    expect(first.status).toBe(200)
    expect(adminBankPaymentSchema.parse(await first.json())).toMatchObject({
      state: 'RESOLVED',
      resolution: { kind: 'ASSIGNED', note: 'Doplatek přišel hotově.' },
      order: { id: order.id, status: 'PAID' },
    })
    const second = await post(url, admin, body)
    expect(second.status).toBe(409)
    expect(apiErrorSchema.parse(await second.json()).message).toBe(
      'Tuto platbu už mezitím vyřídil někdo jiný. Obnovte prosím seznam.',
    )
    const paid = orderSchema.parse(
      await (await c.api(endpointUrl('getOrder', { params: { id: order.id } }), user)).json(),
    )
    expect(paid.status).toBe('PAID')
    expect((await c.api(endpointUrl('adminListBankPayments'), user)).status).toBe(404)
  })

  it('pays only a pending order (orderPayStep): a cancelled one refuses, a paid one refuses a payment assigned by hand', async () => {
    const cancelled = orderSchema.parse(
      await (await post(endpointUrl('createOrder'), user, { kind: 'CREDITS', credits: 100 })).json(),
    )
    expect((await post(endpointUrl('cancelOrder', { params: { id: cancelled.id } }), user)).status).toBe(200)
    const refused = await post(endpointUrl('adminMarkOrderPaid', { params: { id: cancelled.id } }), admin)
    expect(refused.status).toBe(409)
    expect(apiErrorSchema.parse(await refused.json()).message).toBe(
      'Zrušenou objednávku nelze označit jako zaplacenou.',
    )

    const paid = orderSchema.parse(
      await (await post(endpointUrl('createOrder'), user, { kind: 'CREDITS', credits: 100 })).json(),
    )
    expect((await post(endpointUrl('adminMarkOrderPaid', { params: { id: paid.id } }), admin)).status).toBe(
      200,
    )
    const today = new Date().toISOString().slice(0, 10)
    const gpc = writeGpc('19-2000145399/0800', today, [
      {
        bankRef: String(Date.now() + 7).slice(-9),
        amountHalere: 99_000,
        variableSymbol: paid.variableSymbol,
        date: today,
      },
    ])
    const form = new FormData()
    form.set('file', new Blob([gpc]), 'vypis.gpc')
    const imported = await c.api(endpointUrl('adminImportStatement'), admin, { method: 'POST', body: form })
    expect(imported.status).toBe(200)
    const queue = adminBankPaymentListResponseSchema.parse(
      await (
        await c.api(
          endpointUrl('adminListBankPayments', { query: { states: 'NEEDS_REVIEW', q: paid.variableSymbol } }),
          admin,
        )
      ).json(),
    )
    expect(queue.items).toHaveLength(1)
    const url = endpointUrl('adminResolveBankPayment', { params: { id: queue.items[0]?.id as string } })
    const assigned = await post(url, admin, {
      action: 'ASSIGN',
      variableSymbol: paid.variableSymbol,
      note: 'Druhá platba téže objednávky.',
    })
    expect(assigned.status).toBe(409)
    expect(apiErrorSchema.parse(await assigned.json())).toMatchObject({
      code: 'order_paid',
      message: `Objednávka ${paid.variableSymbol} už je zaplacená. Platbu vraťte, nebo ji přiřaďte jiné objednávce.`,
    })
  })

  it(`refuses an order past ${MAX_PENDING_ORDERS} pending ones in Czech (decision 1233)`, async () => {
    const mine = orderListResponseSchema.parse(await (await c.api(endpointUrl('listOrders'), user)).json())
    const pending = mine.items.filter((o) => o.status === 'PENDING').length
    const pack = { kind: 'CREDITS', credits: 100 }
    for (let n = pending; n < MAX_PENDING_ORDERS; n++)
      expect((await post(endpointUrl('createOrder'), user, pack)).status).toBe(201)
    const refused = await post(endpointUrl('createOrder'), user, pack)
    expect(refused.status).toBe(409)
    expect(apiErrorSchema.parse(await refused.json())).toEqual({
      code: 'too_many_pending_orders',
      message: TOO_MANY_PENDING_ORDERS_MESSAGE,
    })
  })
})
