import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/services'
import { OfferBrowse } from './offer-browse.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Služby', location.pathname) }]
}

/** /portal/services: published services, searched and filtered through the URL. */
export default function Services() {
  return <OfferBrowse kind="SERVICE" />
}
