import { describe, expect, it } from 'vitest'
import { tierSchema } from '../profile/user.schema.ts'
import { CREDIT_PACKS, TIERS, tierById } from './tiers.ts'

describe('tiers (docs/product/credits.md price table)', () => {
  it.each([
    ['USAGE', 'Dle spotřeby', null, null, null, null],
    ['BRONZE', 'Bronze', '#B56548', 1490, 14900, 200],
    ['SILVER', 'Silver', '#CDC9BF', 2990, 29900, 500],
    ['GOLD', 'Gold', '#D0A932', 5990, 59900, 1200],
    ['ENTERPRISE', 'Pro firmy', null, null, null, null],
  ] as const)('%s', (id, label, color, monthlyPriceCzk, yearlyPriceCzk, monthlyCredits) => {
    expect(tierById(id)).toEqual({ id, label, color, monthlyPriceCzk, yearlyPriceCzk, monthlyCredits })
  })

  it('lists every tier of the contract once, in price order', () => {
    expect(TIERS.map((t) => t.id)).toEqual(tierSchema.options)
  })

  it('has the three credit packs, cheaper per credit as they grow', () => {
    expect(CREDIT_PACKS).toEqual([
      { credits: 100, priceCzk: 990 },
      { credits: 300, priceCzk: 2490 },
      { credits: 1000, priceCzk: 6990 },
    ])
    const perCredit = CREDIT_PACKS.map((p) => p.priceCzk / p.credits)
    expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit)
  })
})
