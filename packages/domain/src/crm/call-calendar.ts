import { addDays, type IsoDate } from '../calendar/calendar-date.ts'
import { foldLine } from './contact-export.ts'
import type { ColdCall } from './crm.schema.ts'

/*
 * The planned calls as an iCalendar file (RFC 5545) that Google Calendar, Outlook and phones import or subscribe to.
 * Times are Prague wall-clock times, as the user planned them, so the file carries the Europe/Prague time zone.
 */

const CRLF = '\r\n'

/** RFC 5545 TEXT escaping: backslash, semicolon, comma, newline. */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** The current EU rules for Prague (since 1996): CEST from the last Sunday of March, CET from the last of October. */
const PRAGUE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Prague',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** How long a planned call blocks the calendar. */
const CALL_MINUTES = 15

const basicDate = (date: IsoDate) => date.replace(/-/g, '')
const pad = (n: number) => String(n).padStart(2, '0')

/** '2026-11-25T20:22:44.123Z' → '20261125T202244Z'. */
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

/** 'HH:MM' (also '9:05') → minutes after midnight, or null when the time is not one. */
function minutesOf(time: string | null): number | null {
  const match = time ? /^(\d{1,2}):(\d{2})$/.exec(time.trim()) : null
  if (!match) return null
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null
}

/** A local Prague date-time: the day and minutes after its midnight (past 24:00 rolls to the next day). */
function localDateTime(date: IsoDate, minutes: number): string {
  const day = addDays(date, Math.floor(minutes / 1440))
  const rest = minutes % 1440
  return `${basicDate(day)}T${pad(Math.floor(rest / 60))}${pad(rest % 60)}00`
}

/** Calls still to be made: planned, and neither done nor refused. */
const isPlanned = (call: ColdCall) =>
  call.nextCallOn !== null && call.status !== 'DONE' && call.status !== 'NOT_INTERESTED'

/** The newest note written to a call, if any. */
function lastNote(call: ColdCall): string | null {
  const noted = call.logs.filter((log) => log.note?.trim())
  noted.sort((a, b) => b.calledAt.localeCompare(a.calledAt))
  return noted[0]?.note?.trim() ?? null
}

/**
 * The planned calls as one calendar ("Hovory"): a 15-minute event at the planned Prague time, or an all-day event when
 * no time was set. `now` stamps the events (DTSTAMP); `origin` ('https://example.cz') names the UIDs and links the
 * contact. Lines are CRLF and folded at 75 octets.
 */
export function coldCallsToIcs(calls: readonly ColdCall[], now: Date, origin: string): string {
  const base = origin.replace(/\/+$/, '')
  const host = base.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split('/')[0]
  const stamp = utcStamp(now)
  const planned = calls
    .filter(isPlanned)
    .map((call) => ({ call, minutes: minutesOf(call.nextCallTime) }))
    .sort(
      (a, b) =>
        (a.call.nextCallOn as string).localeCompare(b.call.nextCallOn as string) ||
        (a.minutes ?? -1) - (b.minutes ?? -1),
    )
  const events = planned.flatMap(({ call, minutes }) => {
    const day = call.nextCallOn as IsoDate
    const when =
      minutes === null
        ? [`DTSTART;VALUE=DATE:${basicDate(day)}`, `DTEND;VALUE=DATE:${basicDate(addDays(day, 1))}`]
        : [
            `DTSTART;TZID=Europe/Prague:${localDateTime(day, minutes)}`,
            `DTEND;TZID=Europe/Prague:${localDateTime(day, minutes + CALL_MINUTES)}`,
          ]
    const note = lastNote(call)
    const description = [
      call.contact.phone ? `Telefon: ${call.contact.phone}` : null,
      call.contact.company ? `Firma: ${call.contact.company}` : null,
      note ? `Poslední poznámka: ${note}` : null,
    ].filter((line): line is string => line !== null)
    return [
      'BEGIN:VEVENT',
      `UID:${call.id}@${host}`,
      `DTSTAMP:${stamp}`,
      ...when,
      `SUMMARY:${icsText(`Zavolat: ${call.contact.name}`)}`,
      description.length ? `DESCRIPTION:${icsText(description.join('\n'))}` : null,
      `URL:${base}/portal/contacts/${call.contact.id}`,
      'END:VEVENT',
    ].filter((line): line is string => line !== null)
  })
  const timed = planned.some(({ minutes }) => minutes !== null)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tržiště investičních příležitostí//Hovory//CS',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Hovory',
    'X-WR-TIMEZONE:Europe/Prague',
    ...(timed ? PRAGUE_VTIMEZONE : []),
    ...events,
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`
}
