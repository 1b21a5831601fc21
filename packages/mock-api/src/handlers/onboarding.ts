import type { MockStore } from '../store.ts'
import { mockRoute, ok } from './mock-route.ts'

/**
 * PUT /api/onboarding/personal|watchdog|investment, as packages/server/src/routes/onboarding.ts answers them: each
 * step keeps its data and names the next; the investment step finishes onboarding.
 */
export function onboardingHandlers(store: MockStore) {
  const keep = (userId: string, data: Record<string, unknown>) => {
    store.onboarding[userId] = { ...store.onboarding[userId], ...data }
  }
  return {
    personal: mockRoute(store, 'onboardingPersonal', ({ input: { body }, account }) => {
      keep(account.user.id, { personal: body })
      account.user.firstName = body.firstName
      account.user.lastName = body.lastName
      return ok({
        next: '/onboarding/watchdog' as const,
        onboardingCompleted: account.user.onboardingCompleted,
      })
    }),
    watchdog: mockRoute(store, 'onboardingWatchdog', ({ input: { body }, account }) => {
      keep(account.user.id, { watchdog: body.watchdog })
      return ok({
        next: '/onboarding/investment' as const,
        onboardingCompleted: account.user.onboardingCompleted,
      })
    }),
    investment: mockRoute(store, 'onboardingInvestment', ({ input: { body }, account }) => {
      keep(account.user.id, { investment: body.preferences })
      account.user.onboardingCompleted = true
      return ok({ next: '/portal' as const, onboardingCompleted: true })
    }),
  }
}
