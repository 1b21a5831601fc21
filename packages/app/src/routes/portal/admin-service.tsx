import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/admin-service'
import { AdminOfferDetail } from './admin-offer-detail.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Služba', location.pathname) }]
}

/** /portal/admin/services/{id}: moderation of one offer. */
export default function Page() {
  return <AdminOfferDetail kind="SERVICE" />
}
