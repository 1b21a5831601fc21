import { type OfferLead, type OfferStats, statsSeries } from '@rg/domain'

/** A published listing's last 30 days, ending 2026-12-01 (fixed, so the stories never change with the clock). */
export const STATS: OfferStats = (() => {
  const byDay = new Map(
    Array.from({ length: 30 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 10, 2 + i)).toISOString().slice(0, 10)
      return [
        day,
        { impressions: 20 + ((i * 37) % 90), views: 2 + ((i * 7) % 11), unlocks: i % 6 === 0 ? 1 : 0 },
      ]
    }),
  )
  const days = statsSeries('2026-12-01', byDay)
  const sum = (k: 'impressions' | 'views' | 'unlocks' | 'favourites') => days.reduce((s, d) => s + d[k], 0)
  const today = days.at(-1)!
  return {
    offerId: 12,
    today: { impressions: today.impressions, views: today.views, unlocks: today.unlocks, favourites: 0 },
    last30: { impressions: sum('impressions'), views: sum('views'), unlocks: sum('unlocks'), favourites: 0 },
    demand: { watchdogs: 14, preferenceProfiles: 3 },
    days,
  }
})()

export const EMPTY_STATS: OfferStats = {
  offerId: 13,
  today: { impressions: 0, views: 0, unlocks: 0, favourites: 0 },
  last30: { impressions: 0, views: 0, unlocks: 0, favourites: 0 },
  demand: { watchdogs: 0, preferenceProfiles: 0 },
  days: statsSeries('2026-12-01', new Map()),
}

export const LEADS: OfferLead[] = [
  {
    investorNo: 8,
    unlockedAt: '2026-12-01T09:12:00.000Z',
    verified: true,
    tier: 'GOLD',
    shared: true,
    refunded: false,
    name: 'Ing. Jana Dvořáková',
    company: 'Dvořák Invest s.r.o.',
    email: 'jana.dvorakova@example.cz',
    phone: '+420 603 123 456',
  },
  {
    investorNo: 7,
    unlockedAt: '2026-11-30T16:40:00.000Z',
    verified: true,
    tier: 'SILVER',
    shared: false,
    refunded: false,
    name: null,
    company: null,
    email: null,
    phone: null,
  },
  {
    investorNo: 3,
    unlockedAt: '2026-11-20T08:05:00.000Z',
    verified: false,
    tier: 'USAGE',
    shared: false,
    refunded: true,
    name: null,
    company: null,
    email: null,
    phone: null,
  },
]
