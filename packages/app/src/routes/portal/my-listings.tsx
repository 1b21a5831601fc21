import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/my-listings'
import { MyOffers } from './my-offers.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Moje příležitosti', location.pathname) }]
}

/** /portal/my/listings: the owner's listings with status, views and unlocks. */
export default function Page() {
  return <MyOffers kind="LISTING" />
}
