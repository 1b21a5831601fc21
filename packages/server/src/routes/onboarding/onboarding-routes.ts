import type { Database } from '../../db/database.ts'
import {
  finishOnboarding,
  saveOnboardingWatchdog,
  savePersonalDetails,
} from '../../services/onboarding/onboarding-service.ts'
import { defineRoute } from '../define-route.ts'

/** The onboarding steps: personal details, a first watchdog, investment preferences (each as the user). */
export function onboardingRoutes(db: Database) {
  return [
    defineRoute('onboardingPersonal', ({ claims, input }) => savePersonalDetails(db, claims, input.body)),
    defineRoute('onboardingWatchdog', ({ claims, input }) => saveOnboardingWatchdog(db, claims, input.body)),
    defineRoute('onboardingInvestment', ({ claims, input }) => finishOnboarding(db, claims, input.body)),
  ]
}
