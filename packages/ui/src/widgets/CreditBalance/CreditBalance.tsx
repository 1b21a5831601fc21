import { CREDIT_FORMS, type CreditTransactionLike, creditBalance, formatNumber, pluralCs } from '@rg/domain'
import * as css from './CreditBalance.css.ts'

export interface CreditBalanceProps {
  /** The user's credit transactions; the balance is their sum. */
  transactions: readonly CreditTransactionLike[]
}

/** The user's credit balance. */
export function CreditBalance({ transactions }: CreditBalanceProps) {
  const balance = creditBalance(transactions)
  return (
    <output className={css.root} aria-label="Zůstatek kreditů">
      <span className={css.amount}>{formatNumber(balance)}</span>
      <span>{pluralCs(balance, CREDIT_FORMS)}</span>
    </output>
  )
}
