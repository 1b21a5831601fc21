import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AUTH_SESSION, chunkCookie, combineCookieChunks } from './auth-session.ts'

describe('session timing (docs/product/screens-and-limits.md "Limits")', () => {
  it('pins the numbers', () => {
    expect(AUTH_SESSION).toEqual({
      cookieMaxAgeDays: 400,
      cookieChunkSize: 3180,
      autoRefreshTickMs: 30_000,
      autoRefreshThresholdTicks: 3,
      refreshRetryBaseMs: 200,
      signingKeyCacheMs: 600_000,
      maxFetchRetries: 3,
    })
  })
})

/** One-, two-, three- and four-byte UTF-8 characters and a literal '%' (fc's 'binary' strings are slow to generate). */
const cookieText = fc
  .array(fc.constantFrom('a', '=', '%', ' ', 'ž', 'Ř', '€', '😀'), { maxLength: 300 })
  .map((chars) => chars.join(''))

describe('cookie chunks', () => {
  it('keeps a short value in one cookie', () => {
    expect(chunkCookie('sb', 'abc')).toEqual([{ name: 'sb', value: 'abc' }])
    expect(combineCookieChunks('sb', { sb: 'abc' })).toBe('abc')
    expect(combineCookieChunks('sb', {})).toBeNull()
  })

  it('splits a long value into numbered chunks within the limit', () => {
    const parts = chunkCookie('sb', 'x'.repeat(7000))
    expect(parts.map((p) => [p.name, p.value.length])).toEqual([
      ['sb.0', 3180],
      ['sb.1', 3180],
      ['sb.2', 640],
    ])
  })

  it('never cuts an escape or a character, and round-trips', () => {
    fc.assert(
      fc.property(cookieText, fc.integer({ min: 12, max: 60 }), (value, size) => {
        const parts = chunkCookie('c', value, size)
        const fits = parts.every((p) => encodeURIComponent(p.value).length <= size)
        const jar = Object.fromEntries(parts.map((p) => [p.name, p.value]))
        return fits && combineCookieChunks('c', jar) === value
      }),
    )
  })

  it('refuses a chunk too small for one character', () => {
    expect(() => chunkCookie('c', 'abc', 11)).toThrow(RangeError)
  })

  it('handles Czech text cut mid-character', () => {
    const value = 'ž'.repeat(10)
    const parts = chunkCookie('c', value, 14)
    expect(parts.every((p) => p.value.length > 0)).toBe(true)
    expect(parts.map((p) => p.value).join('')).toBe(value)
  })
})
