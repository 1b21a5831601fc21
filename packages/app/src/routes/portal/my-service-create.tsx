import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/my-service-create'
import { OwnOfferForm } from './own-offer-form.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Nová služba', location.pathname) }]
}

/** /portal/my/services/create: a new service (draft first, then photos and documents). */
export default function Page() {
  return <OwnOfferForm kind="SERVICE" />
}
