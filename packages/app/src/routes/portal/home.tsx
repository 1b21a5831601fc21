import { pragueDate } from '@rg/domain/calendar'
import { callAgenda } from '@rg/domain/crm'
import { pageTitle } from '@rg/domain/navigation'
import { categoryLabel, recommendationReason, regionLabel } from '@rg/domain/offers'
import type { SerializedUser } from '@rg/domain/profile'
import { isVerified } from '@rg/domain/roles'
import { PortalHomeScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useOutletContext } from 'react-router'
import { coldCallsQuery } from '../../api/contacts.ts'
import { preferencesQuery, recommendedQuery } from '../../api/watchdogs.ts'
import type { Route } from './+types/home'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Přehled', location.pathname) }]
}

/** Portal home (with the welcome tour, see tours/tours.ts). */
export default function PortalHome() {
  const { user } = useOutletContext<{ user: SerializedUser }>()
  const recommended = useQuery(recommendedQuery)
  const prefs = useQuery(preferencesQuery)
  const calls = useQuery(coldCallsQuery())
  const items = (recommended.data?.items ?? []).map((o) => ({
    id: o.id,
    name: o.pubName,
    price: o.pubPrice,
    reason: prefs.data
      ? recommendationReason(o, prefs.data, { category: categoryLabel, region: regionLabel })
      : '',
  }))
  return (
    <PortalHomeScreen
      firstName={user.firstName}
      transactions={user.creditTransactions}
      canPostOffers={isVerified(user.role)}
      calls={calls.data?.items.length ? callAgenda(calls.data.items, pragueDate(new Date())) : undefined}
      recommended={{
        status: recommended.isPending ? 'loading' : recommended.isError ? 'error' : 'ready',
        items,
      }}
    />
  )
}
