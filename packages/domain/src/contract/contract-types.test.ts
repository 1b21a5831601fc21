import { describe, expectTypeOf, it } from 'vitest'
import type { OfferListQueryInput, OfferUpdateRequest } from '../offers/offers-api.schema.ts'
import type { PersonalDetails, PersonalDetailsRequest } from '../watchdog/onboarding.schema.ts'

// Checked by tsc (the test command's typecheck), so a helper that widens a request type to unknown fails the build.
describe('request types stay precise', () => {
  it('types optional fields as the values a form sends', () => {
    expectTypeOf<PersonalDetailsRequest['ico']>().toEqualTypeOf<string | null | undefined>()
    expectTypeOf<PersonalDetails['ico']>().toEqualTypeOf<string | null>()
    expectTypeOf<OfferUpdateRequest['pubPrice']>().toEqualTypeOf<number | null | undefined>()
  })

  it('types list filters as a comma list or an array of codes', () => {
    expectTypeOf<OfferListQueryInput['regions']>().toExtend<string | string[] | undefined>()
    expectTypeOf<'CZ-72'[]>().toExtend<OfferListQueryInput['regions']>()
  })
})
