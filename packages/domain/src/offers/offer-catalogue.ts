import { type Labelled, LISTING_CATEGORIES, SERVICE_CATEGORIES } from './offer-labels.ts'

export {
  categoryLabel,
  type Labelled,
  LISTING_CATEGORIES,
  REGIONS,
  regionLabel,
  SERVICE_CATEGORIES,
} from './offer-labels.ts'

/** docs/product/offers.md "Lifecycle". */
export const OFFER_STATUSES = ['DRAFT', 'PENDING', 'PUBLISHED', 'PAUSED', 'REJECTED', 'CLOSED'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = {
  DRAFT: 'Koncept',
  PENDING: 'Čeká na schválení',
  PUBLISHED: 'Zveřejněno',
  PAUSED: 'Pozastaveno',
  REJECTED: 'Zamítnuto',
  CLOSED: 'Uzavřeno',
}

/** Others than the owner and admins see an offer only while it is PUBLISHED. */
export function isPubliclyVisible(status: OfferStatus): boolean {
  return status === 'PUBLISHED'
}

/** LISTING: an investment opportunity (unlockable); SERVICE: a professional service (never unlocked). */
export const OFFER_KINDS = ['LISTING', 'SERVICE'] as const
export type OfferKind = (typeof OFFER_KINDS)[number]

export const OFFER_KIND_LABELS: Readonly<Record<OfferKind, string>> = {
  LISTING: 'Investiční příležitost',
  SERVICE: 'Služba',
}

export const LISTING_CATEGORY_CODES = [
  'REAL_ESTATE',
  'DEVELOPMENT_PROJECT',
  'FINANCIAL_CONTRACT',
  'COMPANY_SHARE',
  'OTHER_OPPORTUNITY',
] as const
export type ListingCategory = (typeof LISTING_CATEGORY_CODES)[number]

export const SERVICE_CATEGORY_CODES = [
  'LEGAL',
  'VALUATION',
  'FINANCING',
  'TAX_ACCOUNTING',
  'PROPERTY_MANAGEMENT',
  'REAL_ESTATE_SERVICES',
  'OTHER_SERVICE',
] as const
export type ServiceCategory = (typeof SERVICE_CATEGORY_CODES)[number]

export type OfferCategory = ListingCategory | ServiceCategory

/** The 14 regions (kraje) with their ISO 3166-2:CZ codes, which also the statistics office and RÚIAN use. */
export const REGION_CODES = [
  'CZ-10',
  'CZ-20',
  'CZ-31',
  'CZ-32',
  'CZ-41',
  'CZ-42',
  'CZ-51',
  'CZ-52',
  'CZ-53',
  'CZ-63',
  'CZ-64',
  'CZ-71',
  'CZ-72',
  'CZ-80',
] as const
export type RegionCode = (typeof REGION_CODES)[number]

export function categoriesForKind(kind: OfferKind): readonly Labelled<OfferCategory>[] {
  return kind === 'LISTING' ? LISTING_CATEGORIES : SERVICE_CATEGORIES
}

export function isCategoryOfKind(kind: OfferKind, category: string): boolean {
  return categoriesForKind(kind).some((c) => c.code === category)
}
