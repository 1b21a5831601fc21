import type {
  OnboardingInvestmentRequest,
  OnboardingStepResponse,
  OnboardingWatchdogRequest,
  PersonalDetailsRequest,
} from '@rg/domain/watchdog'
import type { InvestmentValues, PersonalValues, WatchdogValues } from '@rg/ui/screens'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { userKey } from './user.ts'

/*
 * Onboarding (PUT /api/onboarding/*, the domain contract), answered by the server and by the mock API.
 */

function amount(text: string): number | null {
  const digits = text.replace(/\s/g, '')
  return digits === '' ? null : Number(digits)
}

export function savePersonal(values: PersonalValues) {
  const body: PersonalDetailsRequest = {
    ...values,
    companyName: values.companyName || null,
    ico: values.ico || null,
  }
  return checked('onboardingPersonal', { body })
}

export function saveWatchdog(values: WatchdogValues | null) {
  const body: OnboardingWatchdogRequest = {
    watchdog: values && {
      kind: 'LISTING',
      categories: values.categories as never,
      regions: values.regions as never,
      priceFrom: amount(values.priceFrom),
      priceTo: amount(values.priceTo),
      keywords: values.keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
      frequency: values.frequency,
    },
  }
  return checked('onboardingWatchdog', { body })
}

/** The form's investment values as the API's preferences (onboarding and the profile). */
export function toPreferences(
  values: InvestmentValues,
): NonNullable<OnboardingInvestmentRequest['preferences']> {
  return {
    amountFrom: amount(values.amountFrom),
    amountTo: amount(values.amountTo),
    horizon: values.horizon,
    risk: values.risk,
    categories: values.categories as never,
    regions: values.regions as never,
  }
}

export function saveInvestment(values: InvestmentValues | null) {
  const body: OnboardingInvestmentRequest = { preferences: values && toPreferences(values) }
  return checked('onboardingInvestment', { body })
}

/**
 * Saving one onboarding step (or skipping it with null); the last step finishes onboarding, so the cached user is
 * reloaded before the caller moves on.
 */
export function useSaveOnboardingStep<V>(
  save: (values: V) => Promise<OnboardingStepResponse>,
  skip: () => Promise<OnboardingStepResponse>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: V | null) => (values === null ? skip() : save(values)),
    onSuccess: async (answer) => {
      if (answer.onboardingCompleted) await client.invalidateQueries({ queryKey: userKey })
    },
  })
}
