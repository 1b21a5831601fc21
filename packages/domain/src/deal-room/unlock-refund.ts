import type { OfferStatus } from '../offers/offer-catalogue.ts'

/**
 * Fair credits (docs/product/credits.md "Fair credits"): an unlock made less than this many days before its offer left
 * the market is refunded in full, once.
 */
export const UNLOCK_REFUND_DAYS = 7
const DAY_MS = 86_400_000

/** The statuses in which an offer is off the market, so a move into one refunds recent unlocks. */
export const OFF_MARKET_STATUSES: readonly OfferStatus[] = ['PAUSED', 'CLOSED']

/** Whether a move from `from` to `to` takes the offer off the market (owner's pause or close, or an admin take-down). */
export function leavesMarket(from: OfferStatus, to: OfferStatus): boolean {
  return from === 'PUBLISHED' && OFF_MARKET_STATUSES.includes(to)
}

/** Whether an unlock at `unlockedAt` is refunded when the offer leaves the market at `leftAt` (both ISO or Date). */
export function unlockRefundDue(unlockedAt: Date | string, leftAt: Date | string): boolean {
  const age = new Date(leftAt).getTime() - new Date(unlockedAt).getTime()
  return age >= 0 && age < UNLOCK_REFUND_DAYS * DAY_MS
}

/** The investor's notice of a refund (in-app and e-mail, kind UNLOCK_REFUNDED). */
export function unlockRefundNotice(offerName: string, credits: number) {
  return {
    title: `Vrátili jsme vám ${credits} kreditů za nabídku „${offerName}“`,
    body: `Nabídka „${offerName}“, kterou jste odemkli před méně než ${UNLOCK_REFUND_DAYS} dny, byla stažena nebo uzavřena. Kredity za její odemčení (${credits}) jsme vám vrátili. Neveřejnou část nabídky vidíte dál.`,
  }
}
