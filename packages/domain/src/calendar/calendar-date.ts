/**
 * Calendar days as 'YYYY-MM-DD' strings. A day, not an instant: subscriptions and dates shown to people are
 * Czech calendar days (Europe/Prague), so they never shift by a day around midnight or a DST change.
 * String order equals date order, which the callers rely on.
 */
export type IsoDate = string

export const PRAGUE_TIME_ZONE = 'Europe/Prague'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export interface DateParts {
  year: number
  month: number
  day: number
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** month is 1-12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

export function parseIsoDate(value: IsoDate): DateParts {
  if (!isIsoDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`)
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Whole days in UTC arithmetic: a calendar day has no time zone, so DST cannot make a day 23 or 25 hours. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date)
  const t = new Date(Date.UTC(year, month - 1, day + days))
  return toIsoDate({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() })
}

/**
 * Adds months and clamps the day to the last day of the target month (31 Jan + 1 month = 28/29 Feb), instead of
 * JavaScript's overflow into the following month.
 */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date)
  const index = year * 12 + (month - 1) + months
  const targetYear = Math.floor(index / 12)
  const targetMonth = index - targetYear * 12 + 1
  return toIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  })
}

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRAGUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function partsInPrague(now: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid date')
  const out: Record<string, string> = {}
  for (const p of pragueParts.formatToParts(now)) out[p.type] = p.value
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>
}

/** The calendar day in Europe/Prague at the instant `now` (decision 0100-domain-time-zone). */
export function pragueDate(now: Date): IsoDate {
  const p = partsInPrague(now)
  return `${p.year}-${p.month}-${p.day}`
}

/** Wall-clock time in Europe/Prague as 'HH:MM'. */
export function pragueTime(now: Date): string {
  const p = partsInPrague(now)
  return `${p.hour}:${p.minute}`
}
