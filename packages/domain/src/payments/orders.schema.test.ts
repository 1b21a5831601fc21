import { describe, expect, it } from 'vitest'
import { adminBankPaymentListQuerySchema } from '../roles/admin.schema.ts'
import { BANK_PAYMENT_STATE_LABELS, bankPaymentResolveRequestSchema } from './orders.schema.ts'

/* The payments queue's entries (docs/decisions/1303-payments-queue.md). */

const message = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? '' : r.error?.issues[0]?.message

describe('payments queue contract', () => {
  it('filters by states, text and dates, paged like the other admin lists', () => {
    expect(adminBankPaymentListQuerySchema.parse({ states: 'NEEDS_REVIEW,RESOLVED', q: ' 2026 ' })).toEqual({
      page: 1,
      pageSize: 20,
      states: ['NEEDS_REVIEW', 'RESOLVED'],
      q: '2026',
    })
    expect(message(adminBankPaymentListQuerySchema.safeParse({ states: 'PAID' }))).toBe(
      'Neznámý stav platby.',
    )
    expect(message(adminBankPaymentListQuerySchema.safeParse({ from: '1. 11. 2026' }))).toBe(
      'Datum „od“ zadejte ve tvaru RRRR-MM-DD.',
    )
    expect(Object.values(BANK_PAYMENT_STATE_LABELS)).toEqual(['Spárováno', 'K posouzení', 'Vyřešeno'])
  })

  it('assigns by the order’s variable symbol, refunds or rejects, always with a note', () => {
    expect(
      bankPaymentResolveRequestSchema.parse({
        action: 'ASSIGN',
        variableSymbol: ' 0042 ',
        note: ' Doplatí. ',
      }),
    ).toEqual({ action: 'ASSIGN', variableSymbol: '42', note: 'Doplatí.' })
    expect(bankPaymentResolveRequestSchema.parse({ action: 'REFUND', note: 'Vráceno 3. 12.' })).toEqual({
      action: 'REFUND',
      note: 'Vráceno 3. 12.',
    })
    expect(message(bankPaymentResolveRequestSchema.safeParse({ action: 'NOT_OURS', note: '  ' }))).toBe(
      'Napište poznámku: proč a co se s platbou stalo.',
    )
    expect(
      message(
        bankPaymentResolveRequestSchema.safeParse({ action: 'ASSIGN', variableSymbol: 'VS12', note: 'x' }),
      ),
    ).toBe('Variabilní symbol je 1 až 10 číslic.')
    expect(message(bankPaymentResolveRequestSchema.safeParse({ action: 'ASSIGN', note: 'x' }))).toBe(
      'Zadejte variabilní symbol objednávky.',
    )
    expect(message(bankPaymentResolveRequestSchema.safeParse({ action: 'PAY', note: 'x' }))).toBe(
      'Vyberte, co s platbou udělat.',
    )
  })
})
