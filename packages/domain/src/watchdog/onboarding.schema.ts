import { z } from 'zod'
import {
  czechPhoneSchema,
  czkSchema,
  dateTimeSchema,
  icoSchema,
  optionalText,
  orNull,
  requiredText,
  uuidSchema,
} from '../fields/fields.schema.ts'
import { offerCategorySchema, offerKindSchema, regionSchema } from '../offers/offer.schema.ts'
import { ACTIVE_WATCHDOG_FREQUENCIES, WATCHDOG_EVENTS, WATCHDOG_FREQUENCIES } from './watchdog.ts'

/** PUT /api/onboarding/personal (docs/product/notifications.md step 1); the same fields are edited later in the profile. */
export const personalDetailsSchema = z.object({
  firstName: requiredText('Vyplňte jméno.', 100),
  lastName: requiredText('Vyplňte příjmení.', 100),
  phone: czechPhoneSchema,
  companyName: optionalText(200),
  ico: orNull(icoSchema),
  city: requiredText('Vyplňte město.', 100),
})
export type PersonalDetailsRequest = z.input<typeof personalDetailsSchema>
export type PersonalDetails = z.output<typeof personalDetailsSchema>

export const watchdogFrequencySchema = z.enum(WATCHDOG_FREQUENCIES, {
  error: 'Vyberte, jak často posílat upozornění.',
})

const priceRange = (v: { priceFrom: number | null; priceTo: number | null }) =>
  v.priceFrom === null || v.priceTo === null || v.priceFrom <= v.priceTo

/** A saved search (hlídací pes): in onboarding step 2 and in the portal (several per user). */
export const watchdogInputSchema = z
  .object({
    name: optionalText(100),
    kind: offerKindSchema.default('LISTING'),
    categories: z.array(offerCategorySchema).default([]),
    regions: z.array(regionSchema).default([]),
    priceFrom: czkSchema.nullable().default(null),
    priceTo: czkSchema.nullable().default(null),
    keywords: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Klíčové slovo nesmí být prázdné.')
          .max(60, 'Klíčové slovo je příliš dlouhé.'),
      )
      .max(20, 'Nejvýše 20 klíčových slov.')
      .default([]),
    frequency: watchdogFrequencySchema.default('IMMEDIATE'),
    events: z
      .array(z.enum(WATCHDOG_EVENTS, { error: 'Neznámý druh upozornění.' }))
      .default([...WATCHDOG_EVENTS]),
  })
  .refine(priceRange, { message: 'Cena od nesmí být vyšší než cena do.', path: ['priceTo'] })
export type WatchdogInput = z.input<typeof watchdogInputSchema>

export const watchdogSchema = z.object({
  id: uuidSchema,
  name: z.string().nullable(),
  kind: offerKindSchema,
  categories: z.array(offerCategorySchema),
  regions: z.array(regionSchema),
  priceFrom: z.number().int().nullable(),
  priceTo: z.number().int().nullable(),
  keywords: z.array(z.string()),
  frequency: watchdogFrequencySchema,
  /** Paused: the frequency "Obnovit" brings back (the one before the pause, decision 1120); null while active. */
  resumeFrequency: z.enum(ACTIVE_WATCHDOG_FREQUENCIES).nullable(),
  events: z.array(z.enum(WATCHDOG_EVENTS)),
  createdAt: dateTimeSchema,
})
export type Watchdog = z.infer<typeof watchdogSchema>
export const watchdogListResponseSchema = z.object({ items: z.array(watchdogSchema) })

/** PUT /api/onboarding/watchdog: null skips the step. */
export const onboardingWatchdogRequestSchema = z.object({ watchdog: watchdogInputSchema.nullable() })
export type OnboardingWatchdogRequest = z.input<typeof onboardingWatchdogRequestSchema>

export const INVESTMENT_HORIZONS = ['UP_TO_1_YEAR', 'ONE_TO_FIVE_YEARS', 'OVER_5_YEARS'] as const
export const INVESTMENT_HORIZON_LABELS: Readonly<Record<(typeof INVESTMENT_HORIZONS)[number], string>> = {
  UP_TO_1_YEAR: 'do 1 roku',
  ONE_TO_FIVE_YEARS: '1-5 let',
  OVER_5_YEARS: 'nad 5 let',
}
export const INVESTMENT_RISKS = ['LOW', 'MEDIUM', 'HIGH'] as const
export const INVESTMENT_RISK_LABELS: Readonly<Record<(typeof INVESTMENT_RISKS)[number], string>> = {
  LOW: 'nízké',
  MEDIUM: 'střední',
  HIGH: 'vysoké',
}

/** docs/product/notifications.md step 3; also GET/PUT /api/investment-preferences. */
export const investmentPreferencesSchema = z
  .object({
    amountFrom: czkSchema.nullable().default(null),
    amountTo: czkSchema.nullable().default(null),
    horizon: z.enum(INVESTMENT_HORIZONS, { error: 'Vyberte investiční horizont.' }).nullable().default(null),
    risk: z.enum(INVESTMENT_RISKS, { error: 'Vyberte míru rizika.' }).nullable().default(null),
    categories: z.array(offerCategorySchema).default([]),
    regions: z.array(regionSchema).default([]),
  })
  .refine((v) => v.amountFrom === null || v.amountTo === null || v.amountFrom <= v.amountTo, {
    message: 'Částka od nesmí být vyšší než částka do.',
    path: ['amountTo'],
  })
export type InvestmentPreferences = z.output<typeof investmentPreferencesSchema>
export type InvestmentPreferencesInput = z.input<typeof investmentPreferencesSchema>

/** PUT /api/onboarding/investment: null skips the step; either way onboarding is finished. */
export const onboardingInvestmentRequestSchema = z.object({
  preferences: investmentPreferencesSchema.nullable(),
})
export type OnboardingInvestmentRequest = z.input<typeof onboardingInvestmentRequestSchema>

/** Every onboarding step answers where to go next. */
export const onboardingStepResponseSchema = z.object({
  next: z.enum(['/onboarding/watchdog', '/onboarding/investment', '/portal']),
  onboardingCompleted: z.boolean(),
})
export type OnboardingStepResponse = z.infer<typeof onboardingStepResponseSchema>
