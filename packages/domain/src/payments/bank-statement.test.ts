import { describe, expect, it } from 'vitest'
import {
  type BankPayment,
  matchPayment,
  parseBankStatement,
  parseGpc,
  statementAccountRefusal,
  writeGpc,
} from './bank-statement.ts'
import { formatHalere, invoiceNumber, invoiceTitle, invoiceTotals } from './invoice.ts'

// A statement as a bank exports it: the header, a credit with a variable symbol, a debit, an extra text line. Built
// field by field (width per field) so the positions are visible.
const fields = (...parts: Array<[string, number]>) =>
  parts.map(([v, w]) => (/^\d*$/.test(v) ? v.padStart(w, '0') : v.padEnd(w))).join('')
const HEADER = fields(
  ['074', 3],
  ['2000145399', 16],
  ['TRZISTE S.R.O.', 20],
  ['011126', 6],
  ['0', 14],
  ['+', 1],
  ['249000', 14],
  ['+', 1],
  ['10000', 14],
  ['0', 1],
  ['259000', 14],
  ['0', 1],
  ['1', 3],
  ['111126', 6],
  [' ', 14],
)
const CREDIT = fields(
  ['075', 3],
  ['2000145399', 16],
  ['123456789', 16],
  ['10', 13],
  ['249000', 12],
  ['2', 1],
  ['2026000001', 10],
  ['00', 2],
  ['0800', 4],
  ['0308', 4],
  ['0', 10],
  ['111126', 6],
  ['JAN NOVAK', 20],
  ['0', 1],
  ['0203', 4],
  ['111126', 6],
)
const DEBIT = fields(
  ['075', 3],
  ['2000145399', 16],
  ['0', 16],
  ['11', 13],
  ['10000', 12],
  ['1', 1],
  ['0', 10],
  ['0', 10],
  ['0', 10],
  ['111126', 6],
  ['NAJEM', 20],
  ['0', 1],
  ['0203', 4],
  ['111126', 6],
)
const GPC = [HEADER, CREDIT, DEBIT, '078Platba za predplatne'].join('\r\n')

describe('ABO/GPC statements', () => {
  it('reads the movements of a bank export', () => {
    const parsed = parseGpc(GPC)
    expect(parsed).toEqual({
      ok: true,
      format: 'GPC',
      accounts: ['2000145399'],
      payments: [
        {
          bankRef: '0000000000010',
          account: '2000145399',
          date: '2026-11-11',
          amountHalere: 249000,
          currency: 'CZK',
          variableSymbol: '2026000001',
          counterAccount: '123456789/0800',
          counterName: 'JAN NOVAK',
        },
        expect.objectContaining({ amountHalere: -10000, variableSymbol: null, bankRef: '0000000000011' }),
      ],
    })
  })

  it('reads back what writeGpc writes', () => {
    const text = writeGpc('19-2000145399/0800', '2026-11-23', [
      { bankRef: '77', amountHalere: 2_990_000, variableSymbol: '2026000042', date: '2026-11-23' },
    ])
    const parsed = parseBankStatement(text)
    expect(parsed.ok && parsed.payments).toEqual([
      {
        bankRef: '0000000000077',
        account: '19-2000145399',
        date: '2026-11-23',
        amountHalere: 2_990_000,
        currency: 'CZK',
        variableSymbol: '2026000042',
        counterAccount: null,
        counterName: null,
      },
    ])
    for (const line of text.trimEnd().split('\r\n')) expect(line).toHaveLength(128)
  })

  it.each([
    ['', 'Soubor s výpisem je prázdný.'],
    ['<html>nic</html>', 'Soubor není bankovní výpis'],
    [`${HEADER}\r\n080 co to je`, 'Řádek 2 výpisu nelze přečíst: neznámý typ záznamu „080“'],
    [`${HEADER}\r\n075123`, 'Řádek 2 výpisu nelze přečíst: pohyb (075) je kratší než 97 znaků.'],
    [
      `${HEADER}\r\n${CREDIT.replace('000000249000', '0000002490x0')}`,
      'Řádek 2 výpisu nelze přečíst: částka „0000002490x0“ není číslo v haléřích.',
    ],
    [
      `${HEADER}\r\n\r\n${CREDIT.replace('111126JAN', '991326JAN')}`,
      'Řádek 3 výpisu nelze přečíst: datum „991326“ není ve tvaru DDMMRR.',
    ],
  ])('refuses %j with a message naming the line', (text, message) => {
    const parsed = parseBankStatement(text)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.message).toContain(message)
  })
})

const FIO = [
  '"accountId";"2000145399"',
  '"bankId";"2010"',
  '"currency";"CZK"',
  '',
  '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"Kód banky";"Název banky";"KS";"VS";"SS";"Poznámka";"Zpráva pro příjemce";"Typ"',
  '"26110001";"23.11.2026";"29900,00";"CZK";"123456789";"Novák, Jan";"0800";"Česká spořitelna";"0308";"2026000002";"";"";"Předplatné";"Bezhotovostní příjem"',
  '"26110002";"24.11.2026";"-1 250,50";"CZK";"";"";"";"";"";"";"";"Poplatek";"";"Platba"',
].join('\r\n')

describe('Fio CSV statements', () => {
  it('reads the movements with decimal commas and quoted fields', () => {
    const parsed = parseBankStatement(`\uFEFF${FIO}`)
    expect(parsed.ok && parsed.payments).toEqual([
      {
        bankRef: '26110001',
        account: '2000145399',
        date: '2026-11-23',
        amountHalere: 2_990_000,
        currency: 'CZK',
        variableSymbol: '2026000002',
        counterAccount: '123456789/0800',
        counterName: 'Novák, Jan',
      },
      expect.objectContaining({ amountHalere: -125_050, variableSymbol: null }),
    ])
    expect(parseBankStatement(FIO).ok).toBe(true)
  })

  it('names the line it cannot read', () => {
    const broken = FIO.replace('"23.11.2026"', '"2026-11-23"')
    expect(parseBankStatement(broken)).toEqual({
      ok: false,
      message: 'Řádek 6 výpisu nelze přečíst: datum „2026-11-23“ není ve tvaru DD.MM.RRRR.',
    })
    expect(parseBankStatement(FIO.replace('"VS";', '"XX";'))).toEqual({
      ok: false,
      message: 'Řádek 5 výpisu nelze přečíst: v záhlaví chybí sloupec „VS“.',
    })
    expect(parseBankStatement(FIO.replace('"29900,00"', '"29.900"'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('Řádek 6'),
    })
  })
})

describe('what the database could not hold', () => {
  it('refuses a NUL byte or a lone surrogate with its line, in either format', () => {
    const gpc = writeGpc('19-2000145399/0800', '2026-11-23', [
      {
        bankRef: '1',
        amountHalere: 100,
        variableSymbol: '1',
        date: '2026-11-23',
        counterName: 'NOVAK\u0000',
      },
    ])
    expect(parseBankStatement(gpc)).toEqual({
      ok: false,
      message: 'Řádek 2 výpisu nelze přečíst: obsahuje nepovolené znaky (například nulový bajt).',
    })
    expect(parseBankStatement(FIO.replace('Novák, Jan', 'Novák\uD800'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('Řádek 6 výpisu nelze přečíst: obsahuje nepovolené znaky'),
    })
  })

  it('refuses an amount over 9 999 999 999,99 Kč with its line', () => {
    expect(parseBankStatement(FIO.replace('"29900,00"', '"9999999999,99"')).ok).toBe(true)
    expect(parseBankStatement(FIO.replace('"29900,00"', '"10000000000,00"'))).toEqual({
      ok: false,
      message:
        'Řádek 6 výpisu nelze přečíst: částka „10000000000,00“ je příliš velká (nejvýše 9 999 999 999,99 Kč).',
    })
    expect(parseBankStatement(FIO.replace('"29900,00"', `"${'9'.repeat(30)}"`)).ok).toBe(false)
  })
})

describe('the statement’s account', () => {
  const operator = '19-2000145399/0800'
  it('names the accounts of the file: each GPC header, Fio’s accountId with its bankId', () => {
    const gpc = parseBankStatement(writeGpc(operator, '2026-11-23', []))
    expect(gpc.ok && gpc.accounts).toEqual(['19-2000145399'])
    const fio = parseBankStatement(FIO)
    expect(fio.ok && fio.accounts).toEqual(['2000145399/2010'])
  })

  it('accepts only the operator’s account, however its zeros and bank are written', () => {
    expect(statementAccountRefusal(['19-2000145399'], operator)).toBeNull()
    expect(statementAccountRefusal(['000019-0002000145399/0800'], operator)).toBeNull()
    expect(statementAccountRefusal(['2000145399'], operator)).toContain('Výpis je z účtu 2000145399')
    expect(statementAccountRefusal(['19-2000145399/2010'], operator)).toContain('ne z účtu provozovatele')
    expect(statementAccountRefusal(['19-2000145399', '123-45'], operator)).toContain('123-45')
    expect(statementAccountRefusal([], operator)).toContain('Výpis neuvádí, ze kterého účtu je.')
  })
})

describe('matching payments with orders', () => {
  const payment = (over: Partial<BankPayment> = {}): BankPayment => ({
    bankRef: '1',
    account: '1',
    date: '2026-11-23',
    amountHalere: 249_000,
    currency: 'CZK',
    variableSymbol: '2026000001',
    counterAccount: null,
    counterName: null,
    ...over,
  })
  const order = { id: 'o1', variableSymbol: '2026000001', amountCzk: 2490, status: 'PENDING' as const }

  it('pays an order only with its symbol and exactly its amount', () => {
    expect(matchPayment(payment(), order)).toEqual({ kind: 'MATCHED', orderId: 'o1' })
    expect(matchPayment(payment({ amountHalere: 249_001 }), order)).toEqual({
      kind: 'AMOUNT_MISMATCH',
      orderId: 'o1',
      expectedCzk: 2490,
    })
    expect(matchPayment(payment(), { ...order, status: 'PAID' })).toEqual({
      kind: 'NOT_PENDING',
      orderId: 'o1',
    })
    expect(matchPayment(payment(), undefined)).toEqual({ kind: 'UNMATCHED' })
    expect(matchPayment(payment({ amountHalere: -249_000 }), order)).toEqual({ kind: 'IGNORED' })
    expect(matchPayment(payment({ currency: 'EUR' }), order)).toEqual({ kind: 'IGNORED' })
  })
})

describe('invoice amounts', () => {
  it('splits a VAT-inclusive price into base and VAT that add up', () => {
    expect(invoiceTotals(2490, { vatPayer: true, ratePercent: 21 })).toEqual({
      baseHalere: 205_785,
      vatHalere: 43_215,
      totalHalere: 249_000,
      ratePercent: 21,
    })
    for (const price of [990, 1490, 2990, 6990, 29_900, 59_900]) {
      const t = invoiceTotals(price, { vatPayer: true, ratePercent: 21 })
      expect(t.baseHalere + t.vatHalere).toBe(price * 100)
    }
    expect(invoiceTotals(990, { vatPayer: false, ratePercent: 21 })).toEqual({
      baseHalere: 99_000,
      vatHalere: 0,
      totalHalere: 99_000,
      ratePercent: null,
    })
  })

  it('numbers and titles invoices', () => {
    expect(invoiceNumber(2026, 42)).toBe('FA-2026-000042')
    expect(formatHalere(2_990_050)).toBe('29\u00A0900,50\u00A0Kč')
    const totals = invoiceTotals(990, { vatPayer: true, ratePercent: 21 })
    expect(invoiceTitle({ number: 'FA-2026-000001', totals })).toBe('Faktura – daňový doklad FA-2026-000001')
    expect(invoiceTitle({ number: 'FA-2026-000001', totals: { ...totals, ratePercent: null } })).toBe(
      'Faktura FA-2026-000001',
    )
  })
})

describe('credit history helpers', () => {
  it('finds the next monthly grant of a subscription', async () => {
    const { nextGrantDate, subscriptionActiveUntil } = await import('./credit-history.ts')
    const sub = { startsAt: '2026-01-31', term: 'YEARLY' as const }
    expect(nextGrantDate(sub, '2026-01-31')).toBe('2026-02-28')
    expect(nextGrantDate(sub, '2026-12-31')).toBeNull()
    expect(subscriptionActiveUntil(sub)).toBe('2027-01-31')
    expect(nextGrantDate({ startsAt: '2026-11-23', term: 'MONTHLY' }, '2026-11-23')).toBeNull()
  })
})

describe('statements that cannot be read', () => {
  const readsNot = (text: string, pattern: RegExp) => {
    const parsed = parseBankStatement(text)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toMatch(pattern)
  }
  const replaceAt = (line: string, at: number, value: string) =>
    line.slice(0, at) + value + line.slice(at + value.length)

  it('names the GPC line and what is wrong with it', () => {
    readsNot('hello\r\nworld', /./)
    readsNot(HEADER.slice(0, 30), /Řádek 1/)
    readsNot([replaceAt(HEADER, 3, ' '.repeat(16)), CREDIT].join('\r\n'), /Řádek 1/)
    readsNot([HEADER, replaceAt(CREDIT, 60, '9')].join('\r\n'), /Řádek 2/)
    readsNot([HEADER, replaceAt(CREDIT, 61, 'ABCDEFGHIJ')].join('\r\n'), /Řádek 2/)
    readsNot([HEADER, replaceAt(CREDIT, 48, 'ABCDEFGHIJKL')].join('\r\n'), /Řádek 2/)
    readsNot([HEADER, replaceAt(CREDIT, 91, 'XXXXXX')].join('\r\n'), /Řádek 2/)
    readsNot('078 jen text', /./)
  })

  it('names the Fio CSV line and what is wrong with it', () => {
    const lines = FIO.split('\r\n')
    const movement = lines[5] as string
    readsNot('"a";"b"\r\n"c";"d"', /./)
    readsNot([...lines.slice(0, 5), '"26110009";"23.11.2026"'].join('\r\n'), /Řádek 6/)
    readsNot([...lines.slice(0, 5), movement.replace('"2026000002"', '"12AB"')].join('\r\n'), /Řádek 6/)
    readsNot([...lines.slice(0, 5), movement.replace('"26110001"', '""')].join('\r\n'), /Řádek 6/)
    readsNot([...lines.slice(0, 5), movement.replace('"Novák, Jan"', '"Novák')].join('\r\n'), /Řádek 6/)
    const quoted = parseBankStatement(
      [...lines.slice(0, 5), movement.replace('"Novák, Jan"', '"Novák ""Honza"""')].join('\r\n'),
    )
    expect(quoted.ok && quoted.payments[0]?.counterName).toBe('Novák "Honza"')
    const noBank = parseBankStatement(
      [...lines.slice(0, 5), movement.replace('"0800";"Česká', '"";"Česká')].join('\r\n'),
    )
    expect(noBank.ok && noBank.payments[0]?.counterAccount).toBe('123456789')
  })

  it('formats negative amounts and leaves a non-payer without VAT', () => {
    expect(formatHalere(-125_050)).toBe('-1\u00A0250,50\u00A0Kč')
    expect(invoiceTotals(100, { vatPayer: false, ratePercent: 21 })).toEqual({
      baseHalere: 100_00,
      vatHalere: 0,
      totalHalere: 100_00,
      ratePercent: null,
    })
  })
})
