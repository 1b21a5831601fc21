import type { Refusal } from '../fields/refusal.ts'
import { PAID_ORDER_NOT_CANCELLABLE } from './order-refusals.ts'
import type { OrderStatus } from './orders.schema.ts'

/**
 * What cancelling an order does, by its status and who asks, the same on the server (services/orders/
 * order-service.ts) and in the mock API (handlers/orders.ts): a PENDING order is cancelled (an admin's act is
 * audited); a cancelled one answers unchanged; a PAID one is refused to its buyer, while an admin returns its price
 * (paidOrderRefund and a credit note, docs/decisions/1306-credit-notes.md).
 */
export type OrderCancelStep =
  | { kind: 'cancel' }
  | { kind: 'unchanged' }
  | { kind: 'refund' }
  | { kind: 'refused'; refusal: Refusal }

export function orderCancelStep(status: OrderStatus, by: 'buyer' | 'admin'): OrderCancelStep {
  if (status === 'PENDING') return { kind: 'cancel' }
  if (status === 'CANCELLED') return { kind: 'unchanged' }
  return by === 'admin' ? { kind: 'refund' } : { kind: 'refused', refusal: PAID_ORDER_NOT_CANCELLABLE }
}
