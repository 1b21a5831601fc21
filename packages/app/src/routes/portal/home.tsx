import { isVerified, pageTitle, type SerializedUser } from '@rg/domain'
import { PortalHomeScreen } from '@rg/ui/screens'
import { useOutletContext } from 'react-router'
import type { Route } from './+types/home'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Přehled', location.pathname) }]
}

/** Portal home (with the welcome tour, see tours/tours.ts). */
export default function PortalHome() {
  const { user } = useOutletContext<{ user: SerializedUser }>()
  return (
    <PortalHomeScreen
      firstName={user.firstName}
      transactions={user.creditTransactions}
      canPostOffers={isVerified(user.role)}
    />
  )
}
