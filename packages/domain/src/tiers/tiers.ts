export type TierId = 'USAGE' | 'BRONZE' | 'SILVER' | 'GOLD' | 'ENTERPRISE'

export interface TierConfig {
  id: TierId
  label: string
  /** Null where the tier has no colour of its own (spec gives colours only to the metal tiers). */
  color: string | null
  /** Null: no subscription fee (USAGE) or priced individually (ENTERPRISE). */
  monthlyPriceCzk: number | null
  yearlyPriceCzk: number | null
  /** Null: no credits included (USAGE) or agreed per contract (ENTERPRISE). */
  monthlyCredits: number | null
}

/** docs/product/credits.md: a YEARLY term costs ten monthly prices (two months free). */
export const YEARLY_PRICE_MONTHS = 10

function metal(
  id: TierId,
  label: string,
  color: string,
  monthlyPriceCzk: number,
  monthlyCredits: number,
): TierConfig {
  return {
    id,
    label,
    color,
    monthlyPriceCzk,
    yearlyPriceCzk: monthlyPriceCzk * YEARLY_PRICE_MONTHS,
    monthlyCredits,
  }
}

/** The one price configuration of the product (docs/product/credits.md); every screen and the server read it from here. */
export const TIERS: readonly TierConfig[] = [
  {
    id: 'USAGE',
    label: 'Dle spotřeby',
    color: null,
    monthlyPriceCzk: null,
    yearlyPriceCzk: null,
    monthlyCredits: null,
  },
  metal('BRONZE', 'Bronze', '#B56548', 1490, 200),
  metal('SILVER', 'Silver', '#CDC9BF', 2990, 500),
  metal('GOLD', 'Gold', '#D0A932', 5990, 1200),
  {
    id: 'ENTERPRISE',
    label: 'Pro firmy',
    color: null,
    monthlyPriceCzk: null,
    yearlyPriceCzk: null,
    monthlyCredits: null,
  },
]

export interface CreditPack {
  credits: number
  priceCzk: number
}

/** Credit packs of the USAGE tier (docs/product/credits.md). */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { credits: 100, priceCzk: 990 },
  { credits: 300, priceCzk: 2490 },
  { credits: 1000, priceCzk: 6990 },
]

export function tierById(id: TierId): TierConfig {
  // The list is exhaustive over TierId, so the lookup cannot miss.
  return TIERS.find((t) => t.id === id)!
}
