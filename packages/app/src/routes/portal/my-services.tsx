import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/my-services'
import { MyOffers } from './my-offers.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Moje služby', location.pathname) }]
}

/** /portal/my/services: the owner's services with their status. */
export default function Page() {
  return <MyOffers kind="SERVICE" />
}
