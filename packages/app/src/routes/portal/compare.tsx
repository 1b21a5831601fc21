import { pageTitle } from '@rg/domain/navigation'
import { CompareScreen } from '@rg/ui/screens'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { favouritesQuery, rememberCompare, useCompareSelection } from '../../api/discovery.ts'
import { offerQuery } from '../../api/offers.ts'
import type { Route } from './+types/compare'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Porovnání nabídek', location.pathname) }]
}

/** /portal/compare?ids=…: the picked offers side by side; the URL holds the selection (decision 1551). */
export default function Compare() {
  const selection = useCompareSelection('ids')
  const details = useQueries({ queries: selection.ids.map((id) => offerQuery(id)) })
  const favourites = useQuery(favouritesQuery)
  const key = selection.ids.join(',')
  useEffect(() => rememberCompare(key ? key.split(',').map(Number) : []), [key])
  const pending = details.some((d) => d.isPending)
  const failed = details.find((d) => d.isError)
  const offers = details.flatMap((d) => (d.data ? [d.data] : []))
  return (
    <CompareScreen
      status={pending ? 'loading' : failed ? 'error' : 'ready'}
      offers={offers}
      missingCount={pending ? 0 : selection.ids.length - offers.length}
      onRemove={(id) => selection.set(selection.ids.filter((i) => i !== id))}
      candidates={favourites.data?.items ?? []}
      onAdd={(id) => selection.toggle(id)}
      onRetry={() => {
        for (const d of details) if (d.isError) d.refetch()
      }}
    />
  )
}
