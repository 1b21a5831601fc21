import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/listings'
import { OfferBrowse } from './offer-browse.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Investiční příležitosti', location.pathname) }]
}

/** /portal/listings: published listings, searched and filtered through the URL. */
export default function Listings() {
  return <OfferBrowse kind="LISTING" />
}
