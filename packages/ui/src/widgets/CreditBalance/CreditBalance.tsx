import { type CreditTransactionLike, creditBalance } from '@rg/domain'
import * as css from './CreditBalance.css.ts'

export interface CreditBalanceProps {
  /** The user's credit transactions; the balance is their sum. */
  transactions: readonly CreditTransactionLike[]
}

/** The user's credit balance. */
export function CreditBalance({ transactions }: CreditBalanceProps) {
  return (
    <output className={css.root} aria-label="Zůstatek kreditů">
      <span className={css.amount}>{creditBalance(transactions)}</span>
      <span>kreditů</span>
    </output>
  )
}
