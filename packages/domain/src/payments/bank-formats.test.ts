import { describe, expect, it } from 'vitest'
import {
  decodeStatement,
  matchPayment,
  movementKeys,
  parseBankStatement,
  parseGpc,
  STATEMENT_FORMAT_LABELS,
  statementAccountRefusal,
  statementSummary,
  writeGpc,
} from './bank-statement.ts'
import { STATEMENT_SAMPLES, type StatementSample } from './fixtures/statement-samples.ts'

/** Windows-1250 bytes of the letters the samples use (TextEncoder only writes UTF-8). */
const CP1250: Record<string, number> = {
  á: 0xe1,
  č: 0xe8,
  é: 0xe9,
  ě: 0xec,
  í: 0xed,
  ň: 0xf2,
  ó: 0xf3,
  ř: 0xf8,
  š: 0x9a,
  ť: 0x9d,
  ú: 0xfa,
  ů: 0xf9,
  ý: 0xfd,
  ž: 0x9e,
  Á: 0xc1,
  Č: 0xc8,
  Ě: 0xcc,
  Í: 0xcd,
  Ř: 0xd8,
  Š: 0x8a,
  Ú: 0xda,
  Ž: 0x8e,
  '\u00A0': 0xa0,
}
function bytesOf(sample: Pick<StatementSample, 'encoding' | 'text'>): Uint8Array {
  if (sample.encoding === 'windows-1250')
    return new Uint8Array(
      [...sample.text].map((ch) => {
        const code = CP1250[ch] ?? ch.charCodeAt(0)
        if (code > 0xff) throw new Error(`no Windows-1250 byte for ${ch} in the test's table`)
        return code
      }),
    )
  const utf8 = new TextEncoder().encode(sample.text)
  return sample.encoding === 'utf-8-bom' ? new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]) : utf8
}

const order = { id: 'o1', variableSymbol: '2026000042', amountCzk: 990, status: 'PENDING' as const }

describe.each(STATEMENT_SAMPLES.map((s) => [s.format, s] as const))('%s', (format, sample) => {
  const parsed = parseBankStatement(decodeStatement(bytesOf(sample)))

  it('is recognised by its content and read line by line', () => {
    expect(sample.source.length).toBeGreaterThan(20)
    expect(parsed.ok && parsed.format).toBe(format)
    expect(parsed.ok && parsed.payments).toHaveLength(sample.movements)
    expect(parsed.ok && parsed.accounts).toEqual(sample.account ? [sample.account] : [])
  })

  it('pays the order with the incoming payment, never with the payment out or a reversal', () => {
    if (!parsed.ok) throw new Error(parsed.message)
    const matches = parsed.payments.map((p) => matchPayment(p, order).kind)
    expect(matches.filter((k) => k === 'MATCHED')).toHaveLength(1)
    const incoming = parsed.payments.find((p) => matchPayment(p, order).kind === 'MATCHED')
    expect(incoming).toMatchObject({ amountHalere: 99_000, currency: 'CZK', variableSymbol: '2026000042' })
    expect(normalize(incoming?.counterAccount)).toBe('123456789/0800')
    // the payer's name where the layout has a column for it (Fio's 2011 layout and MONETA's have none)
    expect(incoming?.counterName?.toLowerCase() ?? 'novák').toContain('novák')
    for (const p of parsed.payments.filter((x) => x.reversal))
      expect(matchPayment(p, order).kind).toBe('IGNORED')
  })

  it('is the operator’s statement only when it names the operator’s account', () => {
    if (!parsed.ok) throw new Error(parsed.message)
    if (sample.account) {
      expect(statementAccountRefusal(parsed.accounts, sample.account, parsed.format)).toBeNull()
      expect(statementSummary(parsed.format, parsed.accounts)).toBe(
        `Formát: ${STATEMENT_FORMAT_LABELS[format]}, účet ${sample.account}`,
      )
    } else {
      expect(statementAccountRefusal(parsed.accounts, '2801234567/2010', parsed.format)).toContain(
        `Výpis ve formátu ${STATEMENT_FORMAT_LABELS[format]} neuvádí, ze kterého účtu je`,
      )
      expect(statementSummary(parsed.format, parsed.accounts)).toContain('účet neuveden')
    }
  })
})

const normalize = (account: string | null | undefined) => account?.replace(/^0+/, '')

describe('reversals', () => {
  it('the CSV samples with a kind column each carry one, and it is marked', () => {
    const reversals = STATEMENT_SAMPLES.flatMap((s) => {
      const parsed = parseBankStatement(decodeStatement(bytesOf(s)))
      return parsed.ok ? parsed.payments.filter((p) => p.reversal).map(() => s.format) : []
    })
    expect(reversals).toEqual(['FIO_IB_CSV', 'KB_CSV', 'CSOB_CSV', 'RB_CSV', 'MONETA_CSV'])
  })

  it('GPC accounting code 4 (a reversed debit, money back in) never pays, however it matches', () => {
    const gpc = writeGpc('2801234567/2010', '2026-11-23', [
      { bankRef: '1', amountHalere: 99_000, variableSymbol: '2026000042', date: '2026-11-23', kind: '4' },
      { bankRef: '2', amountHalere: 99_000, variableSymbol: '2026000042', date: '2026-11-23', kind: '5' },
    ])
    const parsed = parseGpc(gpc)
    if (!parsed.ok) throw new Error(parsed.message)
    expect(parsed.payments.map((p) => [p.amountHalere, p.reversal])).toEqual([
      [99_000, true],
      [-99_000, true],
    ])
    expect(parsed.payments.map((p) => matchPayment(p, order).kind)).toEqual(['IGNORED', 'IGNORED'])
  })
})

describe('movement identity', () => {
  const gpc = (movements: Parameters<typeof writeGpc>[2]) => {
    const parsed = parseGpc(writeGpc('2801234567/2010', '2026-11-23', movements))
    if (!parsed.ok) throw new Error(parsed.message)
    return parsed.payments
  }
  const a = { bankRef: '0', amountHalere: 99_000, variableSymbol: '2026000042', date: '2026-11-23' as const }

  it('the same statement read twice has the same keys', () => {
    const movements = [a, { ...a, bankRef: '17', variableSymbol: '7' }]
    expect(movementKeys(gpc(movements))).toEqual(movementKeys(gpc(movements)))
  })

  it('two movements numbered 0 that differ in anything are two movements', () => {
    const keys = movementKeys(
      gpc([
        a,
        { ...a, variableSymbol: '2026000043' },
        { ...a, amountHalere: 149_000 },
        { ...a, counterAccount: '123456789/0800' },
        { ...a, date: '2026-11-24' },
      ]),
    )
    expect(new Set(keys).size).toBe(5)
  })

  it('two equal movements in one file are both counted, in the order of the file', () => {
    const keys = movementKeys(gpc([a, a]))
    expect(keys[0]).not.toBe(keys[1])
    expect(keys[1]?.endsWith('|2')).toBe(true)
  })

  it('writes an account however its zeros, prefix and bank are written the same way', () => {
    const [p] = gpc([a])
    if (!p) throw new Error('no movement')
    const [k1] = movementKeys([
      { ...p, account: '000000-2801234567/2010', counterAccount: '0000123456789/0800' },
    ])
    const [k2] = movementKeys([{ ...p, account: '2801234567', counterAccount: '123456789/0800' }])
    expect(k1).toBe(k2)
    expect(k1).toBe('m2|2801234567|2026-11-23|99000|2026000042|123456789/0800||1')
    const [foreign] = movementKeys([{ ...p, counterAccount: 'DE89 3704 0044 0532 0130 00' }])
    expect(foreign).toContain('|DE89370400440532013000|')
  })
})

describe('decoding and detecting', () => {
  it('reads UTF-16 with its mark, UTF-8 with and without, else Windows-1250', () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...'Kč'].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ])
    expect(decodeStatement(utf16)).toBe('Kč')
    expect(decodeStatement(new Uint8Array([0xef, 0xbb, 0xbf, 0x4b, 0xc4, 0x8d]))).toBe('Kč')
    expect(decodeStatement(new Uint8Array([0x4b, 0xe8]))).toBe('Kč')
  })

  it('names several accounts when a file has them', () => {
    expect(statementSummary('GPC', ['1', '2'])).toBe('Formát: ABO/GPC (libovolná banka), účty 1, 2')
  })

  it('does not go by the file name: a CSV of an unknown bank is refused in Czech', () => {
    const parsed = parseBankStatement('Datum;Popis;Částka\r\n23.11.2026;Něco;990,00\r\n')
    expect(parsed).toEqual({ ok: false, message: expect.stringContaining('Soubor není bankovní výpis') })
  })
})

describe('CSV lines that cannot be read', () => {
  const header =
    'Účet;Částka;Měna;Datum zaúčtování;Valuta;Banka;Číslo účtu;Název účtu;Variabilní kód;Reference'
  const uni = (...rows: string[]) => parseBankStatement([header, ...rows].join('\n'))
  const row = '2106990187;990,00;CZK;2026-11-23;2026-11-23;0800;123456789;Novák Jan;2026000042;R1'

  it('reads amounts however banks write them', () => {
    for (const [amount, halere] of [
      ['1.250,50', 125_050],
      ['1250.5', 125_050],
      ['+990 Kč', 99_000],
      ['-1\u00A0000,00 CZK', -100_000],
    ] as const) {
      const parsed = uni(row.replace('990,00', amount))
      expect(parsed.ok && parsed.payments[0]?.amountHalere).toBe(halere)
    }
  })

  it('skips empty and summary lines and reads a quoted field over two lines', () => {
    const parsed = uni(
      row,
      ';;;;;;;;;',
      'Celkem;990,00',
      row.replace('Novák Jan', '"Novák\nJan"').replace('R1', 'R2'),
    )
    expect(parsed.ok && parsed.payments.map((p) => [p.bankRef, p.counterName])).toEqual([
      ['R1', 'Novák Jan'],
      ['R2', 'Novák\nJan'],
    ])
  })

  it.each([
    [
      row.replace('2026-11-23;2026', '23-11-2026;2026'),
      'Řádek 2 výpisu nelze přečíst: datum „23-11-2026“ není ve tvaru DD.MM.RRRR ani RRRR-MM-DD.',
    ],
    [
      row.replace('Novák Jan', '"Novák" Jan'),
      'Řádek 2 výpisu nelze přečíst: pole v uvozovkách není uzavřené',
    ],
    [row.replace('990,00', '99O'), 'Řádek 2 výpisu nelze přečíst: částka „99O“ není číslo.'],
    [row.replace('990,00', '-10000000000,00'), 'je příliš velká'],
  ])('%s', (line, message) => {
    const parsed = uni(line)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.message).toContain(message)
  })

  it('names a missing column of a recognised layout', () => {
    expect(parseBankStatement(`${header.replace('Variabilní kód', 'Poznámka')}\n${row}`)).toEqual({
      ok: false,
      message: 'Řádek 1 výpisu nelze přečíst: v záhlaví chybí sloupec „Variabilní kód“.',
    })
  })
})
