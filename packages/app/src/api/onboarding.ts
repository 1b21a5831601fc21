import {
  API,
  type OnboardingInvestmentRequest,
  type OnboardingStepResponse,
  type OnboardingWatchdogRequest,
  onboardingStepResponseSchema,
  type PersonalDetailsRequest,
} from '@rg/domain'
import type { InvestmentValues, PersonalValues, WatchdogValues } from '@rg/ui/screens'
import { apiFetch } from './http.ts'

/*
 * Onboarding (PUT /api/onboarding/*, the domain contract), answered by the server and by the mock API.
 */

function amount(text: string): number | null {
  const digits = text.replace(/\s/g, '')
  return digits === '' ? null : Number(digits)
}

async function put(path: string, body: unknown): Promise<OnboardingStepResponse> {
  return onboardingStepResponseSchema.parse(
    await apiFetch(path, { method: 'PUT', body: JSON.stringify(body) }),
  )
}

export function savePersonal(values: PersonalValues) {
  const body: PersonalDetailsRequest = {
    ...values,
    companyName: values.companyName || null,
    ico: values.ico || null,
  }
  return put(API.onboardingPersonal.path, body)
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
  return put(API.onboardingWatchdog.path, body)
}

export function saveInvestment(values: InvestmentValues | null) {
  const body: OnboardingInvestmentRequest = {
    preferences: values && {
      amountFrom: amount(values.amountFrom),
      amountTo: amount(values.amountTo),
      horizon: values.horizon,
      risk: values.risk,
      categories: values.categories as never,
      regions: values.regions as never,
    },
  }
  return put(API.onboardingInvestment.path, body)
}
