import { pageTitle } from '@rg/domain/navigation'
import { MyOverviewScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { myOverviewQuery } from '../../api/my-offers.ts'
import type { Route } from './+types/my-overview'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Moje nabídky', location.pathname) }]
}

/** /portal/my: the owner's listings and services at a glance, and what waits for them. */
export default function Page() {
  const result = useQuery(myOverviewQuery)
  const empty = result.data && result.data.listings.length === 0 && result.data.services.length === 0
  return (
    <MyOverviewScreen
      status={result.isPending ? 'loading' : result.isError ? 'error' : empty ? 'empty' : 'ready'}
      listings={result.data?.listings}
      services={result.data?.services}
      onRetry={() => result.refetch()}
    />
  )
}
