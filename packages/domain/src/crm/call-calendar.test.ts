import { describe, expect, it } from 'vitest'
import { coldCallsToIcs } from './call-calendar.ts'
import type { ColdCall } from './crm.schema.ts'

const call = (n: number, over: Partial<ColdCall> = {}): ColdCall => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  contact: {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: 'Jana Dvořáková',
    phone: '+420 777 123 456',
    email: 'jana@example.cz',
    phones: [{ type: 'mobile', value: '+420 777 123 456', primary: true }],
    company: 'Dvořák; syn, s.r.o.',
    tags: [],
  },
  status: 'CALL_BACK',
  nextCallOn: '2026-11-26',
  nextCallTime: '14:30',
  logs: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
})

const NOW = new Date('2026-11-25T20:22:44.123Z')
const ORIGIN = 'https://trziste.example.cz/'

/** The unfolded content lines. */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n')

describe('coldCallsToIcs', () => {
  it('writes a timed call as a 15-minute Prague event with the time zone', () => {
    const ics = coldCallsToIcs(
      [
        call(1, {
          logs: [
            { id: 'a', calledAt: '2026-11-20T10:00:00.000Z', outcome: 'NO_ANSWER', note: 'starší' },
            { id: 'b', calledAt: '2026-11-24T10:00:00.000Z', outcome: 'REACHED', note: 'Volat\nodpoledne' },
            { id: 'c', calledAt: '2026-11-25T10:00:00.000Z', outcome: 'BUSY', note: null },
          ],
        }),
      ],
      NOW,
      ORIGIN,
    )
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(lines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tržiště investičních příležitostí//Hovory//CS',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Hovory',
      'X-WR-TIMEZONE:Europe/Prague',
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
      'BEGIN:VEVENT',
      'UID:00000000-0000-4000-8000-000000000101@trziste.example.cz',
      'DTSTAMP:20261125T202244Z',
      'DTSTART;TZID=Europe/Prague:20261126T143000',
      'DTEND;TZID=Europe/Prague:20261126T144500',
      'SUMMARY:Zavolat: Jana Dvořáková',
      'DESCRIPTION:Telefon: +420 777 123 456\\nFirma: Dvořák\\; syn\\, s.r.o.\\nPoslední poznámka: Volat\\nodpoledne',
      'URL:https://trziste.example.cz/portal/contacts/00000000-0000-4000-8000-000000000001',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('writes an all-day event without a time zone when no call has a time; leaves out what is not planned', () => {
    const ics = coldCallsToIcs(
      [
        call(1, { nextCallTime: null, contact: { ...call(1).contact, phone: null, company: null } }),
        call(2, { nextCallTime: '25:00', nextCallOn: '2026-11-30' }),
        call(3, { nextCallOn: null }),
        call(4, { status: 'DONE' }),
        call(5, { status: 'NOT_INTERESTED' }),
      ],
      NOW,
      'http://localhost:5173',
    )
    const all = lines(ics)
    expect(all).not.toContain('BEGIN:VTIMEZONE')
    expect(all.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(all).toContain('UID:00000000-0000-4000-8000-000000000101@localhost:5173')
    expect(all).toContain('DTSTART;VALUE=DATE:20261126')
    expect(all).toContain('DTEND;VALUE=DATE:20261127')
    // a time that is not one counts as "some time that day"
    expect(all).toContain('DTSTART;VALUE=DATE:20261130')
    expect(all.filter((l) => l.startsWith('DESCRIPTION:'))).toEqual([
      'DESCRIPTION:Telefon: +420 777 123 456\\nFirma: Dvořák\\; syn\\, s.r.o.',
    ])
    expect(all).toContain('URL:http://localhost:5173/portal/contacts/00000000-0000-4000-8000-000000000001')
  })

  it('sorts by day and time, rolls a late call over midnight and folds long lines at 75 octets', () => {
    const long = 'Řekl, že bude mít čas až po návratu z hor; zavolat znovu a připomenout nabídku.'
    const ics = coldCallsToIcs(
      [
        call(1, { nextCallOn: '2026-12-31', nextCallTime: '23:50' }),
        call(2, { nextCallOn: '2026-12-01', nextCallTime: '9:05' }),
        call(3, { nextCallOn: '2026-12-01', nextCallTime: null }),
        call(4, {
          nextCallOn: '2026-12-02',
          logs: [{ id: 'a', calledAt: '2026-11-24T10:00:00.000Z', outcome: 'REACHED', note: long }],
        }),
      ],
      NOW,
      ORIGIN,
    )
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const starts = lines(ics).filter((l) => l.startsWith('DTSTART') && !l.startsWith('DTSTART:1970'))
    expect(starts).toEqual([
      'DTSTART;VALUE=DATE:20261201',
      'DTSTART;TZID=Europe/Prague:20261201T090500',
      'DTSTART;TZID=Europe/Prague:20261202T143000',
      'DTSTART;TZID=Europe/Prague:20261231T235000',
    ])
    expect(lines(ics)).toContain('DTEND;TZID=Europe/Prague:20270101T000500')
    expect(lines(ics).find((l) => l.includes('Poslední poznámka'))).toContain(
      'Řekl\\, že bude mít čas až po návratu z hor\\; zavolat znovu',
    )
  })

  it('writes an empty calendar when nothing is planned', () => {
    expect(lines(coldCallsToIcs([], NOW, ORIGIN))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tržiště investičních příležitostí//Hovory//CS',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Hovory',
      'X-WR-TIMEZONE:Europe/Prague',
      'END:VCALENDAR',
      '',
    ])
  })
})
