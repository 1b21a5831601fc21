import { type OfferKind, PAGES } from '@rg/domain'

/** Where an offer's pages live: the portal (browse), the owner's area or the admin area (docs/product/screens-and-limits.md "Screens"). */
export type OfferArea = 'portal' | 'my' | 'admin'

/** The list page of each area and kind, from the page table (docs/decisions/1247-page-paths.md). */
const LIST_PAGE: Record<OfferArea, Record<OfferKind, string>> = {
  portal: { LISTING: PAGES.listings, SERVICE: PAGES.services },
  my: { LISTING: PAGES.myListings, SERVICE: PAGES.myServices },
  admin: { LISTING: PAGES.adminListings, SERVICE: PAGES.adminServices },
}

/**
 * The path of an offer's page, e.g. /portal/my/listings/12 (a suffix adds a sub-page: '/edit'); without an id the
 * area's list. Every screen that links an offer uses it (docs/decisions/1642-screen-kit-and-page-paths.md).
 */
export function offerPath(area: OfferArea, kind: OfferKind, id?: number, suffix = ''): string {
  const idPart = id === undefined ? '' : `/${id}`
  return `${LIST_PAGE[area][kind]}${idPart}${suffix}`
}
