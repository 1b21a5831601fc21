import type { Refusal } from '../fields/refusal.ts'
import { paidOrderNotAssignable } from './bank-payment-refusals.ts'
import { CANCELLED_ORDER_NOT_PAYABLE } from './order-refusals.ts'
import type { OrderStatus } from './orders.schema.ts'

/**
 * Whether an order may be marked paid, the same on the server (services/orders/order-service.ts `payOrder`) and in
 * the mock API (handlers/orders.ts `pay`): a PENDING order is paid (and grants what it bought); a CANCELLED one is
 * refused. A PAID one is left as it is when an admin marks it paid or a statement line pays it again (a double
 * click, two admins, a statement imported twice grant nothing twice), but refused when an admin assigns a bank
 * payment to it by hand: that money is to be returned or assigned to another order
 * (docs/decisions/1303-payments-queue.md).
 */
export type OrderPayStep = { kind: 'pay' } | { kind: 'unchanged' } | { kind: 'refused'; refusal: Refusal }

/** How the payment comes: the admin's "paid" or a matched statement line (`mark`), a queue assignment (`assign`). */
export type OrderPayment = 'mark' | 'assign'

export function orderPayStep(
  order: { status: OrderStatus; variableSymbol: string },
  via: OrderPayment,
): OrderPayStep {
  if (order.status === 'PENDING') return { kind: 'pay' }
  if (order.status === 'CANCELLED') return { kind: 'refused', refusal: CANCELLED_ORDER_NOT_PAYABLE }
  return via === 'assign'
    ? { kind: 'refused', refusal: paidOrderNotAssignable(order.variableSymbol) }
    : { kind: 'unchanged' }
}
