import { describe, expect, it } from 'vitest'
import { NBSP } from './money.ts'
import { formatDecimal, formatFileSize } from './numbers.ts'

const visible = (s: string) => s.replaceAll(NBSP, ' ')

describe('formatDecimal', () => {
  it.each([
    [4.25, 1, '4,3'],
    [4, 1, '4,0'],
    [1234.5, 2, '1 234,50'],
    [-0.5, 1, '-0,5'],
  ])('%f with %i digits → %s', (value, digits, text) => {
    expect(visible(formatDecimal(value, digits))).toBe(text)
  })
})

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1 023 B'],
    [1023.96, '1 kB'],
    [1024, '1 kB'],
    [12_595, '12,3 kB'],
    [3_145_728, '3 MB'],
    [20_971_520, '20 MB'],
    [2_621_440, '2,5 MB'],
    [1_048_575, '1 MB'],
    [5 * 1024 ** 4, '5 120 GB'],
  ])('%i → %s', (bytes, text) => {
    expect(visible(formatFileSize(bytes))).toBe(text)
  })

  it('keeps the number and unit together', () => {
    expect(formatFileSize(3_145_728)).toBe(`3${NBSP}MB`)
  })
})
