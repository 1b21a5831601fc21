import type { ListingCategory, RegionCode, ServiceCategory } from './offer-catalogue.ts'

// The Czech labels of categories and regions, apart from offer-catalogue.ts (codes, statuses, kinds): the landing
// pages' teasers need only these, and every page loads what they use.

export interface Labelled<C extends string> {
  code: C
  label: string
}

export const LISTING_CATEGORIES: readonly Labelled<ListingCategory>[] = [
  { code: 'REAL_ESTATE', label: 'Nemovitost' },
  { code: 'DEVELOPMENT_PROJECT', label: 'Developerský projekt' },
  { code: 'FINANCIAL_CONTRACT', label: 'Finanční smlouva / pohledávka' },
  { code: 'COMPANY_SHARE', label: 'Podíl ve firmě' },
  { code: 'OTHER_OPPORTUNITY', label: 'Jiná příležitost' },
]

export const SERVICE_CATEGORIES: readonly Labelled<ServiceCategory>[] = [
  { code: 'LEGAL', label: 'Právní služby' },
  { code: 'VALUATION', label: 'Znalecké posudky a odhady' },
  { code: 'FINANCING', label: 'Financování' },
  { code: 'TAX_ACCOUNTING', label: 'Daňové a účetní poradenství' },
  { code: 'PROPERTY_MANAGEMENT', label: 'Správa nemovitostí' },
  { code: 'REAL_ESTATE_SERVICES', label: 'Realitní služby' },
  { code: 'OTHER_SERVICE', label: 'Ostatní' },
]

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

/** The Czech label of a category code; the code itself when unknown, so a stale code still shows something. */
export function categoryLabel(code: string): string {
  return [...LISTING_CATEGORIES, ...SERVICE_CATEGORIES].find((c) => c.code === code)?.label ?? code
}

export function regionLabel(code: string): string {
  return REGIONS.find((r) => r.code === code)?.label ?? code
}
