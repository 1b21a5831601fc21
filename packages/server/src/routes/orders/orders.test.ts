import { addDays, pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  BUYER_ADDRESS_REQUIRED,
  orderListResponseSchema,
  orderSchema,
  statementImportResultSchema,
  writeGpc,
} from '@rg/domain/payments'
import { profileSchema, serializedUserSchema } from '@rg/domain/profile'
import { currentSubscription } from '@rg/domain/subscriptions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { asUser } from '../../db/as-user.ts'
import { DEMO_OPERATOR } from '../../env.ts'

const balance = async (server: TestServer, userId: string) =>
  Number(
    (
      await server.db.query<{ b: string }>(
        'select coalesce(sum(amount), 0)::text as b from public.credit_transactions where user_id = $1',
        [userId],
      )
    ).rows[0]?.b,
  )

const statement = (movements: Parameters<typeof writeGpc>[2]) =>
  writeGpc(DEMO_OPERATOR.accountNumber, pragueDate(new Date()), movements)

function upload(admin: ApiUser, text: string, name = 'vypis.gpc') {
  const form = new FormData()
  form.set('file', new Blob([text], { type: 'application/octet-stream' }), name)
  return admin.api(endpointUrl('adminImportStatement'), { method: 'POST', body: form })
}

describe.each(backends)('orders on $name', (backend) => {
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

  const order = async (user: ApiUser, body: unknown) => {
    const res = await user.json(endpointUrl('createOrder'), 'POST', body)
    expect(res.status).toBe(201)
    return orderSchema.parse(await res.json())
  }

  it('prices an order on the server and gives it a variable symbol and the QR Platba string', async () => {
    const created = await order(buyer, { kind: 'CREDITS', credits: 300 })
    expect(created).toMatchObject({
      status: 'PENDING',
      amountCzk: 2490,
      description: 'Balíček 300 kreditů',
      invoiceNumber: null,
      payment: { iban: DEMO_OPERATOR.iban, accountNumber: DEMO_OPERATOR.accountNumber, amountCzk: 2490 },
    })
    expect(created.payment.spayd).toContain(`*AM:2490.00*CC:CZK*X-VS:${created.variableSymbol}`)
    const list = orderListResponseSchema.parse(await (await buyer.api(endpointUrl('listOrders'))).json())
    expect(list.items.map((o) => o.id)).toContain(created.id)
    // another user sees neither the order nor it in a list
    expect((await other.api(endpointUrl('getOrder', { params: { id: created.id } }))).status).toBe(404)
    const theirs = orderListResponseSchema.parse(await (await other.api(endpointUrl('listOrders'))).json())
    expect(theirs.items).toEqual([])
  })

  it.each([
    [{ kind: 'CREDITS', credits: 250 }, 'Vyberte jeden z nabízených balíčků kreditů.'],
    [{ kind: 'SUBSCRIPTION', tier: 'ENTERPRISE', term: 'YEARLY' }, 'Toto předplatné nelze objednat online.'],
  ])('refuses %j with a Czech 400', async (body, message) => {
    const res = await buyer.json(endpointUrl('createOrder'), 'POST', body)
    expect(res.status).toBe(400)
    expect(JSON.stringify(apiErrorSchema.parse(await res.json()))).toContain(message)
  })

  it('users cannot write orders or invoices themselves, even through the database', async () => {
    const claims = { role: 'authenticated' as const, sub: buyer.id }
    await expect(
      asUser(server.db, claims, (tx) =>
        tx.query(
          `insert into public.orders (user_id, kind, credits, amount_czk) values ($1, 'CREDITS', 1000, 1)`,
          [buyer.id],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('a pack marked paid twice, by two admins at the same moment, grants once and issues one invoice', async () => {
    const pack = await order(buyer, { kind: 'CREDITS', credits: 100 })
    const before = await balance(server, buyer.id)
    const url = endpointUrl('adminMarkOrderPaid', { params: { id: pack.id } })
    const replies = await Promise.all([
      admin.json(url, 'POST'),
      admin2.json(url, 'POST'),
      admin.json(url, 'POST'),
    ])
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await balance(server, buyer.id)).toBe(before + 100)
    const paid = orderSchema.parse(
      await (await buyer.api(endpointUrl('getOrder', { params: { id: pack.id } }))).json(),
    )
    expect(paid.status).toBe('PAID')
    expect(paid.invoiceNumber).toMatch(/^FA-\d{4}-\d{6}$/)
    const invoices = await server.db.query('select 1 from public.invoices where order_id = $1', [pack.id])
    expect(invoices.rows).toHaveLength(1)

    // a paid order cannot be cancelled; a cancelled one cannot be paid
    const cancel = await buyer.json(endpointUrl('cancelOrder', { params: { id: pack.id } }), 'POST')
    expect(cancel.status).toBe(409)
    expect(apiErrorSchema.parse(await cancel.json()).message).toBe('Zaplacenou objednávku nelze zrušit.')
    const other = await order(buyer, { kind: 'CREDITS', credits: 100 })
    expect((await buyer.json(endpointUrl('cancelOrder', { params: { id: other.id } }), 'POST')).status).toBe(
      200,
    )
    const payCancelled = await admin.json(
      endpointUrl('adminMarkOrderPaid', { params: { id: other.id } }),
      'POST',
    )
    expect(payCancelled.status).toBe(409)
    expect(apiErrorSchema.parse(await payCancelled.json()).message).toBe(
      'Zrušenou objednávku nelze označit jako zaplacenou.',
    )
    // a user may not mark paid: the admin entry answers 404
    expect(
      (await buyer.json(endpointUrl('adminMarkOrderPaid', { params: { id: pack.id } }), 'POST')).status,
    ).toBe(404)
  })

  it('paying the same tier early extends it from the end of the term; another tier starts today', async () => {
    const renewer = await apiUser(server, 'USER')
    const pay = async (body: unknown) => {
      const o = await order(renewer, body)
      const res = await admin.json(endpointUrl('adminMarkOrderPaid', { params: { id: o.id } }), 'POST')
      expect(res.status).toBe(200)
      return o
    }
    const terms = async () =>
      (
        await server.db.query<{ tier: string; starts_at: string; ends_on: string }>(
          `select tier, to_char(starts_at, 'YYYY-MM-DD') as starts_at, to_char(ends_on, 'YYYY-MM-DD') as ends_on
           from public.credit_subscriptions where user_id = $1 order by starts_at, created_at`,
          [renewer.id],
        )
      ).rows
    const today = pragueDate(new Date())
    await pay({ kind: 'SUBSCRIPTION', tier: 'BRONZE', term: 'MONTHLY' })
    const afterFirst = await balance(server, renewer.id)
    await pay({ kind: 'SUBSCRIPTION', tier: 'BRONZE', term: 'MONTHLY' })
    const [first, renewal] = await terms()
    expect(first?.starts_at).toBe(today)
    expect(renewal?.starts_at).toBe(addDays(first?.ends_on as string, 1))
    // the renewal's credits come on its first day, by the grant job; the running term stays current
    expect(await balance(server, renewer.id)).toBe(afterFirst)
    const me = serializedUserSchema.parse(await (await renewer.api(endpointUrl('getUser'))).json())
    expect(currentSubscription(me.creditSubscriptions, today)).toMatchObject({
      tier: 'BRONZE',
      startsAt: today,
    })

    await pay({ kind: 'SUBSCRIPTION', tier: 'GOLD', term: 'MONTHLY' })
    expect((await terms()).find((t) => t.tier === 'GOLD')?.starts_at).toBe(today)
  })

  it("a company's invoice names its IČO and DIČ; a wrong DIČ is refused in Czech", async () => {
    const firm = await apiUser(server, 'USER')
    const wrong = await firm.json(endpointUrl('updateProfile'), 'PATCH', { dic: '27082440' })
    expect(wrong.status).toBe(400)
    expect(apiErrorSchema.parse(await wrong.json()).message).toContain('DIČ má tvar CZ a 8 až 10 číslic')
    const saved = await firm.json(endpointUrl('updateProfile'), 'PATCH', {
      companyName: 'Novák Invest s.r.o.',
      ico: '27082440',
      dic: 'cz 270 82 440',
      street: 'Vodičkova 1',
      city: 'Praha 1',
      postcode: '11000',
    })
    expect(saved.status).toBe(200)
    expect(profileSchema.parse(await saved.json()).dic).toBe('CZ27082440')
    const pack = await order(firm, { kind: 'CREDITS', credits: 100 })
    expect(
      (await admin.json(endpointUrl('adminMarkOrderPaid', { params: { id: pack.id } }), 'POST')).status,
    ).toBe(200)
    const text = await pdfText(
      await (await firm.api(endpointUrl('downloadInvoice', { params: { id: pack.id } }))).arrayBuffer(),
    )
    expect(text).toContain('Novák Invest s.r.o.')
    expect(text).toContain('IČO: 27082440')
    expect(text).toContain('DIČ: CZ27082440')
    // the postcode as the post writes it, whatever was typed (issue 29, item 4)
    expect(text).toContain('Vodičkova 1, 110 00 Praha 1')
  })

  it('invoice numbers run without gaps within the year', async () => {
    const numbers: string[] = []
    for (let i = 0; i < 3; i++) {
      const o = await order(other, { kind: 'CREDITS', credits: 100 })
      const paid = await admin.json(endpointUrl('adminMarkOrderPaid', { params: { id: o.id } }), 'POST')
      numbers.push(orderSchema.parse(await paid.json()).invoiceNumber as string)
    }
    const seq = numbers.map((n) => Number(n.slice(-6)))
    expect(seq).toEqual([seq[0], (seq[0] as number) + 1, (seq[0] as number) + 2])
  })

  it('one statement pays many orders at once: sent twice at the same moment while an admin pays one by hand, each order is paid once and the numbers have no gaps', async () => {
    // all the statement's payments go in one transaction (docs/decisions/1690-statement-payments-batched.md)
    const payer = await apiUser(server, 'USER')
    const orders = []
    for (let i = 0; i < 6; i++) orders.push(await order(payer, { kind: 'CREDITS', credits: 100 }))
    const before = await balance(server, payer.id)
    const first = orders[0] as (typeof orders)[number]
    const byHand = orders[2] as (typeof orders)[number]
    const ref = Number(`${Date.now()}`.slice(-8))
    const lines = orders.map((o, i) => ({
      bankRef: String(ref + i),
      amountHalere: o.amountCzk * 100,
      variableSymbol: o.variableSymbol,
      date: pragueDate(new Date()),
    }))
    // the first order paid twice in one file: the second payment waits for a person
    const gpc = statement([...lines, { ...lines[0], bankRef: String(ref + 10) }] as typeof lines)
    const [one, two, click] = await Promise.all([
      upload(admin, gpc),
      upload(admin2, gpc),
      admin.json(endpointUrl('adminMarkOrderPaid', { params: { id: byHand.id } }), 'POST'),
    ])
    expect([one?.status, two?.status, click?.status]).toEqual([200, 200, 200])
    const results = [
      statementImportResultSchema.parse(await one?.json()),
      statementImportResultSchema.parse(await two?.json()),
    ]
    // every line was recorded by exactly one of the two imports; the other saw it as imported before
    expect(results.reduce((n, r) => n + r.alreadyImported, 0)).toBe(7)
    expect(results.reduce((n, r) => n + r.paid.length + r.toReview.length, 0)).toBe(7)
    const paidByImport = results.flatMap((r) => r.paid.map((p) => p.orderId))
    expect(new Set(paidByImport).size).toBe(paidByImport.length)
    expect(paidByImport).toContain(first.id)
    expect(results.flatMap((r) => r.toReview)).toContainEqual(
      expect.objectContaining({ reason: 'NOT_PENDING', variableSymbol: first.variableSymbol }),
    )
    expect(await balance(server, payer.id)).toBe(before + 600)
    const issued = await server.db.query<{ order_id: string }>(
      'select order_id from public.invoices where order_id = any($1::uuid[])',
      [orders.map((o) => o.id)],
    )
    expect(issued.rows.map((r) => r.order_id).sort()).toEqual(orders.map((o) => o.id).sort())
    const year = Number(pragueDate(new Date()).slice(0, 4))
    const numbers = await server.db.query<{ n: number; top: number }>(
      'select count(distinct sequence)::int as n, max(sequence) as top from public.invoices where year = $1',
      [year],
    )
    expect(numbers.rows[0]?.n).toBe(numbers.rows[0]?.top)
    expect((await server.outbox(payer.email)).filter((m) => m.subject === 'Platba přijata')).toHaveLength(6)
  })

  it('an imported GPC statement pays a SILVER yearly subscription: 500 credits now, 11 grants to come, an invoice', async () => {
    // above 10 000 Kč without an address: a Czech 422 and no order (docs/decisions/1307-buyer-address.md)
    const yearly = { kind: 'SUBSCRIPTION', tier: 'SILVER', term: 'YEARLY' }
    const refused = await buyer.json(endpointUrl('createOrder'), 'POST', yearly)
    expect(refused.status).toBe(422)
    expect(apiErrorSchema.parse(await refused.json())).toEqual(BUYER_ADDRESS_REQUIRED.error)
    const badPsc = await buyer.json(endpointUrl('createOrder'), 'POST', {
      ...yearly,
      address: { street: 'Vodičkova 1', city: 'Praha 1', postcode: '1100' },
    })
    expect(badPsc.status).toBe(400)
    expect(JSON.stringify(await badPsc.json())).toContain('PSČ musí mít 5 číslic')
    const sub = await order(buyer, {
      ...yearly,
      address: { street: 'Vodičkova 1', city: 'Praha 1', postcode: '11000' },
    })
    // the address went to the profile, so the next order above the limit needs none
    const next = await buyer.json(endpointUrl('createOrder'), 'POST', yearly)
    expect(next.status).toBe(201)
    await buyer.json(
      endpointUrl('cancelOrder', { params: { id: orderSchema.parse(await next.json()).id } }),
      'POST',
    )
    expect(sub.amountCzk).toBe(29_900)
    const before = await balance(server, buyer.id)
    const gpc = statement([
      {
        bankRef: `${Date.now()}`.slice(-9),
        amountHalere: 2_990_000,
        variableSymbol: sub.variableSymbol,
        date: pragueDate(new Date()),
      },
      {
        bankRef: `${Date.now() + 1}`.slice(-9),
        amountHalere: 12_345,
        variableSymbol: '999',
        date: pragueDate(new Date()),
      },
    ])
    const res = await upload(admin, gpc)
    expect(res.status).toBe(200)
    const result = statementImportResultSchema.parse(await res.json())
    expect(result).toMatchObject({ format: 'GPC', incoming: 2, alreadyImported: 0 })
    expect(result.paid).toEqual([{ orderId: sub.id, variableSymbol: sub.variableSymbol, amountCzk: 29_900 }])
    expect(result.toReview).toMatchObject([{ reason: 'UNMATCHED', amountCzk: 123.45, variableSymbol: '999' }])
    expect(await balance(server, buyer.id)).toBe(before + 500)

    const grants = await server.db.query<{ granted: boolean }>(
      `select granted_at is not null as granted from public.subscription_grants g
       join public.credit_subscriptions s on s.id = g.subscription_id where s.order_id = $1 order by due_on`,
      [sub.id],
    )
    expect(grants.rows.map((g) => g.granted)).toEqual([true, ...Array(11).fill(false)])
    const notes = await server.db.query<{ title: string; link: string }>(
      `select title, link from public.notifications where user_id = $1 and kind = 'PAYMENT_RECEIVED'`,
      [buyer.id],
    )
    expect(notes.rows).toContainEqual({ title: 'Platba přijata', link: `/portal/credits/orders/${sub.id}` })
    expect((await server.outbox(buyer.email))[0]?.subject).toBe('Platba přijata')

    // the same statement again changes nothing
    const again = statementImportResultSchema.parse(await (await upload(admin, gpc)).json())
    expect(again).toMatchObject({ incoming: 2, alreadyImported: 2, paid: [], toReview: [] })
    expect(await balance(server, buyer.id)).toBe(before + 500)

    // the invoice PDF holds the variable symbol, the amount and the VAT split
    const pdf = await buyer.api(endpointUrl('downloadInvoice', { params: { id: sub.id } }))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(await pdf.arrayBuffer())
    expect(text).toContain(sub.variableSymbol)
    expect(text).toContain('29 900,00 Kč')
    expect(text).toContain('Faktura – daňový doklad')
    expect(text).toContain('Předplatné Silver, ročně')
    expect(text).toContain(DEMO_OPERATOR.name)
    expect(text).toContain('DPH 21 %')
    // nobody else downloads it; an admin does
    expect((await other.api(endpointUrl('downloadInvoice', { params: { id: sub.id } }))).status).toBe(404)
    expect((await admin.api(endpointUrl('downloadInvoice', { params: { id: sub.id } }))).status).toBe(200)
  })

  it('lists a payment with the right symbol and another amount for a person to decide', async () => {
    const pack = await order(other, { kind: 'CREDITS', credits: 1000 })
    const res = await upload(
      admin,
      statement([
        {
          bankRef: '4242',
          amountHalere: 100_000,
          variableSymbol: pack.variableSymbol,
          date: pragueDate(new Date()),
        },
      ]),
    )
    const result = statementImportResultSchema.parse(await res.json())
    expect(result.toReview).toMatchObject([{ reason: 'AMOUNT_MISMATCH', orderId: pack.id, amountCzk: 1000 }])
    const still = orderSchema.parse(
      await (await other.api(endpointUrl('getOrder', { params: { id: pack.id } }))).json(),
    )
    expect(still.status).toBe('PENDING')
  })

  it.each([
    ['nic.txt', 'dobrý den', 'Soubor není bankovní výpis'],
    ['vypis.gpc', `${statement([]).split('\r\n')[0]}\r\n075 rozbitý řádek`, 'Řádek 2 výpisu nelze přečíst'],
  ])('refuses an unreadable statement %s with a Czech 400', async (name, text, message) => {
    const res = await upload(admin, text, name)
    expect(res.status).toBe(400)
    expect(apiErrorSchema.parse(await res.json()).message).toContain(message)
  })

  it('filters the admin list by state, kind and variable symbol', async () => {
    const pending = await order(other, { kind: 'SUBSCRIPTION', tier: 'BRONZE', term: 'MONTHLY' })
    const res = await admin.api(
      endpointUrl('adminListOrders', {
        query: { statuses: 'PENDING', kinds: 'SUBSCRIPTION', q: pending.variableSymbol },
      }),
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      items: Array<{ id: string; user: { email: string } }>
      total: number
    }
    expect(body.total).toBe(1)
    expect(body.items[0]).toMatchObject({ id: pending.id, user: { email: other.email } })
    const detail = await admin.api(endpointUrl('adminGetOrder', { params: { id: pending.id } }))
    expect(detail.status).toBe(200)
    const cancelled = await admin.json(
      endpointUrl('adminCancelOrder', { params: { id: pending.id } }),
      'POST',
    )
    expect(orderSchema.parse(await cancelled.json()).status).toBe('CANCELLED')
    expect((await buyer.api(endpointUrl('adminListOrders'))).status).toBe(404)
  })
})
