import { describe, expect, it } from 'vitest'
import {
  BANK_PAYMENT_MATCHED,
  BANK_PAYMENT_NOT_FOUND,
  BANK_PAYMENT_RESOLVED,
  bankPaymentResolutionRefusal,
  orderOfSymbolNotFound,
} from './bank-payment-refusals.ts'

describe('bankPaymentResolutionRefusal', () => {
  it('refuses a missing, a self-matched and an already resolved payment; an open one passes', () => {
    expect(bankPaymentResolutionRefusal(undefined)).toBe(BANK_PAYMENT_NOT_FOUND)
    expect(bankPaymentResolutionRefusal({ outcome: 'MATCHED', resolution: null })).toBe(BANK_PAYMENT_MATCHED)
    expect(bankPaymentResolutionRefusal({ outcome: 'UNDERPAID', resolution: 'REFUNDED' })).toBe(
      BANK_PAYMENT_RESOLVED,
    )
    expect(bankPaymentResolutionRefusal({ outcome: 'UNDERPAID', resolution: null })).toBeNull()
  })

  it('names the variable symbol of a missing order', () => {
    expect(orderOfSymbolNotFound('2026000104')).toEqual({
      status: 404,
      error: { code: 'order_not_found', message: 'Objednávka s variabilním symbolem 2026000104 neexistuje.' },
    })
  })
})
