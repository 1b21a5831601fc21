import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/admin-listing'
import { AdminOfferDetail } from './admin-offer-detail.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Příležitost', location.pathname) }]
}

/** /portal/admin/listings/{id}: moderation of one offer. */
export default function Page() {
  return <AdminOfferDetail kind="LISTING" />
}
