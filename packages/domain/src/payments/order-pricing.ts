import { formatCredits } from '../czech-format/plural.ts'
import type { SubscriptionTerm } from '../subscriptions/subscriptions.ts'
import { subscriptionPriceCzk } from '../subscriptions/subscriptions.ts'
import { CREDIT_PACKS, type TierId, tierById } from '../tiers/tiers.ts'

export type OrderItem =
  | { kind: 'CREDITS'; credits: number }
  | { kind: 'SUBSCRIPTION'; tier: TierId; term: SubscriptionTerm }

/**
 * Unpaid orders one user may have at once; the server counts them under a per-user lock, so parallel orders cannot
 * pass it (docs/decisions/1233-pending-orders-cap.md).
 */
export const MAX_PENDING_ORDERS = 10
export const TOO_MANY_PENDING_ORDERS_MESSAGE = `Máte ${MAX_PENDING_ORDERS} nezaplacených objednávek. Zaplaťte nebo zrušte některou z nich a objednejte znovu.`

/** The price of an order from the one price configuration; null for something that cannot be bought online. */
export function orderAmountCzk(item: OrderItem): number | null {
  if (item.kind === 'CREDITS') return CREDIT_PACKS.find((p) => p.credits === item.credits)?.priceCzk ?? null
  return subscriptionPriceCzk(item.tier, item.term)
}

/** "Balíček 300 kreditů", "Předplatné Gold, ročně": on the order, the payment page and the QR message. */
export function orderDescription(item: OrderItem): string {
  if (item.kind === 'CREDITS') return `Balíček ${formatCredits(item.credits)}`
  return `Předplatné ${tierById(item.tier).label}, ${item.term === 'MONTHLY' ? 'měsíčně' : 'ročně'}`
}

/** Credits granted when the order is paid; a subscription grants its first month now and the rest month by month. */
export function creditsOnPayment(item: OrderItem): number {
  if (item.kind === 'CREDITS') return item.credits
  return tierById(item.tier).monthlyCredits ?? 0
}
