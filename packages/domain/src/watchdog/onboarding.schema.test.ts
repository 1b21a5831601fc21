import { describe, expect, it } from 'vitest'
import {
  INVESTMENT_HORIZON_LABELS,
  INVESTMENT_RISK_LABELS,
  investmentPreferencesSchema,
  onboardingInvestmentRequestSchema,
  onboardingStepResponseSchema,
  onboardingWatchdogRequestSchema,
  personalDetailsSchema,
  watchdogInputSchema,
  watchdogListResponseSchema,
} from './onboarding.schema.ts'

const firstIssue = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const i = r.error?.issues[0]
  return i ? `${i.path.join('.')}: ${i.message}` : 'ok'
}

describe('onboarding personal', () => {
  const valid = { firstName: 'Jan', lastName: 'Novák', phone: '777 123 456', city: 'Zlín' }

  it('normalises the phone and fills optional company fields', () => {
    expect(personalDetailsSchema.parse(valid)).toEqual({
      ...valid,
      phone: '+420777123456',
      companyName: null,
      ico: null,
    })
    expect(personalDetailsSchema.parse({ ...valid, companyName: 'Alza.cz a.s.', ico: '27082440' }).ico).toBe(
      '27082440',
    )
    expect(personalDetailsSchema.parse({ ...valid, companyName: '', ico: ' ' })).toMatchObject({
      companyName: null,
      ico: null,
    })
  })

  it.each([
    [{ ...valid, firstName: ' ' }, 'firstName: Vyplňte jméno.'],
    [{ ...valid, lastName: undefined }, 'lastName: Vyplňte příjmení.'],
    [{ ...valid, phone: '+421 777 123 456' }, 'phone: Zadejte telefon ve formátu +420 777 123 456.'],
    [{ ...valid, ico: '12345678' }, 'ico: IČO musí mít 8 číslic a platný kontrolní součet.'],
    [{ ...valid, city: '' }, 'city: Vyplňte město.'],
  ])('refuses %j', (input, issue) => {
    expect(firstIssue(personalDetailsSchema.safeParse(input))).toBe(issue)
  })
})

describe('watchdog', () => {
  it('defaults to any listing, immediately', () => {
    expect(watchdogInputSchema.parse({})).toEqual({
      name: null,
      kind: 'LISTING',
      categories: [],
      regions: [],
      priceFrom: null,
      priceTo: null,
      keywords: [],
      frequency: 'IMMEDIATE',
      events: ['NEW', 'PRICE_DROP', 'CLOSED', 'CHANGED'],
    })
  })

  it('checks the price range and the codes', () => {
    expect(firstIssue(watchdogInputSchema.safeParse({ priceFrom: 10, priceTo: 5 }))).toBe(
      'priceTo: Cena od nesmí být vyšší než cena do.',
    )
    expect(firstIssue(watchdogInputSchema.safeParse({ frequency: 'HOURLY' }))).toBe(
      'frequency: Vyberte, jak často posílat upozornění.',
    )
    expect(watchdogInputSchema.safeParse({ priceFrom: 5, priceTo: 10, regions: ['CZ-10'] }).success).toBe(
      true,
    )
  })

  it('can be skipped in onboarding', () => {
    expect(onboardingWatchdogRequestSchema.parse({ watchdog: null })).toEqual({ watchdog: null })
    expect(watchdogListResponseSchema.safeParse({ items: [] }).success).toBe(true)
  })
})

describe('investment preferences', () => {
  it('uses the docs/product/offers.md options', () => {
    expect(Object.values(INVESTMENT_HORIZON_LABELS)).toEqual(['do 1 roku', '1-5 let', 'nad 5 let'])
    expect(Object.values(INVESTMENT_RISK_LABELS)).toEqual(['nízké', 'střední', 'vysoké'])
  })

  it('validates the amount range and the choices', () => {
    expect(investmentPreferencesSchema.parse({ horizon: 'OVER_5_YEARS', risk: 'LOW' })).toMatchObject({
      amountFrom: null,
      horizon: 'OVER_5_YEARS',
    })
    expect(firstIssue(investmentPreferencesSchema.safeParse({ amountFrom: 2, amountTo: 1 }))).toBe(
      'amountTo: Částka od nesmí být vyšší než částka do.',
    )
    expect(firstIssue(investmentPreferencesSchema.safeParse({ risk: 'EXTREME' }))).toBe(
      'risk: Vyberte míru rizika.',
    )
    expect(onboardingInvestmentRequestSchema.parse({ preferences: null })).toEqual({ preferences: null })
    expect(onboardingStepResponseSchema.parse({ next: '/portal', onboardingCompleted: true }).next).toBe(
      '/portal',
    )
  })
})
