import { describe, expect, it } from 'vitest'
import type { ColdCall, Contact } from './crm.schema.ts'
import {
  allTags,
  callAgenda,
  callMatchesDue,
  filterContacts,
  foldForSearch,
  isCallDue,
  uniqueTags,
} from './crm.ts'

const contact = (name: string, extra: Partial<Contact> = {}): Contact => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  jobTitle: null,
  emails: [],
  phones: [],
  addresses: [],
  email: null,
  phone: null,
  company: null,
  ico: null,
  address: null,
  note: '',
  tags: [],
  offerIds: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
  ...(extra.phone ? { phones: [{ type: 'mobile' as const, value: extra.phone, primary: true }] } : {}),
  ...(extra.email ? { emails: [{ type: 'work' as const, value: extra.email, primary: true }] } : {}),
})

describe('CRM rules', () => {
  it('searches ignoring diacritics and case, in name, company, phone and tags', () => {
    const list = [
      contact('Jana Dvořáková', { company: 'Účetní s.r.o.', phone: '777 123 456', tags: ['Investor'] }),
      contact('Čeněk Šťastný', { createdAt: '2026-11-05T10:00:00.000Z' }),
    ]
    expect(foldForSearch('Šťastný ČENĚK')).toBe('stastny cenek')
    expect(filterContacts(list, { q: 'dvorak' }).map((c) => c.name)).toEqual(['Jana Dvořáková'])
    expect(filterContacts(list, { q: 'UCETNI' })).toHaveLength(1)
    expect(filterContacts(list, { q: '777123' })).toHaveLength(1)
    expect(filterContacts(list, { q: 'cenek stast' }).map((c) => c.name)).toEqual(['Čeněk Šťastný'])
    expect(filterContacts(list, { tag: 'investor' })).toHaveLength(1)
    expect(filterContacts(list, { q: 'nikdo' })).toEqual([])
  })

  it('sorts the Czech way, by company (empty last) or newest first', () => {
    const list = [
      contact('Zdeněk', { company: 'Alfa' }),
      contact('Čeněk'),
      contact('Adam', { company: 'Beta', createdAt: '2026-11-09T10:00:00.000Z' }),
    ]
    expect(filterContacts(list, {}).map((c) => c.name)).toEqual(['Adam', 'Čeněk', 'Zdeněk'])
    expect(filterContacts(list, { sort: 'company' }).map((c) => c.name)).toEqual(['Zdeněk', 'Adam', 'Čeněk'])
    expect(filterContacts(list, { sort: 'newest' })[0]?.name).toBe('Adam')
  })

  it('keeps each tag once', () => {
    expect(uniqueTags([' banka', 'Banka', 'investor', ''])).toEqual(['banka', 'investor'])
    expect(allTags([contact('A', { tags: ['Žena', 'banka'] }), contact('B', { tags: ['Banka'] })])).toEqual([
      'banka',
      'Žena',
    ])
  })

  it('tells overdue, today and this week (Monday to Sunday) calls apart', () => {
    const today = '2026-11-25' // a Wednesday
    const at = (nextCallOn: string | null, status = 'CALL_BACK' as const) => ({ nextCallOn, status })
    expect(callMatchesDue(at('2026-11-24'), 'overdue', today)).toBe(true)
    expect(callMatchesDue({ nextCallOn: '2026-11-24', status: 'DONE' }, 'overdue', today)).toBe(false)
    expect(callMatchesDue(at('2026-11-25'), 'today', today)).toBe(true)
    expect(callMatchesDue(at('2026-11-29'), 'week', today)).toBe(true)
    expect(callMatchesDue(at('2026-11-30'), 'week', today)).toBe(false)
    expect(callMatchesDue(at(null), 'today', today)).toBe(false)
    // a finished call is never due, under any filter
    for (const status of ['DONE', 'NOT_INTERESTED'] as const)
      for (const [day, due] of [
        ['2026-11-24', 'overdue'],
        ['2026-11-25', 'today'],
        ['2026-11-27', 'week'],
      ] as const)
        expect(callMatchesDue({ nextCallOn: day, status }, due, today)).toBe(false)
  })

  it('calls due (the server’s due=true) exactly what "Po termínu" and "Dnes" show together', () => {
    const today = '2026-11-25'
    const calls = (['NEW', 'CALL_BACK', 'INTERESTED', 'NOT_INTERESTED', 'DONE'] as const).flatMap((status) =>
      ['2026-11-20', '2026-11-25', '2026-11-26', null].map((nextCallOn) => ({ nextCallOn, status })),
    )
    for (const call of calls)
      expect(isCallDue(call, today), JSON.stringify(call)).toBe(
        callMatchesDue(call, 'overdue', today) || callMatchesDue(call, 'today', today),
      )
    expect(calls.filter((c) => isCallDue(c, today))).toHaveLength(6)
  })
})

describe('callAgenda', () => {
  const call = (id: string, nextCallOn: string | null, extra: Partial<ColdCall> = {}): ColdCall => ({
    id,
    contact: { id, name: id, phone: null, email: null, phones: [], company: null, tags: [] },
    status: 'CALL_BACK',
    nextCallOn,
    nextCallTime: null,
    logs: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  })
  it('groups open calls into overdue, today and tomorrow, by day and time', () => {
    const agenda = callAgenda(
      [
        call('later', '2026-11-30'),
        call('tomorrow-10', '2026-11-26', { nextCallTime: '10:00' }),
        call('tomorrow-9', '2026-11-26', { nextCallTime: '09:00' }),
        call('today', '2026-11-25'),
        call('old', '2026-11-20'),
        call('old-done', '2026-11-20', { status: 'DONE' }),
        call('unplanned', null),
      ],
      '2026-11-25',
    )
    expect(agenda.overdue.map((c) => c.id)).toEqual(['old'])
    expect(agenda.today.map((c) => c.id)).toEqual(['today'])
    expect(agenda.tomorrow.map((c) => c.id)).toEqual(['tomorrow-9', 'tomorrow-10'])
  })
})
