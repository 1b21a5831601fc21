import { pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { type Order, orderSchema, statementImportResultSchema, writeGpc } from '@rg/domain/payments'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { DEMO_OPERATOR } from '../env.ts'

/*
 * Issue 29, items 1 and 3: a bank's CSV is read by its content and says what it read; a movement is known by its full
 * identity, so the same statement twice changes nothing while two payments with the same document number both
 * count; a reversal never pays (docs/decisions/1300-statement-formats.md, 1301-movement-identity.md).
 */

const OPERATOR_ACCOUNT = '123-4567890217/0100'
const today = () => pragueDate(new Date())
const czDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

/** Windows-1250 bytes of the Czech letters below (TextEncoder only writes UTF-8). */
const CP1250: Record<string, number> = {
  á: 0xe1,
  č: 0xe8,
  í: 0xed,
  ř: 0xf8,
  ú: 0xfa,
  ý: 0xfd,
  Č: 0xc8,
  '\u00A0': 0xa0,
}
const cp1250 = (text: string) => new Uint8Array([...text].map((ch) => CP1250[ch] ?? ch.charCodeAt(0)))

/** Komerční banka's CSV export (the layout of docs/decisions/1300) with the given movement lines. */
const kbCsv = (...movements: string[]) =>
  cp1250(
    [
      '"MojeBanka, export transakční historie";',
      `"Číslo účtu";"${OPERATOR_ACCOUNT}";`,
      '',
      '"Datum splatnosti";"Datum odepsání z jiné banky";"Protiúčet a\u00A0kód banky";"Název protiúčtu";"Částka";"Originální částka";"Originální měna";"Kurz";"VS";"KS";"SS";"Identifikace transakce";"Systémový popis";"Popis příkazce";"Popis pro příjemce";"AV pole 1";"AV pole 2";"AV pole 3";"AV pole 4"',
      ...movements,
    ].join('\r\n'),
  )
const kbLine = (o: { date?: string; amount: string; vs: string; id: string; kind?: string }) =>
  `"${o.date ?? czDate(today())}";"";"123456789/0800";"NOVAK JAN";"${o.amount}";"";"";"";"${o.vs}";"";"";"${o.id}";"${o.kind ?? 'Příchozí úhrada'}";"";"";"";"";"";""`

describe.each(backends)('statement formats and movement identity on $name', (backend) => {
  let server: TestServer
  let buyer: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: {
        operator: { ...DEMO_OPERATOR, accountNumber: OPERATOR_ACCOUNT, iban: 'CZ9101000001234567890217' },
      },
    })
    buyer = await apiUser(server, 'USER')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const order = async (): Promise<Order> => {
    const res = await buyer.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 100 })
    expect(res.status).toBe(201)
    return orderSchema.parse(await res.json())
  }
  const upload = (body: string | Uint8Array<ArrayBuffer>, name = 'vypis') => {
    const form = new FormData()
    form.set('file', new Blob([body], { type: 'application/octet-stream' }), name)
    return admin.api(endpointUrl('adminImportStatement'), { method: 'POST', body: form })
  }
  const imported = async (body: string | Uint8Array<ArrayBuffer>) => {
    const res = await upload(body)
    expect(res.status).toBe(200)
    return statementImportResultSchema.parse(await res.json())
  }
  const statusOf = async (id: string) =>
    orderSchema.parse(await (await buyer.api(endpointUrl('getOrder', { params: { id } }))).json()).status
  const recorded = async () =>
    Number(
      (await server.db.query<{ n: number }>('select count(*)::int as n from public.bank_payments')).rows[0]
        ?.n,
    )

  it('a Komerční banka CSV in Windows-1250 pays its order and says which format and account it read', async () => {
    const pending = await order()
    const file = kbCsv(
      kbLine({ amount: '+990,00', vs: pending.variableSymbol, id: `KB-${Date.now()}` }),
      kbLine({ amount: '-1 000,00', vs: '', id: `KB-${Date.now()}-out`, kind: 'Odchozí úhrada' }),
    )
    const first = await imported(file)
    expect(first).toMatchObject({
      format: 'KB_CSV',
      summary: `Formát: Komerční banka (CSV), účet ${OPERATOR_ACCOUNT}`,
      incoming: 1,
      alreadyImported: 0,
      paid: [{ orderId: pending.id, amountCzk: 990 }],
    })
    expect(await statusOf(pending.id)).toBe('PAID')
    const rows = await recorded()
    // the same statement again (under another name) changes nothing
    expect(await imported(file)).toMatchObject({ incoming: 1, alreadyImported: 1, paid: [], toReview: [] })
    expect(await recorded()).toBe(rows)
  })

  it('two payments with the same document number 0 both count; the same file twice changes nothing', async () => {
    const [a, b] = [await order(), await order()]
    const gpc = writeGpc(OPERATOR_ACCOUNT, today(), [
      { bankRef: '0', amountHalere: 99_000, variableSymbol: a.variableSymbol, date: today() },
      { bankRef: '0', amountHalere: 99_000, variableSymbol: b.variableSymbol, date: today() },
    ])
    const first = await imported(gpc)
    expect(first.paid.map((p) => p.orderId).sort()).toEqual([a.id, b.id].sort())
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['PAID', 'PAID'])
    const rows = await recorded()
    expect(await imported(gpc)).toMatchObject({ incoming: 2, alreadyImported: 2, paid: [], toReview: [] })
    expect(await recorded()).toBe(rows)
  })

  it('two equal payments in one file are two payments: the second waits for a person', async () => {
    const pending = await order()
    const same = { bankRef: '0', amountHalere: 99_000, variableSymbol: pending.variableSymbol, date: today() }
    const result = await imported(writeGpc(OPERATOR_ACCOUNT, today(), [same, same]))
    expect(result.paid).toHaveLength(1)
    expect(result.toReview).toMatchObject([{ reason: 'NOT_PENDING', orderId: pending.id, amountCzk: 990 }])
  })

  it('a reversal never pays: GPC accounting code 4 and a CSV "storno"', async () => {
    const pending = await order()
    const gpc = await imported(
      writeGpc(OPERATOR_ACCOUNT, today(), [
        {
          bankRef: '5',
          amountHalere: 99_000,
          variableSymbol: pending.variableSymbol,
          date: today(),
          kind: '4',
        },
      ]),
    )
    expect(gpc).toMatchObject({ incoming: 0, paid: [], toReview: [] })
    const csv = await imported(
      kbCsv(
        kbLine({
          amount: '+990,00',
          vs: pending.variableSymbol,
          id: `ST-${Date.now()}`,
          kind: 'Storno úhrady',
        }),
      ),
    )
    expect(csv).toMatchObject({ incoming: 0, paid: [] })
    expect(await statusOf(pending.id)).toBe('PENDING')
  })

  it('a malformed or foreign file is a Czech 400 naming the line, and nothing of it is recorded', async () => {
    const pending = await order()
    const before = await recorded()
    const broken = kbCsv(
      kbLine({ amount: '+990,00', vs: pending.variableSymbol, id: `B1-${Date.now()}` }),
      kbLine({ date: '2026-11-31', amount: '+10,00', vs: '1', id: `B2-${Date.now()}` }),
    )
    const res = await upload(broken)
    expect(res.status).toBe(400)
    expect(apiErrorSchema.parse(await res.json()).message).toBe(
      'Řádek 6 výpisu nelze přečíst: datum „2026-11-31“ není ve tvaru DD.MM.RRRR.',
    )
    const airBank = [
      '"Datum provedení","Směr platby","Typ platby","Měna účtu","Částka v měně účtu","Název protistrany","Číslo účtu protistrany","Variabilní symbol","Referenční číslo"',
      `"${czDate(today()).replace(/\./g, '/')}","Příchozí","Příchozí úhrada","CZK","990,00","Novák Jan","123456789/0800","${pending.variableSymbol}","1"`,
    ].join('\r\n')
    const foreign = await upload(airBank)
    expect(foreign.status).toBe(400)
    expect(apiErrorSchema.parse(await foreign.json())).toMatchObject({
      code: 'statement_wrong_account',
      message: expect.stringContaining('Výpis ve formátu Air Bank (CSV) neuvádí, ze kterého účtu je'),
    })
    for (const junk of ['<html><body>Výpis</body></html>', '%PDF-1.7\n%âãÏÓ', 'a;b;c\n1;2;3']) {
      const r = await upload(junk)
      expect(r.status).toBe(400)
      expect(apiErrorSchema.parse(await r.json()).message).toContain('Soubor není bankovní výpis')
    }
    expect(await statusOf(pending.id)).toBe('PENDING')
    expect(await recorded()).toBe(before)
  })
})
