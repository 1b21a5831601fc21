import { describe, expect, it } from 'vitest'
import {
  BUYER_ADDRESS_REQUIRED,
  buyerAddressComplete,
  buyerAddressRequired,
  creditNoteNumber,
  creditNoteTitle,
  creditNoteTotals,
  PAID_SUBSCRIPTION_NOT_REFUNDABLE,
  paidOrderRefund,
  refundLedgerNote,
} from './credit-note.ts'
import { invoiceTotals } from './invoice.ts'

describe('credit notes (decision 1306)', () => {
  it('numbers its own series per year, beside the invoices', () => {
    expect(creditNoteNumber(2026, 7)).toBe('OD-2026-000007')
    expect(creditNoteNumber(2027, 123456)).toBe('OD-2027-123456')
    expect(refundLedgerNote('2026000104', 'OD-2026-000007')).toBe(
      'Vrácení objednávky VS 2026000104 (opravný doklad OD-2026-000007)',
    )
  })

  it('negates every part of the invoice it corrects, VAT payer or not', () => {
    const vat = invoiceTotals(2490, { vatPayer: true, ratePercent: 21 })
    expect(creditNoteTotals(vat)).toEqual({
      baseHalere: -205785,
      vatHalere: -43215,
      totalHalere: -249000,
      ratePercent: 21,
    })
    const none = creditNoteTotals(invoiceTotals(990, { vatPayer: false, ratePercent: 21 }))
    expect(none).toEqual({ baseHalere: -99000, vatHalere: 0, totalHalere: -99000, ratePercent: null })
    expect(Object.is(none.vatHalere, -0)).toBe(false)
  })

  it('is a tax document for a VAT payer only', () => {
    expect(
      creditNoteTitle({
        number: 'OD-2026-000001',
        totals: creditNoteTotals(invoiceTotals(990, { vatPayer: true, ratePercent: 21 })),
      }),
    ).toBe('Opravný daňový doklad OD-2026-000001')
    expect(
      creditNoteTitle({
        number: 'OD-2026-000001',
        totals: creditNoteTotals(invoiceTotals(990, { vatPayer: false, ratePercent: 21 })),
      }),
    ).toBe('Opravná faktura OD-2026-000001')
  })

  it('takes back a pack’s credits as far as the balance holds them; a subscription is refused', () => {
    expect(paidOrderRefund({ kind: 'CREDITS', credits: 300 }, 500)).toEqual({ ok: true, takeBack: 300 })
    expect(paidOrderRefund({ kind: 'CREDITS', credits: 300 }, 120)).toEqual({ ok: true, takeBack: 120 })
    expect(paidOrderRefund({ kind: 'CREDITS', credits: 300 }, -5)).toEqual({ ok: true, takeBack: 0 })
    expect(paidOrderRefund({ kind: 'CREDITS', credits: null }, 50)).toEqual({ ok: true, takeBack: 0 })
    expect(paidOrderRefund({ kind: 'SUBSCRIPTION', credits: null }, 500)).toEqual({
      ok: false,
      refusal: PAID_SUBSCRIPTION_NOT_REFUNDABLE,
    })
  })
})

describe('the buyer’s address (decision 1307)', () => {
  it('is required above 10 000 Kč including VAT, not at or below it', () => {
    expect(buyerAddressRequired(10_000)).toBe(false)
    expect(buyerAddressRequired(10_001)).toBe(true)
    expect(buyerAddressRequired(990)).toBe(false)
  })

  it('is complete with street, postcode and city, none blank', () => {
    expect(buyerAddressComplete({ street: 'Vodičkova 1', city: 'Praha 1', postcode: '11000' })).toBe(true)
    expect(buyerAddressComplete({ street: 'Vodičkova 1', city: ' ', postcode: '11000' })).toBe(false)
    expect(buyerAddressComplete({ street: null, city: 'Praha', postcode: '11000' })).toBe(false)
    expect(buyerAddressComplete({})).toBe(false)
    expect(BUYER_ADDRESS_REQUIRED.status).toBe(422)
  })
})
