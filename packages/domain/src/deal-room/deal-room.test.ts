import { describe, expect, it } from 'vitest'
import type { OfferLead } from './deal-room.schema.ts'
import {
  leadContactInput,
  leadLabel,
  leadsToCsv,
  matchesPreferenceProfile,
  statsSeries,
  sumCounts,
} from './deal-room.ts'

const offer = { kind: 'LISTING' as const, category: 'REAL_ESTATE', region: 'CZ-63', pubPrice: 4_000_000 }
const none = { categories: [], regions: [], amountFrom: null, amountTo: null }

describe('preference profiles', () => {
  it('match when every stated criterion fits, never an empty profile or a service', () => {
    expect(matchesPreferenceProfile(offer, none)).toBe(false)
    expect(matchesPreferenceProfile(offer, { ...none, regions: ['CZ-63'] })).toBe(true)
    expect(matchesPreferenceProfile(offer, { ...none, regions: ['CZ-63'], amountTo: 3_000_000 })).toBe(false)
    expect(matchesPreferenceProfile({ ...offer, pubPrice: null }, { ...none, amountTo: 1 })).toBe(true)
    expect(matchesPreferenceProfile({ ...offer, region: null }, { ...none, regions: ['CZ-63'] })).toBe(false)
    expect(
      matchesPreferenceProfile({ ...offer, kind: 'SERVICE' }, { ...none, categories: ['REAL_ESTATE'] }),
    ).toBe(false)
  })
})

const lead: OfferLead = {
  investorNo: 7,
  unlockedAt: '2026-12-01T09:12:00.000Z',
  verified: true,
  tier: 'GOLD',
  shared: false,
  refunded: false,
  name: null,
  company: null,
  email: null,
  phone: null,
}

describe('leads', () => {
  it('are anonymous by number unless shared', () => {
    expect(leadLabel(lead)).toBe('Investor č. 7, ověřený')
    expect(leadLabel({ ...lead, verified: false })).toBe('Investor č. 7')
    expect(leadLabel({ ...lead, name: 'Jana Nová', company: 'Nová a.s.' })).toBe('Jana Nová (Nová a.s.)')
    expect(leadContactInput(lead, { id: 3, name: 'Byty' })).toBeNull()
    expect(
      leadContactInput(
        { ...lead, shared: true, name: 'Jana Nová', email: 'jana@example.cz' },
        { id: 3, name: 'Byty' },
      ),
    ).toMatchObject({ name: 'Jana Nová', email: 'jana@example.cz', tags: ['Zájemce'], offerIds: [3] })
  })

  it('export as CSV for Czech Excel: BOM, semicolons, Czech headers, safe cells', () => {
    const csv = leadsToCsv([{ ...lead, shared: true, name: '=HYPERLINK()', phone: '+420 603 123 456' }])
    expect(
      csv.startsWith('\uFEFFZájemce;Odemčeno;Ověřený;Tarif;Jméno;Firma;E-mail;Telefon;Kredity vráceny\r\n'),
    ).toBe(true)
    expect(csv).toContain(";'=HYPERLINK();")
    expect(csv).toContain(';+420 603 123 456;')
    expect(csv).toContain(';ano;Gold;')
  })
})

describe('stats series', () => {
  it('holds 30 days ending today, zeros where nothing happened', () => {
    const days = statsSeries('2026-12-01', new Map([['2026-11-30', { views: 3 }]]))
    expect(days).toHaveLength(30)
    expect(days[0]?.day).toBe('2026-11-02')
    expect(days.at(-2)).toEqual({ day: '2026-11-30', impressions: 0, views: 3, unlocks: 0, favourites: 0 })
    expect(sumCounts(days).views).toBe(3)
  })
})
