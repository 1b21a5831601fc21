/* @rg/domain/tiers: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  CREDIT_PACKS,
  type CreditPack,
  TIERS,
  type TierConfig,
  type TierId,
  tierById,
  YEARLY_PRICE_MONTHS,
} from './tiers.ts'
