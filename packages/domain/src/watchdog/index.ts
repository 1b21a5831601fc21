/* @rg/domain/watchdog: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  INVESTMENT_HORIZON_LABELS,
  INVESTMENT_HORIZONS,
  INVESTMENT_RISK_LABELS,
  INVESTMENT_RISKS,
  type InvestmentPreferences,
  type OnboardingInvestmentRequest,
  type OnboardingStepResponse,
  type OnboardingWatchdogRequest,
  onboardingStepResponseSchema,
  type PersonalDetailsRequest,
  type Watchdog,
  watchdogInputSchema,
  watchdogListResponseSchema,
  watchdogSchema,
} from './onboarding.schema.ts'
export {
  ACTIVE_WATCHDOG_FREQUENCIES,
  type ActiveWatchdogFrequency,
  matchesWatchdog,
  resumeFrequencyAfter,
  WATCHDOG_EVENT_LABELS,
  WATCHDOG_EVENTS,
  WATCHDOG_FREQUENCIES,
  WATCHDOG_FREQUENCY_LABELS,
  type WatchdogCriteria,
  type WatchdogEvent,
  type WatchdogFrequency,
  type WatchdogListing,
  watchdogBrowseKeyword,
} from './watchdog.ts'
export { MAX_WATCHDOGS, TOO_MANY_WATCHDOGS, WATCHDOG_NOT_FOUND } from './watchdog-refusals.ts'
