import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/admin-listings'
import { AdminOffers } from './admin-offers.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Schvalování příležitostí', location.pathname) }]
}

/** /portal/admin/listings: moderation of listings. */
export default function Page() {
  return <AdminOffers kind="LISTING" />
}
