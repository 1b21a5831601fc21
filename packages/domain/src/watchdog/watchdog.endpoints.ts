import type { EndpointDef } from '../contract/endpoint-def.ts'
import { idParamsSchema } from '../fields/path-params.schema.ts'
import { okResponseSchema } from '../profile/user-actions.schema.ts'
import {
  investmentPreferencesSchema,
  onboardingInvestmentRequestSchema,
  onboardingStepResponseSchema,
  onboardingWatchdogRequestSchema,
  personalDetailsSchema,
  watchdogInputSchema,
  watchdogListResponseSchema,
  watchdogSchema,
} from './onboarding.schema.ts'

/*
 * Onboarding, watchdogs and investment preferences.
 */
export const WATCHDOG_ENDPOINTS = {
  onboardingPersonal: {
    method: 'PUT',
    path: '/api/onboarding/personal',
    access: 'user',
    body: personalDetailsSchema,
    response: onboardingStepResponseSchema,
  },
  onboardingWatchdog: {
    method: 'PUT',
    path: '/api/onboarding/watchdog',
    access: 'user',
    body: onboardingWatchdogRequestSchema,
    response: onboardingStepResponseSchema,
  },
  onboardingInvestment: {
    method: 'PUT',
    path: '/api/onboarding/investment',
    access: 'user',
    body: onboardingInvestmentRequestSchema,
    response: onboardingStepResponseSchema,
  },
  listWatchdogs: {
    method: 'GET',
    path: '/api/watchdogs',
    access: 'user',
    response: watchdogListResponseSchema,
  },
  createWatchdog: {
    method: 'POST',
    path: '/api/watchdogs',
    access: 'user',
    body: watchdogInputSchema,
    response: watchdogSchema,
  },
  updateWatchdog: {
    method: 'PUT',
    path: '/api/watchdogs/:id',
    access: 'user',
    params: idParamsSchema,
    body: watchdogInputSchema,
    response: watchdogSchema,
  },
  deleteWatchdog: {
    method: 'DELETE',
    path: '/api/watchdogs/:id',
    access: 'user',
    params: idParamsSchema,
    response: okResponseSchema,
  },
  getInvestmentPreferences: {
    method: 'GET',
    path: '/api/investment-preferences',
    access: 'user',
    response: investmentPreferencesSchema.nullable(),
  },
  putInvestmentPreferences: {
    method: 'PUT',
    path: '/api/investment-preferences',
    access: 'user',
    body: investmentPreferencesSchema,
    response: investmentPreferencesSchema,
  },
} as const satisfies Record<string, EndpointDef>
