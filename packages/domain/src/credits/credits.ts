export interface CreditTransactionLike {
  amount: number
}

/** docs/product/credits.md "Credits": listing-detail price -50, listing-create price 0 (credits). */
export const UNLOCK_PRICE = 50
export const CREATE_PRICE = 0
/** docs/product/credits.md: the one-time welcome bonus of POST /api/user/temp-user-initial-credits. */
export const WELCOME_BONUS = 100

/** Credits = the sum of all credit transaction amounts (docs/product/screens-and-limits.md "Data"). */
export function creditBalance(transactions: readonly CreditTransactionLike[]): number {
  return transactions.reduce((sum, t) => sum + t.amount, 0)
}

/** docs/product/offers.md "Unlocking": shown with a link to /pricing. */
export const INSUFFICIENT_CREDITS_MESSAGE =
  'Nemáte dostatek kreditů. Dobijte si kredity nebo zvolte předplatné.'
