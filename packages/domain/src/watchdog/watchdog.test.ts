import { describe, expect, it } from 'vitest'
import {
  matchesWatchdog,
  resumeFrequencyAfter,
  WATCHDOG_FREQUENCY_LABELS,
  type WatchdogCriteria,
  type WatchdogListing,
  watchdogBrowseKeyword,
} from './watchdog.ts'

const listing: WatchdogListing = {
  kind: 'LISTING',
  category: 'REAL_ESTATE',
  region: 'CZ-72',
  pubPrice: 12_500_000,
  pubName: 'Činžovní dům ve Zlíně',
  pubNameSecondary: 'Výnos 6 % ročně',
  pubKeywords: ['nájemní bydlení', 'rekonstrukce'],
  pubDescription: 'Dům s osmi byty blízko centra.',
  city: 'Zlín',
}
const any: WatchdogCriteria = { categories: [], regions: [], priceFrom: null, priceTo: null, keywords: [] }

describe('matchesWatchdog', () => {
  it.each([
    ['empty criteria', any, true],
    ['its category', { ...any, categories: ['REAL_ESTATE', 'COMPANY_SHARE'] }, true],
    ['another category', { ...any, categories: ['COMPANY_SHARE'] }, false],
    ['its region', { ...any, regions: ['CZ-72'] }, true],
    ['another region', { ...any, regions: ['CZ-10'] }, false],
    ['a range around the price', { ...any, priceFrom: 10_000_000, priceTo: 15_000_000 }, true],
    ['the exact bounds', { ...any, priceFrom: 12_500_000, priceTo: 12_500_000 }, true],
    ['a range below', { ...any, priceTo: 12_499_999 }, false],
    ['a range above', { ...any, priceFrom: 12_500_001 }, false],
    ['a keyword without diacritics', { ...any, keywords: ['ZLIN'] }, true],
    ['a keyword from the keyword list', { ...any, keywords: ['najemni'] }, true],
    ['a keyword in the description', { ...any, keywords: ['osmi byty'] }, true],
    ['one of several keywords', { ...any, keywords: ['pozemek', 'rekonstrukce'] }, true],
    ['no keyword', { ...any, keywords: ['pozemek', 'hotel'] }, false],
    ['blank keywords', { ...any, keywords: ['  '] }, true],
  ])('%s', (_, criteria, match) => {
    expect(matchesWatchdog(listing, criteria)).toBe(match)
  })

  it('lets "Cena na dotaz" through any price range', () => {
    expect(matchesWatchdog({ ...listing, pubPrice: null }, { ...any, priceFrom: 1, priceTo: 2 })).toBe(true)
  })

  it('watches services only when asked to, and needs a region when regions are chosen', () => {
    const service = { ...listing, kind: 'SERVICE' as const }
    expect(matchesWatchdog(service, { ...any, kind: 'SERVICE' })).toBe(true)
    expect(matchesWatchdog(listing, { ...any, kind: 'SERVICE' })).toBe(false)
    expect(matchesWatchdog({ ...listing, region: null }, { ...any, regions: ['CZ-72'] })).toBe(false)
    expect(matchesWatchdog({ ...listing, region: null }, any)).toBe(true)
  })

  it('copes with missing optional texts and never matches a service by default', () => {
    const bare = { ...listing, pubNameSecondary: null, pubDescription: null, city: null }
    expect(matchesWatchdog(bare, { ...any, keywords: ['cinzovni'] })).toBe(true)
    expect(matchesWatchdog({ ...listing, kind: 'SERVICE' }, any)).toBe(false)
    expect(WATCHDOG_FREQUENCY_LABELS.DAILY).toBe('Denní souhrn')
  })
})

describe('watchdogBrowseKeyword', () => {
  it('links with the first keyword only: browse needs every word of q, a watchdog any one keyword', () => {
    const keywords = ['sklep', 'garáž', 'půda']
    const { q, leftOut } = watchdogBrowseKeyword(keywords)
    expect(q).toBe('sklep')
    expect(leftOut).toEqual(['garáž', 'půda'])
    // What the link finds, the watchdog would report: an offer with the first keyword alone matches it.
    const cellar = {
      ...listing,
      pubName: 'Sklep v Brně',
      pubNameSecondary: null,
      pubKeywords: [],
      pubDescription: null,
      city: null,
    }
    expect(matchesWatchdog(cellar, { ...any, keywords })).toBe(true)
  })
  it('leaves q out without keywords and ignores blank ones', () => {
    expect(watchdogBrowseKeyword([])).toEqual({ q: undefined, leftOut: [] })
    expect(watchdogBrowseKeyword([' ', ' byt '])).toEqual({ q: 'byt', leftOut: [] })
  })
})

describe('resumeFrequencyAfter', () => {
  it('keeps the frequency a watchdog had before the pause, however often the paused one is edited', () => {
    const daily = { frequency: 'DAILY' as const, resumeFrequency: null }
    expect(resumeFrequencyAfter(daily, 'PAUSED')).toBe('DAILY')
    expect(resumeFrequencyAfter({ frequency: 'PAUSED', resumeFrequency: 'WEEKLY' }, 'PAUSED')).toBe('WEEKLY')
    // Resumed: nothing to keep.
    expect(resumeFrequencyAfter({ frequency: 'PAUSED', resumeFrequency: 'WEEKLY' }, 'WEEKLY')).toBeNull()
    expect(resumeFrequencyAfter(daily, 'IMMEDIATE')).toBeNull()
    // Created paused, or paused before anything was kept: it comes back immediate.
    expect(resumeFrequencyAfter(null, 'PAUSED')).toBe('IMMEDIATE')
    expect(resumeFrequencyAfter(null, 'DAILY')).toBeNull()
    expect(resumeFrequencyAfter({ frequency: 'PAUSED', resumeFrequency: null }, 'PAUSED')).toBe('IMMEDIATE')
  })
})
