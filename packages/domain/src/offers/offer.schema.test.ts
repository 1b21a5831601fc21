import { describe, expect, it } from 'vitest'
import { offerCategorySchema, offerStatusSchema, regionSchema } from './offer.schema.ts'

describe('offer enums', () => {
  it('accepts codes and answers in Czech otherwise', () => {
    expect(offerStatusSchema.parse('PUBLISHED')).toBe('PUBLISHED')
    expect(offerCategorySchema.parse('LEGAL')).toBe('LEGAL')
    expect(regionSchema.safeParse('Zlínský').error?.issues[0]?.message).toBe('Vyberte kraj.')
  })
})
