import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/my-listing-create'
import { OwnOfferForm } from './own-offer-form.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Nová příležitost', location.pathname) }]
}

/** /portal/my/listings/create: a new listing (draft first, then photos and documents). */
export default function Page() {
  return <OwnOfferForm kind="LISTING" />
}
