import { describe, expect, it } from 'vitest'
import {
  compareIdsParam,
  MAX_COMPARE,
  parseCompareIds,
  suggestedSearchName,
  toggleCompare,
  watchdogFromSearch,
} from './discovery.ts'

describe('the compare selection (docs/decisions/1551-compare-in-the-url.md)', () => {
  it('reads ids in the order picked, each once, at most four, dropping what is not an offer id', () => {
    expect(parseCompareIds('12,7,31')).toEqual([12, 7, 31])
    expect(parseCompareIds(' 5 , 5,x,-3,0,2.5,9')).toEqual([5, 9])
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4])
    expect(parseCompareIds('9'.repeat(16))).toEqual([])
    expect(parseCompareIds(null)).toEqual([])
    expect(parseCompareIds('')).toEqual([])
  })

  it('writes the parameter back, never more than four', () => {
    expect(compareIdsParam([3, 1])).toBe('3,1')
    expect(compareIdsParam([])).toBe('')
    expect(compareIdsParam([1, 2, 3, 4, 5])).toBe('1,2,3,4')
    expect(parseCompareIds(compareIdsParam([8, 6, 7]))).toEqual([8, 6, 7])
  })

  it('adds and removes one offer; a fifth changes nothing', () => {
    expect(toggleCompare([1, 2], 3)).toEqual([1, 2, 3])
    expect(toggleCompare([1, 2, 3], 2)).toEqual([1, 3])
    const full = [1, 2, 3, 4]
    expect(full).toHaveLength(MAX_COMPARE)
    expect(toggleCompare(full, 5)).toEqual(full)
    expect(toggleCompare(full, 5)).not.toBe(full)
  })
})

describe('a saved search is a watchdog (docs/decisions/1552-saved-search-is-a-watchdog.md)', () => {
  const query = {
    kind: 'LISTING' as const,
    q: '  penzion ',
    categories: ['REAL_ESTATE' as const],
    regions: ['CZ-64' as const],
    priceFrom: 1_000_000,
    priceTo: undefined,
  }

  it('keeps the filters, the text as one keyword and the chosen frequency', () => {
    expect(watchdogFromSearch(query, ' Penziony na jihu ', 'DAILY')).toEqual({
      name: 'Penziony na jihu',
      kind: 'LISTING',
      categories: ['REAL_ESTATE'],
      regions: ['CZ-64'],
      priceFrom: 1_000_000,
      priceTo: null,
      keywords: ['penzion'],
      frequency: 'DAILY',
    })
  })

  it('has no name and no keyword when none is given', () => {
    const watchdog = watchdogFromSearch({ ...query, q: '   ' }, '  ', 'IMMEDIATE')
    expect(watchdog.name).toBeNull()
    expect(watchdog.keywords).toEqual([])
    expect(watchdogFromSearch({ ...query, q: undefined }, 'x', 'WEEKLY').keywords).toEqual([])
  })

  it('proposes a name from the text and the first filters, at most 100 characters', () => {
    expect(suggestedSearchName(['penzion', null, ' ', 'Jihomoravský kraj', undefined])).toBe(
      'penzion · Jihomoravský kraj',
    )
    expect(suggestedSearchName([])).toBe('')
    expect(suggestedSearchName(['a'.repeat(120)])).toHaveLength(100)
  })
})
