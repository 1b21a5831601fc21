import {
  type InvestmentPreferences,
  MAX_WATCHDOGS,
  resumeFrequencyAfter,
  TOO_MANY_WATCHDOGS,
  WATCHDOG_NOT_FOUND,
  type Watchdog,
  watchdogInputSchema,
} from '@rg/domain/watchdog'
import { demoUser } from '../fixtures/user.ts'
import type { MockStore } from '../store.ts'
import { mockRoute, ok, perUser, refused } from './mock-route.ts'

/** The mock's watchdogs per user, kept beside the store (one state per store, like the store itself). */
const states = new WeakMap<MockStore, Map<string, Watchdog[]>>()

const NOT_FOUND = () => refused(WATCHDOG_NOT_FOUND)

/** The demo user's saved search, as onboarding would have left it. */
export function demoWatchdog(): Watchdog {
  return {
    id: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    name: 'Byty na jižní Moravě',
    kind: 'LISTING',
    categories: ['REAL_ESTATE'],
    regions: ['CZ-64'],
    priceFrom: null,
    priceTo: 10_000_000,
    keywords: ['byt'],
    frequency: 'IMMEDIATE',
    resumeFrequency: null,
    events: ['NEW', 'PRICE_DROP', 'CLOSED', 'CHANGED'],
    createdAt: '2026-11-02T09:00:00.000Z',
  }
}

/** A user's watchdogs in the store: the demo user's fixture, plus the one saved in the mock onboarding. */
export function watchdogsOf(store: MockStore, userId: string): Watchdog[] {
  return perUser(states, store, userId, () => {
    const list = userId === demoUser.id ? [demoWatchdog()] : []
    const fromOnboarding = watchdogInputSchema.safeParse(store.onboarding[userId]?.watchdog)
    if (fromOnboarding.success) {
      list.unshift({
        ...fromOnboarding.data,
        resumeFrequency: resumeFrequencyAfter(null, fromOnboarding.data.frequency),
        id: crypto.randomUUID(),
        createdAt: store.now().toISOString(),
      } as Watchdog)
    }
    return list
  })
}

/** /api/watchdogs and /api/investment-preferences over the store, as the server's routes/watchdogs answer them. */
export function watchdogHandlers(store: MockStore) {
  return {
    list: mockRoute(store, 'listWatchdogs', ({ account }) =>
      ok({ items: [...watchdogsOf(store, account.user.id)] }),
    ),
    create: mockRoute(store, 'createWatchdog', ({ input, account }) => {
      const list = watchdogsOf(store, account.user.id)
      if (list.length >= MAX_WATCHDOGS) {
        return refused(TOO_MANY_WATCHDOGS)
      }
      const created = {
        ...input.body,
        resumeFrequency: resumeFrequencyAfter(null, input.body.frequency),
        events: [...new Set(input.body.events)],
        id: crypto.randomUUID(),
        createdAt: store.now().toISOString(),
      } as Watchdog
      list.unshift(created)
      return ok(created, 201)
    }),
    update: mockRoute(store, 'updateWatchdog', ({ input, account }) => {
      const list = watchdogsOf(store, account.user.id)
      const i = list.findIndex((w) => w.id === input.params.id)
      const current = list[i]
      if (!current) return NOT_FOUND()
      const updated = {
        ...current,
        ...input.body,
        // The server's trigger keeps the frequency before a pause (decision 1120); the mock does the same.
        resumeFrequency: resumeFrequencyAfter(current, input.body.frequency),
        events: [...new Set(input.body.events)],
      } as Watchdog
      list[i] = updated
      return ok(updated)
    }),
    delete: mockRoute(store, 'deleteWatchdog', ({ input, account }) => {
      const list = watchdogsOf(store, account.user.id)
      const i = list.findIndex((w) => w.id === input.params.id)
      if (i < 0) return NOT_FOUND()
      list.splice(i, 1)
      return ok({ ok: true as const })
    }),
    getPreferences: mockRoute(store, 'getInvestmentPreferences', ({ account }) =>
      ok((store.onboarding[account.user.id]?.investment as InvestmentPreferences | undefined) ?? null),
    ),
    putPreferences: mockRoute(store, 'putInvestmentPreferences', ({ input, account }) => {
      // The same place onboarding keeps them, so recommendedOffers reads the edit.
      store.onboarding[account.user.id] = { ...store.onboarding[account.user.id], investment: input.body }
      return ok(input.body)
    }),
  }
}
