import { parseIsoDate, pragueDate, pragueTime } from '../calendar/calendar-date.ts'

function toPragueDay(value: string | Date): string {
  // A date-only string is a calendar day; strict parsing keeps '2026-02-30' from rolling over to March.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const instant = typeof value === 'string' ? new Date(value) : value
  return pragueDate(instant)
}

/**
 * "22. 11. 2026". A plain 'YYYY-MM-DD' is already a calendar day and is shown as is; an instant (Date or ISO
 * date-time) is shown as its day in Europe/Prague. Throws RangeError on anything else.
 */
export function formatDate(value: string | Date): string {
  const { year, month, day } = parseIsoDate(toPragueDay(value))
  return `${day}. ${month}. ${year}`
}

/** "22. 11. 2026 14:05" in Europe/Prague, for history entries and notifications. */
export function formatDateTime(value: string | Date): string {
  const instant = typeof value === 'string' ? new Date(value) : value
  return `${formatDate(instant)} ${pragueTime(instant)}`
}
