/* @rg/domain/credits: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  CREATE_PRICE,
  type CreditTransactionLike,
  creditBalance,
  INSUFFICIENT_CREDITS_MESSAGE,
  UNLOCK_PRICE,
  WELCOME_BONUS,
} from './credits.ts'
