import { endpointUrl } from '@rg/domain/contract'
import { orderSchema } from '@rg/domain/payments'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/*
 * docs/decisions/1353-order-payment-mail.md: right after ordering, the buyer gets the payment details by e-mail, the
 * QR Platba code as an inline image that a banking app reads as the order's SPAYD string.
 */
const ORIGIN = 'https://trziste.example.cz'

describe.each(backends)('the payment mail after ordering on $name', (backend) => {
  let server: TestServer
  let buyer: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { baseUrl: ORIGIN } })
    buyer = await apiUser(server, 'USER')
  })
  afterAll(() => server?.close())

  it('mails account, amount, VS and the QR Platba code with the order', async () => {
    const res = await buyer.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 300 })
    expect(res.status).toBe(201)
    const order = orderSchema.parse(await res.json())
    const [mail] = await server.outbox(buyer.email)
    expect(mail?.subject).toBe('Platební údaje k objednávce: Balíček 300 kreditů')
    for (const line of [
      `Číslo účtu: ${order.payment.accountNumber}`,
      `IBAN: ${order.payment.iban}`,
      'Částka: 2 490 Kč',
      `Variabilní symbol: ${order.variableSymbol}`,
      `${ORIGIN}/portal/credits/orders/${order.id}`,
    ])
      expect(mail?.text.replace(/\u00a0/g, ' ')).toContain(line)
    expect(mail?.html).toContain('<img src="cid:qr-platba"')

    const row = (
      await server.db.query<{ attachments: { cid: string; contentType: string; base64: string }[] }>(
        `select attachments from public.mail_outbox where to_address = $1 order by id desc limit 1`,
        [buyer.email],
      )
    ).rows[0]
    const image = row?.attachments[0]
    expect(image).toMatchObject({ cid: 'qr-platba', contentType: 'image/png' })
    const { data, info } = await sharp(Buffer.from(image?.base64 ?? '', 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)
    expect(read?.data).toBe(order.payment.spayd)
    // the local outbox page shows the code too
    const page = await (await fetch(`${server.url}/dev/outbox.html`)).text()
    expect(page).toContain(`<img src="data:image/png;base64,${image?.base64}"`)
  })

  it('sends nothing for a refused order', async () => {
    const before = (await server.outbox(buyer.email)).length
    const refused = await buyer.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 7 })
    expect(refused.status).toBe(400)
    expect(await server.outbox(buyer.email)).toHaveLength(before)
  })
})
