import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './dates.ts'
import { isValidIco } from './ico.ts'
import { formatCzk, formatCzkExact, formatNumber, NBSP } from './money.ts'
import { formatPhone, normalizeCzechPhone } from './phone.ts'
import { CREDIT_FORMS, formatCredits, pluralCs } from './plural.ts'
import { formatPsc, normalizePsc } from './postcode.ts'
import {
  matchesSearch,
  matchesSearchWords,
  matchesWholeWords,
  normalizeForSearch,
  SEARCH_MAX_WORDS,
  searchWords,
} from './search.ts'

const visible = (s: string) => s.replaceAll(NBSP, ' ')

describe('formatCzk', () => {
  it.each([
    [12_500_000, '12 500 000 Kč'],
    [990, '990 Kč'],
    [2490, '2 490 Kč'],
    [0, '0 Kč'],
    [-1500, '-1 500 Kč'],
    [1234.6, '1 235 Kč'],
    [null, 'Cena na dotaz'],
  ])('%s → %s', (amount, text) => {
    expect(visible(formatCzk(amount))).toBe(text)
  })

  it('formatCzkExact keeps a bank payment’s haléře, and writes a whole amount without decimals', () => {
    expect(visible(formatCzkExact(123.45))).toBe('123,45 Kč')
    expect(visible(formatCzkExact(12_345.5))).toBe('12 345,50 Kč')
    expect(formatCzkExact(500)).toBe(formatCzk(500))
  })

  it('uses U+00A0 between groups and before Kč, so a price never breaks across lines', () => {
    expect(formatCzk(12_500_000)).toBe(`12${NBSP}500${NBSP}000${NBSP}Kč`)
    expect(formatNumber(1000)).toBe(`1${NBSP}000`)
  })

  it('never contains an ordinary space or a narrow no-break space', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCzk(n)).not.toMatch(/[ \u202F]/)
        expect(Number(formatNumber(n).replaceAll(NBSP, ''))).toBe(n)
      }),
    )
  })
})

describe('formatDate', () => {
  it.each([
    ['2026-11-22', '22. 11. 2026'],
    ['2026-01-05', '5. 1. 2026'],
    // 23:30 UTC on 31 Dec is already New Year in Prague.
    ['2026-12-31T23:30:00Z', '1. 1. 2027'],
    ['2026-07-01T00:30:00+02:00', '1. 7. 2026'],
  ])('%s → %s', (input, text) => {
    expect(formatDate(input)).toBe(text)
  })

  it('takes a Date as its Prague day', () => {
    expect(formatDate(new Date('2026-11-21T23:00:00Z'))).toBe('22. 11. 2026')
  })

  it('refuses what is not a date', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError)
    expect(() => formatDate('zítra')).toThrow(RangeError)
  })

  it('adds the Prague wall-clock time', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22. 11. 2026 14:05')
    expect(formatDateTime(new Date('2026-07-01T22:15:00Z'))).toBe('2. 7. 2026 00:15')
  })
})

describe('pluralCs and formatCredits', () => {
  it.each([
    [0, '0 kreditů'],
    [1, '1 kredit'],
    [2, '2 kredity'],
    [4, '4 kredity'],
    [5, '5 kreditů'],
    [21, '21 kreditů'],
    [-1, '-1 kredit'],
    [-50, '-50 kreditů'],
    [1000, '1 000 kreditů'],
  ])('%s → %s', (n, text) => {
    expect(visible(formatCredits(n))).toBe(text)
  })

  it('picks one of the three forms', () => {
    expect(pluralCs(3, ['fotografii', 'fotografie', 'fotografií'])).toBe('fotografie')
    expect(CREDIT_FORMS).toEqual(['kredit', 'kredity', 'kreditů'])
  })
})

describe('phone', () => {
  it.each([
    ['777123456', '+420 777 123 456'],
    ['+420 777 123 456', '+420 777 123 456'],
    ['00420-602-123-456', '+420 602 123 456'],
    ['(+420) 222 111 000', '+420 222 111 000'],
  ])('%s → %s', (raw, text) => {
    expect(normalizeCzechPhone(raw)).not.toBeNull()
    expect(formatPhone(raw)).toBe(text)
  })

  it.each(['12345678', '1234567890', '+421 777 123 456', '112123456', 'telefon', ''])('rejects %j', (raw) => {
    expect(normalizeCzechPhone(raw)).toBeNull()
  })

  it('leaves a foreign number as typed', () => {
    expect(formatPhone(' +49 30 1234567 ')).toBe('+49 30 1234567')
  })
})

describe('PSČ', () => {
  it('formats and validates', () => {
    expect(formatPsc('11000')).toBe('110 00')
    expect(formatPsc('760 01')).toBe('760 01')
    expect(formatPsc(' 1100 ')).toBe('1100')
    expect(normalizePsc('110 00')).toBe('11000')
    expect(normalizePsc('1100a')).toBeNull()
  })
})

describe('isValidIco', () => {
  it.each([
    ['27082440', true], // Alza.cz a.s.
    ['00006947', true], // Ministerstvo financí
    ['45274649', true], // ČEZ, a. s.
    ['25596641', true], // remainder 0 → check digit 1
    ['27082441', false],
    ['2708244', false],
    ['2708244a', false],
    ['', false],
  ])('%s → %s', (ico, ok) => {
    expect(isValidIco(ico)).toBe(ok)
  })

  it('accepts exactly one check digit for every seven-digit prefix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (prefix) => {
        const head = String(prefix).padStart(7, '0')
        const valid = [...'0123456789'].filter((d) => isValidIco(head + d))
        expect(valid).toHaveLength(1)
      }),
    )
  })
})

describe('search normalisation', () => {
  it('ignores case, diacritics and spacing', () => {
    expect(normalizeForSearch('Zlín')).toBe('zlin')
    expect(normalizeForSearch('  ŽLUŤOUČKÝ   kůň ')).toBe('zlutoucky kun')
  })

  it('finds every word of the query', () => {
    expect(matchesSearch('Bytový dům ve Zlíně', 'zline dum')).toBe(true)
    expect(matchesSearch('Bytový dům ve Zlíně', 'zline vila')).toBe(false)
    expect(matchesSearch('cokoli', '   ')).toBe(true)
  })

  it('splits the query into letters-and-digits words, at most ten', () => {
    expect(searchWords('Činžovní dům, Zlín!')).toEqual(['cinzovni', 'dum', 'zlin'])
    expect(searchWords('100% _x_ a-b')).toEqual(['100', 'x', 'a', 'b'])
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(SEARCH_MAX_WORDS)
    expect(searchWords(' ,; ')).toEqual([])
  })

  it('finds a prefix while typing', () => {
    expect(matchesSearch('Činžovní dům v Brně', 'cinz')).toBe(true)
    expect(matchesSearch('Činžovní dům v Brně', 'cinz dum')).toBe(true)
  })

  it("matches the catalogue's search: whole words, the last one a prefix, or a region's or category's label", () => {
    const text = 'Činžovní dům v Brně'
    expect(matchesSearchWords(text, 'cinz')).toBe(true)
    expect(matchesSearchWords(text, 'Činžovní d')).toBe(true)
    expect(matchesSearchWords(text, 'dum cinzovni')).toBe(true)
    expect(matchesSearchWords(text, 'cinz dum')).toBe(false)
    expect(matchesSearchWords(text, 'inzovni')).toBe(false)
    expect(matchesSearchWords(text, 'cinzovni vila')).toBe(false)
    expect(matchesSearchWords(text, 'dum jihomoravsky', ['Jihomoravský kraj', 'Nemovitosti'])).toBe(true)
    expect(matchesSearchWords(text, 'movit', ['Jihomoravský kraj', 'Nemovitosti'])).toBe(true)
    expect(matchesSearchWords(text, '  ')).toBe(true)
  })

  it('tells whole-word matches (listed first) from matches inside a word', () => {
    expect(matchesWholeWords('Byt ve Zlíně, Zlín', 'zlin')).toBe(true)
    expect(matchesWholeWords('Zlínsko', 'zlin')).toBe(false)
    expect(matchesWholeWords('Činžovní dům.', 'cinzovni dum')).toBe(true)
    expect(matchesWholeWords('Činžovní domek', 'cinzovni dom')).toBe(false)
  })
})
