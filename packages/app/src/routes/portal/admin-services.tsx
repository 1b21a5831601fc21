import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/admin-services'
import { AdminOffers } from './admin-offers.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Schvalování služeb', location.pathname) }]
}

/** /portal/admin/services: moderation of services. */
export default function Page() {
  return <AdminOffers kind="SERVICE" />
}
