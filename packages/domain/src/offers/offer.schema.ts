import { z } from 'zod'
import {
  LISTING_CATEGORY_CODES,
  OFFER_KINDS,
  OFFER_STATUSES,
  REGION_CODES,
  SERVICE_CATEGORY_CODES,
} from './offer-catalogue.ts'
import { OFFER_ACTIONS } from './offer-lifecycle.ts'

export const offerStatusSchema = z.enum(OFFER_STATUSES, { error: 'Neznámý stav nabídky.' })
export const offerKindSchema = z.enum(OFFER_KINDS, { error: 'Neznámý druh nabídky.' })
export const listingCategorySchema = z.enum(LISTING_CATEGORY_CODES, { error: 'Vyberte kategorii nabídky.' })
export const serviceCategorySchema = z.enum(SERVICE_CATEGORY_CODES, { error: 'Vyberte kategorii služby.' })
export const offerCategorySchema = z.enum([...LISTING_CATEGORY_CODES, ...SERVICE_CATEGORY_CODES], {
  error: 'Vyberte kategorii.',
})
export const regionSchema = z.enum(REGION_CODES, { error: 'Vyberte kraj.' })
export const offerActionSchema = z.enum(OFFER_ACTIONS, { error: 'Neznámá akce.' })
