import { pageTitle } from '@rg/domain/navigation'
import { FavouritesScreen } from '@rg/ui/screens'
import type { Route } from './+types/favourites'
import { useCardDiscovery } from './discovery.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Oblíbené', location.pathname) }]
}

/** /portal/favourites: the hearted offers still on the market, with the heart and "Porovnat" on each. */
export default function Favourites() {
  const { cardActions, compareBar, favourites } = useCardDiscovery()
  const { list } = favourites
  const items = list.data?.items ?? []
  return (
    <FavouritesScreen
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      items={items}
      withdrawnCount={list.data ? list.data.ids.length - items.length : 0}
      onRetry={() => list.refetch()}
      cardActions={cardActions}
      footer={compareBar}
    />
  )
}
