import {
  API,
  type OnboardingStepResponse,
  onboardingInvestmentRequestSchema,
  onboardingWatchdogRequestSchema,
  personalDetailsSchema,
} from '@rg/domain'
import { HttpResponse, http } from 'msw'
import type { MockStore } from '../store.ts'
import { csrfRejected, currentAccount, jsonBody, unauthorized, validationFailed } from './respond.ts'

/**
 * PUT /api/onboarding/personal|watchdog|investment (the domain contract), mirroring
 * packages/server/src/routes/onboarding.ts. The contract suite has no cases for them yet.
 */
export function onboardingHandlers(store: MockStore) {
  return {
    personal: http.put(`*${API.onboardingPersonal.path}`, async ({ cookies, request }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const parsed = personalDetailsSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      store.onboarding[account.user.id] = { ...store.onboarding[account.user.id], personal: parsed.data }
      account.user.firstName = parsed.data.firstName
      account.user.lastName = parsed.data.lastName
      return HttpResponse.json<OnboardingStepResponse>({
        next: '/onboarding/watchdog',
        onboardingCompleted: false,
      })
    }),
    watchdog: http.put(`*${API.onboardingWatchdog.path}`, async ({ cookies, request }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const parsed = onboardingWatchdogRequestSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      store.onboarding[account.user.id] = {
        ...store.onboarding[account.user.id],
        watchdog: parsed.data.watchdog,
      }
      return HttpResponse.json<OnboardingStepResponse>({
        next: '/onboarding/investment',
        onboardingCompleted: false,
      })
    }),
    investment: http.put(`*${API.onboardingInvestment.path}`, async ({ cookies, request }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const parsed = onboardingInvestmentRequestSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      store.onboarding[account.user.id] = {
        ...store.onboarding[account.user.id],
        investment: parsed.data.preferences,
      }
      account.user.onboardingCompleted = true
      return HttpResponse.json<OnboardingStepResponse>({ next: '/portal', onboardingCompleted: true })
    }),
  }
}
