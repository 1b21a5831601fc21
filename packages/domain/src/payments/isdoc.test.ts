import { describe, expect, it } from 'vitest'
import {
  accountingCsvHead,
  accountingCsvLine,
  accountingEntryPath,
  accountingMonthQuerySchema,
  accountingMonthRange,
  accountingMonthRefusal,
} from './accounting-archive.ts'
import { creditNoteTotals } from './credit-note.ts'
import { type InvoiceDocument, invoiceTotals } from './invoice.ts'
import { creditNoteIsdoc, invoiceIsdoc, isdocAmount, splitAddress } from './isdoc.ts'

const doc: InvoiceDocument = {
  number: 'FA-2026-000001',
  issuedOn: '2026-11-02',
  taxableSupplyOn: '2026-11-02',
  supplier: {
    name: 'Ukázka <s.r.o.>',
    address: 'Smyšlená 1, 110 00 Praha 1',
    ico: '12345678',
    dic: 'CZ12345678',
    accountNumber: '19-2000145399/0800',
    iban: 'CZ6508000000192000145399',
  },
  customer: { name: 'Jan "Honza" Novák', address: null, ico: null, dic: null, email: null },
  variableSymbol: '2026000001',
  description: 'Balíček 300 kreditů',
  totals: invoiceTotals(2490, { vatPayer: true, ratePercent: 21 }),
}

describe('ISDOC (docs/decisions/1310-isdoc.md)', () => {
  it('splits the printed address into the parts ISDOC asks for, and keeps what does not fit whole', () => {
    expect(splitAddress('Smyšlená 1, 110 00 Praha 1')).toEqual({
      street: 'Smyšlená',
      building: '1',
      postcode: '11000',
      city: 'Praha 1',
    })
    expect(splitAddress('Náměstí Míru 1234/5b, 76001 Zlín')).toEqual({
      street: 'Náměstí Míru',
      building: '1234/5b',
      postcode: '76001',
      city: 'Zlín',
    })
    expect(splitAddress('Lhota, 123 45 Lhota')).toEqual({
      street: 'Lhota',
      building: '',
      postcode: '12345',
      city: 'Lhota',
    })
    expect(splitAddress('někde v Evropě').street).toBe('někde v Evropě')
    expect(splitAddress(null)).toEqual({ street: '', building: '', postcode: '', city: '' })
  })

  it('writes amounts with a dot and two decimals', () => {
    expect(isdocAmount(205785)).toBe('2057.85')
    expect(isdocAmount(5)).toBe('0.05')
    expect(isdocAmount(-249000)).toBe('-2490.00')
  })

  it('escapes what XML needs and drops characters XML cannot hold', () => {
    const xml = invoiceIsdoc(
      { ...doc, description: 'Kredity \u0001a & <b>' },
      { uuid: '6f1b3c2e-1234-4abc-8def-0123456789ab' },
    )
    expect(xml).toContain('<Name>Ukázka &lt;s.r.o.&gt;</Name>')
    expect(xml).toContain('<Name>Jan &quot;Honza&quot; Novák</Name>')
    expect(xml).toContain('<Description>Kredity a &amp; &lt;b&gt;</Description>')
    expect(xml).toContain('<UUID>6F1B3C2E-1234-4ABC-8DEF-0123456789AB</UUID>')
    expect(xml).toContain('<ID>19-2000145399</ID>')
    expect(xml).toContain('<BankCode>0800</BankCode>')
  })

  it('a credit note is DocumentType 2 in positive amounts, linked to its invoice, naming no account', () => {
    const xml = creditNoteIsdoc(
      {
        ...doc,
        number: 'OD-2026-000001',
        invoiceNumber: doc.number,
        invoiceIssuedOn: doc.issuedOn,
        reason: 'Zrušení objednávky',
        totals: creditNoteTotals(doc.totals),
      },
      { uuid: '00000000-0000-4000-8000-000000000002', invoiceUuid: '00000000-0000-4000-8000-000000000001' },
    )
    expect(xml).toContain('<DocumentType>2</DocumentType>')
    expect(xml).toContain('<OriginalDocumentReference ref="original">')
    expect(xml).toContain('<UUID>00000000-0000-4000-8000-000000000001</UUID>')
    expect(xml).toContain('<PayableAmount>2490.00</PayableAmount>')
    expect(xml).not.toContain('-2490')
    expect(xml).not.toContain('<PaymentMeans>')
  })
})

describe('the month archive (docs/decisions/1311-accounting-archive.md)', () => {
  it('takes a calendar month and its half-open range of days', () => {
    expect(accountingMonthQuerySchema.safeParse({ month: '2026-11' }).success).toBe(true)
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-11-01', ''])
      expect(accountingMonthQuerySchema.safeParse({ month: bad }).success, bad).toBe(false)
    expect(accountingMonthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-12-01' })
    expect(accountingMonthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' })
    expect(accountingMonthRefusal('2026-11', '2026-11-27')).toBeNull()
    expect(accountingMonthRefusal('2026-12', '2026-11-27')?.status).toBe(422)
  })

  it('writes the summary as Czech Excel reads it: BOM, semicolons, decimal commas, CRLF, quotes where needed', () => {
    expect(accountingCsvHead().startsWith('\uFEFFTyp dokladu;Číslo dokladu;')).toBe(true)
    const line = accountingCsvLine({
      kind: 'CREDIT_NOTE',
      number: 'OD-2026-000001',
      issuedOn: '2026-11-20',
      taxableSupplyOn: '2026-11-20',
      buyer: 'Firma; "Nová"',
      buyerIco: null,
      buyerDic: null,
      variableSymbol: '2026000001',
      baseHalere: -205785,
      vatHalere: -43215,
      totalHalere: -249000,
      ratePercent: 21,
      correctedInvoice: 'FA-2026-000001',
    })
    expect(line).toBe(
      'Opravný doklad;OD-2026-000001;2026-11-20;2026-11-20;"Firma; ""Nová""";;;2026000001;21;-2057,85;-432,15;-2490,00;FA-2026-000001\r\n',
    )
    expect(accountingEntryPath({ kind: 'INVOICE', number: 'FA-2026-000001' }, 'isdoc')).toBe(
      'faktury/FA-2026-000001.isdoc',
    )
  })
})
