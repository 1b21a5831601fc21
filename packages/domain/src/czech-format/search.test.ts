import { describe, expect, it } from 'vitest'
import { BROWSE_COUNT_CAP, browseCount, browseCountCap, SEARCH_COUNT_CAP } from './search.ts'

describe('browseCount: what a catalogue page counts and how far it pages (docs/decisions/0852)', () => {
  it('counts plain browsing exactly, but pages reach only the browse cap', () => {
    expect(browseCount(97_063, {})).toEqual({ total: 97_063, capped: false, reachable: BROWSE_COUNT_CAP })
    expect(browseCount(42, {})).toEqual({ total: 42, capped: false, reachable: 42 })
  })

  it('caps a search at the search cap and says so', () => {
    expect(browseCount(10_436, { q: 'zlin' })).toEqual({
      total: SEARCH_COUNT_CAP,
      capped: true,
      reachable: SEARCH_COUNT_CAP,
    })
    expect(browseCount(SEARCH_COUNT_CAP, { q: 'zlin' })).toEqual({
      total: SEARCH_COUNT_CAP,
      capped: false,
      reachable: SEARCH_COUNT_CAP,
    })
  })

  it('caps price bounds at the browse cap', () => {
    expect(browseCount(BROWSE_COUNT_CAP + 1, { priceFrom: 1 })).toMatchObject({
      total: BROWSE_COUNT_CAP,
      capped: true,
    })
    expect(browseCount(500, { priceTo: 5_000_000 })).toEqual({ total: 500, capped: false, reachable: 500 })
  })

  it('treats a query without words as no search', () => {
    expect(browseCountCap({ q: ' ,; ' })).toBe(BROWSE_COUNT_CAP)
    expect(browseCountCap({ q: 'činžovní dům' })).toBe(SEARCH_COUNT_CAP)
    expect(browseCount(300, { q: ' - ' })).toEqual({ total: 300, capped: false, reachable: 300 })
  })
})
