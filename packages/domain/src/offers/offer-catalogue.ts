/** PRODUCT.md "Lifecycle". */
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

export interface Labelled<C extends string> {
  code: C
  label: string
}

export const LISTING_CATEGORY_CODES = [
  'REAL_ESTATE',
  'DEVELOPMENT_PROJECT',
  'FINANCIAL_CONTRACT',
  'COMPANY_SHARE',
  'OTHER_OPPORTUNITY',
] as const
export type ListingCategory = (typeof LISTING_CATEGORY_CODES)[number]

export const LISTING_CATEGORIES: readonly Labelled<ListingCategory>[] = [
  { code: 'REAL_ESTATE', label: 'Nemovitost' },
  { code: 'DEVELOPMENT_PROJECT', label: 'Developerský projekt' },
  { code: 'FINANCIAL_CONTRACT', label: 'Finanční smlouva / pohledávka' },
  { code: 'COMPANY_SHARE', label: 'Podíl ve firmě' },
  { code: 'OTHER_OPPORTUNITY', label: 'Jiná příležitost' },
]

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

export const SERVICE_CATEGORIES: readonly Labelled<ServiceCategory>[] = [
  { code: 'LEGAL', label: 'Právní služby' },
  { code: 'VALUATION', label: 'Znalecké posudky a odhady' },
  { code: 'FINANCING', label: 'Financování' },
  { code: 'TAX_ACCOUNTING', label: 'Daňové a účetní poradenství' },
  { code: 'PROPERTY_MANAGEMENT', label: 'Správa nemovitostí' },
  { code: 'REAL_ESTATE_SERVICES', label: 'Realitní služby' },
  { code: 'OTHER_SERVICE', label: 'Ostatní' },
]

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

export const REGIONS: readonly Labelled<RegionCode>[] = [
  { code: 'CZ-10', label: 'Hlavní město Praha' },
  { code: 'CZ-20', label: 'Středočeský' },
  { code: 'CZ-31', label: 'Jihočeský' },
  { code: 'CZ-32', label: 'Plzeňský' },
  { code: 'CZ-41', label: 'Karlovarský' },
  { code: 'CZ-42', label: 'Ústecký' },
  { code: 'CZ-51', label: 'Liberecký' },
  { code: 'CZ-52', label: 'Královéhradecký' },
  { code: 'CZ-53', label: 'Pardubický' },
  { code: 'CZ-63', label: 'Kraj Vysočina' },
  { code: 'CZ-64', label: 'Jihomoravský' },
  { code: 'CZ-71', label: 'Olomoucký' },
  { code: 'CZ-72', label: 'Zlínský' },
  { code: 'CZ-80', label: 'Moravskoslezský' },
]

export function categoriesForKind(kind: OfferKind): readonly Labelled<OfferCategory>[] {
  return kind === 'LISTING' ? LISTING_CATEGORIES : SERVICE_CATEGORIES
}

export function isCategoryOfKind(kind: OfferKind, category: string): boolean {
  return categoriesForKind(kind).some((c) => c.code === category)
}

/** The Czech label of a category code; the code itself when unknown, so a stale code still shows something. */
export function categoryLabel(code: string): string {
  return [...LISTING_CATEGORIES, ...SERVICE_CATEGORIES].find((c) => c.code === code)?.label ?? code
}

export function regionLabel(code: string): string {
  return REGIONS.find((r) => r.code === code)?.label ?? code
}
