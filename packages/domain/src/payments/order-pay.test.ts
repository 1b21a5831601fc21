import { describe, expect, it } from 'vitest'
import { paidOrderNotAssignable } from './bank-payment-refusals.ts'
import { orderPayStep } from './order-pay.ts'
import { CANCELLED_ORDER_NOT_PAYABLE } from './order-refusals.ts'

const order = (status: 'PENDING' | 'PAID' | 'CANCELLED') => ({ status, variableSymbol: '2026000104' })

describe('marking an order paid (the server and the mock alike)', () => {
  it('pays a pending order however the payment comes', () => {
    expect(orderPayStep(order('PENDING'), 'mark')).toEqual({ kind: 'pay' })
    expect(orderPayStep(order('PENDING'), 'assign')).toEqual({ kind: 'pay' })
  })

  it('refuses a cancelled order however the payment comes', () => {
    for (const via of ['mark', 'assign'] as const)
      expect(orderPayStep(order('CANCELLED'), via)).toEqual({
        kind: 'refused',
        refusal: CANCELLED_ORDER_NOT_PAYABLE,
      })
  })

  it('leaves a paid order as it is when marked again, and refuses a bank payment assigned to it by hand', () => {
    expect(orderPayStep(order('PAID'), 'mark')).toEqual({ kind: 'unchanged' })
    expect(orderPayStep(order('PAID'), 'assign')).toEqual({
      kind: 'refused',
      refusal: paidOrderNotAssignable('2026000104'),
    })
  })

  it('words the refused assignment with the order’s variable symbol', () => {
    expect(paidOrderNotAssignable('2026000104')).toEqual({
      status: 409,
      error: {
        code: 'order_paid',
        message: 'Objednávka 2026000104 už je zaplacená. Platbu vraťte, nebo ji přiřaďte jiné objednávce.',
      },
    })
  })
})
