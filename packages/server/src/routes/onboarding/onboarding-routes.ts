import type { Database } from '../../db/database.ts'
import {
  finishOnboarding,
  saveOnboardingWatchdog,
  savePersonalDetails,
} from '../../services/onboarding/onboarding-service.ts'
import { actAsUser } from '../../services/outcome.ts'
import { defineRoute } from '../define-route.ts'

/** The onboarding steps: personal details, a first watchdog, investment preferences (each as the user). */
export function onboardingRoutes(db: Database) {
  return [
    defineRoute('onboardingPersonal', ({ claims, input }) =>
      actAsUser(db, claims, (tx) => savePersonalDetails(tx, claims.sub, input.body)),
    ),
    defineRoute('onboardingWatchdog', ({ claims, input }) =>
      actAsUser(db, claims, (tx) => saveOnboardingWatchdog(tx, claims.sub, input.body)),
    ),
    defineRoute('onboardingInvestment', ({ claims, input }) =>
      actAsUser(db, claims, (tx) => finishOnboarding(tx, claims.sub, input.body)),
    ),
  ]
}
