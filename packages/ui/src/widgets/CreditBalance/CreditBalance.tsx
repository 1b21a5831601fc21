import { type CreditTransactionLike, creditBalance } from '@rg/domain/credits'
import { CREDIT_FORMS, formatNumber, pluralCs } from '@rg/domain/czech-format'
import { Link } from '../../primitives/Link/Link.tsx'
import * as css from './CreditBalance.css.ts'

export interface CreditBalanceProps {
  /** The user's credit transactions; the balance is their sum. */
  transactions: readonly CreditTransactionLike[]
  /** Makes the balance a link (the portal header's pill leads to the credits page). */
  href?: string
}

/** The user's credit balance. */
export function CreditBalance({ transactions, href }: CreditBalanceProps) {
  const balance = creditBalance(transactions)
  if (href)
    return (
      <output aria-label="Zůstatek kreditů">
        <Link href={href} underline="hover" className={`${css.root} ${css.pill}`}>
          <span className={`${css.amount} ${css.pillAmount}`}>{formatNumber(balance)}</span>
          <span className={css.pillUnit}>{pluralCs(balance, CREDIT_FORMS)}</span>
          <span className={css.hidden}>(kredity a předplatné)</span>
        </Link>
      </output>
    )
  return (
    <output className={css.root} aria-label="Zůstatek kreditů">
      <span className={css.amount}>{formatNumber(balance)}</span>
      <span>{pluralCs(balance, CREDIT_FORMS)}</span>
    </output>
  )
}
