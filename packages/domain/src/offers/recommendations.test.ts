import { describe, expect, it } from 'vitest'
import {
  type RecommendationPreferences,
  recommendationReason,
  recommendationScore,
  recommendOffers,
} from './recommendations.ts'

const prefs: RecommendationPreferences = {
  categories: ['REAL_ESTATE'],
  regions: ['CZ-72'],
  amountFrom: 1_000_000,
  amountTo: 5_000_000,
}
const offer = (id: number, category: string, region: string | null, pubPrice: number | null) => ({
  id,
  kind: 'LISTING' as const,
  category,
  region,
  pubPrice,
})

describe('recommendations', () => {
  it.each([
    [offer(1, 'REAL_ESTATE', 'CZ-72', 2_000_000), 5],
    [offer(2, 'REAL_ESTATE', 'CZ-10', 9_000_000), 2],
    [offer(3, 'COMPANY_SHARE', null, null), 0],
    [offer(4, 'COMPANY_SHARE', 'CZ-72', 1_000_000), 3],
    [{ ...offer(5, 'REAL_ESTATE', 'CZ-72', 2_000_000), kind: 'SERVICE' as const }, 0],
  ])('scores %j as %i', (o, score) => {
    expect(recommendationScore(o, prefs)).toBe(score)
  })

  it('ignores a range the user left open and counts a one-sided one', () => {
    const open = { ...prefs, amountFrom: null, amountTo: null }
    expect(recommendationScore(offer(1, 'X', null, 100), open)).toBe(0)
    expect(recommendationScore(offer(1, 'X', null, 100), { ...open, amountTo: 200 })).toBe(1)
    expect(recommendationScore(offer(1, 'X', null, 100), { ...open, amountFrom: 200 })).toBe(0)
  })

  it('ranks, keeps ties in order and cuts to the limit', () => {
    const offers = [
      offer(1, 'REAL_ESTATE', 'CZ-10', null),
      offer(2, 'COMPANY_SHARE', 'CZ-10', null),
      offer(3, 'REAL_ESTATE', 'CZ-72', 2_000_000),
      offer(4, 'REAL_ESTATE', 'CZ-20', null),
    ]
    expect(recommendOffers(offers, prefs, 10).map((o) => o.id)).toEqual([3, 1, 4])
    expect(recommendOffers(offers, prefs, 2).map((o) => o.id)).toEqual([3, 1])
  })
})

describe('recommendationReason', () => {
  const label = {
    category: (c: string) => (c === 'REAL_ESTATE' ? 'Nemovitost' : c),
    region: (r: string) => (r === 'CZ-63' ? 'Kraj Vysočina' : r),
  }
  const offer = { kind: 'LISTING' as const, category: 'REAL_ESTATE', region: 'CZ-63', pubPrice: 4_000_000 }
  it('names the region, category and price range the listing met', () => {
    expect(
      recommendationReason(
        offer,
        { categories: [], regions: ['CZ-63'], amountFrom: null, amountTo: 5_000_000 },
        label,
      ),
    ).toBe('Kraj Vysočina, do 5 mil. Kč')
    expect(
      recommendationReason(
        offer,
        { categories: ['REAL_ESTATE'], regions: [], amountFrom: 2_500_000, amountTo: 5_000_000 },
        label,
      ),
    ).toBe('Nemovitost, 2,5–5 mil. Kč')
  })
  it('leaves out what did not match', () => {
    expect(
      recommendationReason(
        offer,
        { categories: ['LEGAL'], regions: ['CZ-10'], amountFrom: 5_000_000, amountTo: null },
        label,
      ),
    ).toBe('')
  })
})
