import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysInMonth, parseIsoDate, pragueDate, toIsoDate } from '../calendar/calendar-date.ts'
import {
  addTerm,
  currentSubscription,
  isSubscriptionActive,
  type SubscriptionLike,
  type SubscriptionTerm,
  subscriptionEndDate,
  subscriptionGrantDates,
  subscriptionPriceCzk,
  subscriptionStart,
  TERM_LABELS,
} from './subscriptions.ts'

/** Every calendar day from 2024 to 2032 (three leap years, a dozen DST changes). */
const anyStart = fc
  .integer({ min: 0, max: 9 * 366 })
  .map((offset) => addDays('2024-01-01', offset))
  .filter((d) => d < '2033-01-01')
const anyTerm = fc.constantFrom<SubscriptionTerm>('MONTHLY', 'YEARLY')
const monthIndex = (d: string) => {
  const { year, month } = parseIsoDate(d)
  return year * 12 + month - 1
}

describe('addTerm (docs/product/screens-and-limits.md "States")', () => {
  it.each([
    ['2026-01-31', 'MONTHLY', '2026-02-28'],
    ['2028-01-31', 'MONTHLY', '2028-02-29'],
    ['2028-01-29', 'MONTHLY', '2028-02-29'],
    ['2026-01-28', 'MONTHLY', '2026-02-28'],
    ['2026-03-31', 'MONTHLY', '2026-04-30'],
    ['2026-08-31', 'MONTHLY', '2026-09-30'],
    ['2026-12-31', 'MONTHLY', '2027-01-31'],
    ['2026-11-22', 'MONTHLY', '2026-12-22'],
    ['2026-02-28', 'MONTHLY', '2026-03-28'],
    ['2028-02-29', 'YEARLY', '2029-02-28'],
    ['2027-02-28', 'YEARLY', '2028-02-28'],
    ['2026-11-22', 'YEARLY', '2027-11-22'],
    ['2026-12-31', 'YEARLY', '2027-12-31'],
    // Start on a DST day: calendar arithmetic does not care.
    ['2026-03-29', 'MONTHLY', '2026-04-29'],
    ['2026-10-25', 'YEARLY', '2027-10-25'],
  ] as const)('%s + %s = %s', (start, term, end) => {
    expect(addTerm(start, term)).toBe(end)
    expect(subscriptionEndDate({ startsAt: start, term })).toBe(end)
  })

  it('lands in the right month and never past its last day', () => {
    fc.assert(
      fc.property(anyStart, anyTerm, (start, term) => {
        const end = addTerm(start, term)
        const s = parseIsoDate(start)
        const e = parseIsoDate(end)
        expect(monthIndex(end) - monthIndex(start)).toBe(term === 'MONTHLY' ? 1 : 12)
        expect(e.day).toBeLessThanOrEqual(daysInMonth(e.year, e.month))
        expect(e.day).toBe(Math.min(s.day, daysInMonth(e.year, e.month)))
        expect(end > start).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('clamps only at a month end', () => {
    fc.assert(
      fc.property(anyStart, anyTerm, (start, term) => {
        const s = parseIsoDate(start)
        const e = parseIsoDate(addTerm(start, term))
        if (e.day !== s.day) {
          expect(s.day).toBeGreaterThan(28)
          expect(e.day).toBe(daysInMonth(e.year, e.month))
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('isSubscriptionActive', () => {
  const monthly: SubscriptionLike = { startsAt: '2026-01-31', term: 'MONTHLY' }
  const yearly: SubscriptionLike = { startsAt: '2028-02-29', term: 'YEARLY' }

  it.each([
    [monthly, '2026-01-30', false],
    [monthly, '2026-01-31', true],
    [monthly, '2026-02-15', true],
    [monthly, '2026-02-28', true],
    [monthly, '2026-03-01', false],
    [yearly, '2028-02-28', false],
    [yearly, '2028-02-29', true],
    [yearly, '2029-01-31', true],
    [yearly, '2029-02-28', true],
    [yearly, '2029-03-01', false],
  ])('%j on %s: %s', (sub, today, active) => {
    expect(isSubscriptionActive(sub, today)).toBe(active)
  })

  it('is active on its start and end days and inactive the day after the end and the day before the start', () => {
    fc.assert(
      fc.property(anyStart, anyTerm, (startsAt, term) => {
        const sub = { startsAt, term }
        const end = subscriptionEndDate(sub)
        expect(isSubscriptionActive(sub, startsAt)).toBe(true)
        expect(isSubscriptionActive(sub, end)).toBe(true)
        expect(isSubscriptionActive(sub, addDays(end, 1))).toBe(false)
        expect(isSubscriptionActive(sub, addDays(startsAt, -1))).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it('is active exactly in the months the spec names, up to the same day', () => {
    fc.assert(
      fc.property(anyStart, anyTerm, fc.integer({ min: -40, max: 400 }), (startsAt, term, offset) => {
        const today = addDays(startsAt, offset)
        const s = parseIsoDate(startsAt)
        const t = parseIsoDate(today)
        const months = monthIndex(today) - monthIndex(startsAt)
        const last = term === 'MONTHLY' ? 1 : 12
        const expected =
          offset >= 0 &&
          (months < last || (months === last && t.day <= Math.min(s.day, daysInMonth(t.year, t.month))))
        expect(isSubscriptionActive({ startsAt, term }, today)).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })

  it('uses the Prague day: active until midnight Prague time, across DST', () => {
    const sub: SubscriptionLike = { startsAt: '2026-02-28', term: 'MONTHLY' }
    // The end day is 28 Mar 2026; DST starts the next night. 22:59 UTC is 23:59 CET.
    expect(isSubscriptionActive(sub, pragueDate(new Date('2026-03-28T22:59:59Z')))).toBe(true)
    expect(isSubscriptionActive(sub, pragueDate(new Date('2026-03-28T23:00:00Z')))).toBe(false)
    const autumn: SubscriptionLike = { startsAt: '2026-09-25', term: 'MONTHLY' }
    // End day 25 Oct 2026, the day with 25 hours: 22:59 UTC is 23:59 CET after falling back.
    expect(isSubscriptionActive(autumn, pragueDate(new Date('2026-10-25T22:59:59Z')))).toBe(true)
    expect(isSubscriptionActive(autumn, pragueDate(new Date('2026-10-25T23:00:00Z')))).toBe(false)
  })
})

describe('currentSubscription', () => {
  const old = { id: 'a', startsAt: '2026-01-10', term: 'YEARLY' as const }
  const recent = { id: 'b', startsAt: '2026-11-01', term: 'MONTHLY' as const }

  it.each([
    [[], '2026-11-22', null],
    [[old], '2026-11-22', 'a'],
    [[old, recent], '2026-11-22', 'b'],
    [[old, recent], '2026-12-01', 'b'],
    // The last one has ended: the earlier yearly one still runs, but the spec counts only the last.
    [[old, recent], '2026-12-02', null],
    [[recent], '2026-10-31', null],
  ])('%#', (subs, today, id) => {
    expect(currentSubscription(subs, today)?.id ?? null).toBe(id)
  })

  it('keeps the running term current while an early renewal waits for its first day', () => {
    const renewal = { id: 'c', startsAt: '2026-12-02', term: 'MONTHLY' as const }
    expect(currentSubscription([old, recent, renewal], '2026-12-01')?.id).toBe('b')
    expect(currentSubscription([old, recent, renewal], '2026-12-02')?.id).toBe('c')
  })

  it('is null or the last started, active one', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ startsAt: anyStart, term: anyTerm })), anyStart, (subs, today) => {
        const started = subs.filter((s) => s.startsAt <= today)
        const current = currentSubscription(subs, today)
        if (current !== null) {
          expect(current).toBe(started.at(-1))
          expect(isSubscriptionActive(current, today)).toBe(true)
        } else if (started.length > 0) {
          expect(isSubscriptionActive(started.at(-1)!, today)).toBe(false)
        }
      }),
    )
  })
})

describe('subscriptionStart: paying early extends the same tier', () => {
  const silver = { tier: 'SILVER' as const, startsAt: '2026-11-10', term: 'MONTHLY' as const }

  it('starts a first subscription, another tier or one after the last ended on the day of payment', () => {
    expect(subscriptionStart([], { tier: 'SILVER' }, '2026-11-24')).toBe('2026-11-24')
    expect(subscriptionStart([silver], { tier: 'GOLD' }, '2026-11-24')).toBe('2026-11-24')
    expect(subscriptionStart([silver], { tier: 'SILVER' }, '2026-12-11')).toBe('2026-12-11')
  })

  it('starts the same tier the day after the current term ends, on its last day too', () => {
    expect(subscriptionStart([silver], { tier: 'SILVER' }, '2026-11-24')).toBe('2026-12-11')
    expect(subscriptionStart([silver], { tier: 'SILVER' }, '2026-12-10')).toBe('2026-12-11')
  })

  it('queues a second early payment after the first renewal', () => {
    const renewal = { tier: 'SILVER' as const, startsAt: '2026-12-11', term: 'YEARLY' as const }
    expect(subscriptionStart([silver, renewal], { tier: 'SILVER' }, '2026-11-24')).toBe('2027-12-12')
  })

  it('never leaves a gap or an overlap with the term it extends', () => {
    fc.assert(
      fc.property(anyStart, anyTerm, anyStart, (startsAt, term, today) => {
        const start = subscriptionStart([{ tier: 'SILVER', startsAt, term }], { tier: 'SILVER' }, today)
        const end = subscriptionEndDate({ startsAt, term })
        if (end >= today) expect(start).toBe(addDays(end, 1))
        else expect(start).toBe(today)
      }),
    )
  })
})

describe('grants and prices', () => {
  it('grants monthly credits on the start day of each month of the term', () => {
    expect(subscriptionGrantDates({ startsAt: '2026-11-22', term: 'MONTHLY' })).toEqual(['2026-11-22'])
    const yearly = subscriptionGrantDates({ startsAt: '2028-01-31', term: 'YEARLY' })
    expect(yearly).toHaveLength(12)
    expect(yearly.slice(0, 4)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30'])
    expect(yearly.at(-1)).toBe('2028-12-31')
    expect(toIsoDate(parseIsoDate(yearly[1]!))).toBe('2028-02-29')
  })

  it('prices terms from the tier table', () => {
    expect(subscriptionPriceCzk('BRONZE', 'MONTHLY')).toBe(1490)
    expect(subscriptionPriceCzk('GOLD', 'YEARLY')).toBe(59_900)
    expect(subscriptionPriceCzk('ENTERPRISE', 'YEARLY')).toBeNull()
    expect(TERM_LABELS).toEqual({ MONTHLY: 'Měsíčně', YEARLY: 'Ročně' })
  })
})
