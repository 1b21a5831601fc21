/* @rg/domain/czech-format: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { formatDate, formatDateTime } from './dates.ts'
export { isValidIco } from './ico.ts'
export { formatCzk, formatCzkExact, formatNumber, PRICE_ON_REQUEST } from './money.ts'
export { formatFileSize } from './numbers.ts'
export { formatPhone } from './phone.ts'
export { CREDIT_FORMS, type CzechPluralForms, formatCredits, pluralCs } from './plural.ts'
export { formatPsc } from './postcode.ts'
export {
  BROWSE_COUNT_CAP,
  browseCount,
  browseCountCap,
  matchesSearch,
  matchesSearchWords,
  matchesWholeWords,
  normalizeForSearch,
  SEARCH_COUNT_CAP,
  searchWords,
} from './search.ts'
