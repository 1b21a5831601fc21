export interface CreditTransactionLike {
  amount: number
}

/** Credits = the sum of all credit transaction amounts (spec section 3). */
export function creditBalance(transactions: readonly CreditTransactionLike[]): number {
  return transactions.reduce((sum, t) => sum + t.amount, 0)
}
