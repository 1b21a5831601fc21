import { describe, expect, it } from 'vitest'
import { orderCancelStep } from './order-cancel.ts'
import { PAID_ORDER_NOT_CANCELLABLE } from './order-refusals.ts'
import type { BankPayment } from './statement-common.ts'
import { countMovement, incomingMovements, statementImportStart } from './statement-import.ts'

const payment = (over: Partial<BankPayment> = {}): BankPayment => ({
  bankRef: 'R1',
  account: '2801234567/2010',
  date: '2026-11-20',
  amountHalere: 249000,
  currency: 'CZK',
  variableSymbol: '2026000104',
  counterAccount: '19-123457/0100',
  counterName: 'Jan Novák',
  ...over,
})

describe('a statement import, step by step (the server and the mock alike)', () => {
  it('counts only incoming CZK movements that are not reversals, each with its own key', () => {
    const moves = incomingMovements([
      payment(),
      payment({ bankRef: 'R2', amountHalere: -1000 }),
      payment({ bankRef: 'R3', currency: 'EUR' }),
      payment({ bankRef: 'R4', reversal: true }),
      payment(),
    ])
    expect(moves.map((m) => m.payment.bankRef)).toEqual(['R1', 'R1'])
    expect(new Set(moves.map((m) => m.key)).size).toBe(2)
  })

  it('starts with the summary and the count, and counts each outcome where it belongs', () => {
    const p = payment()
    const result = statementImportStart(
      { format: 'GPC', accounts: ['2801234567/2010'] },
      incomingMovements([p]),
    )
    expect(result).toMatchObject({ format: 'GPC', incoming: 1, alreadyImported: 0, paid: [], toReview: [] })
    expect(result.summary).toContain('2801234567/2010')
    countMovement(result, p, { kind: 'DUPLICATE' })
    countMovement(result, p, { kind: 'IGNORED' })
    countMovement(result, p, { kind: 'MATCHED', orderId: 'o1', variableSymbol: '2026000104' })
    countMovement(result, p, { kind: 'AMOUNT_MISMATCH', orderId: 'o2' })
    expect(result.alreadyImported).toBe(1)
    expect(result.paid).toEqual([{ orderId: 'o1', variableSymbol: '2026000104', amountCzk: 2490 }])
    expect(result.toReview).toEqual([
      {
        bankRef: 'R1',
        date: '2026-11-20',
        amountCzk: 2490,
        variableSymbol: '2026000104',
        counterAccount: '19-123457/0100',
        counterName: 'Jan Novák',
        reason: 'AMOUNT_MISMATCH',
        orderId: 'o2',
      },
    ])
  })
})

describe('cancelling an order (the server and the mock alike)', () => {
  it('cancels a pending order, leaves a cancelled one, refunds a paid one for an admin and refuses it to the buyer', () => {
    expect(orderCancelStep('PENDING', 'buyer')).toEqual({ kind: 'cancel' })
    expect(orderCancelStep('PENDING', 'admin')).toEqual({ kind: 'cancel' })
    expect(orderCancelStep('CANCELLED', 'buyer')).toEqual({ kind: 'unchanged' })
    expect(orderCancelStep('PAID', 'admin')).toEqual({ kind: 'refund' })
    expect(orderCancelStep('PAID', 'buyer')).toEqual({ kind: 'refused', refusal: PAID_ORDER_NOT_CANCELLABLE })
  })
})
