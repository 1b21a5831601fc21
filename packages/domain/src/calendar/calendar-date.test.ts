import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonthsClamped,
  daysInMonth,
  isIsoDate,
  parseIsoDate,
  pragueDate,
  pragueTime,
  toIsoDate,
} from './calendar-date.ts'

describe('calendar days', () => {
  it('knows month lengths and leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2027, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ])
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2100, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
  })

  it.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-4-1', false],
    ['2026-11-22T10:00:00Z', false],
  ])('isIsoDate(%s) = %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok)
  })

  it('parses and prints', () => {
    expect(parseIsoDate('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 })
    expect(toIsoDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02')
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError)
  })

  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
  })

  it('clamps months to the last day', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonthsClamped('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonthsClamped('2028-02-29', 12)).toBe('2029-02-28')
  })
})

describe('pragueDate', () => {
  it.each([
    // Winter time, UTC+1.
    ['2026-11-21T22:59:59Z', '2026-11-21', '23:59'],
    ['2026-11-21T23:00:00Z', '2026-11-22', '00:00'],
    // Spring forward on 29 Mar 2026 at 01:00 UTC (02:00 → 03:00 local).
    ['2026-03-28T22:59:59Z', '2026-03-28', '23:59'],
    ['2026-03-28T23:00:00Z', '2026-03-29', '00:00'],
    ['2026-03-29T00:59:59Z', '2026-03-29', '01:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29', '03:00'],
    ['2026-03-29T21:59:59Z', '2026-03-29', '23:59'],
    ['2026-03-29T22:00:00Z', '2026-03-30', '00:00'],
    // Fall back on 25 Oct 2026 at 01:00 UTC (03:00 → 02:00 local).
    ['2026-10-24T21:59:59Z', '2026-10-24', '23:59'],
    ['2026-10-24T22:00:00Z', '2026-10-25', '00:00'],
    ['2026-10-25T22:59:59Z', '2026-10-25', '23:59'],
    ['2026-10-25T23:00:00Z', '2026-10-26', '00:00'],
    // New Year and a leap day.
    ['2026-12-31T23:00:00Z', '2027-01-01', '00:00'],
    ['2028-02-28T23:30:00Z', '2028-02-29', '00:30'],
  ])('%s is %s %s in Prague', (instant, day, time) => {
    expect(pragueDate(new Date(instant))).toBe(day)
    expect(pragueTime(new Date(instant))).toBe(time)
  })

  it('refuses an invalid Date', () => {
    expect(() => pragueDate(new Date('nope'))).toThrow(RangeError)
  })
})
