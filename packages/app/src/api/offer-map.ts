import type { OfferListQuery } from '@rg/domain/offers'
import { queryOptions } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { offerQueryToSearch, offersKey } from './offers.ts'

/** GET /api/offers/map for the list's filters (page and sort do not change it, so they are left out of the key). */
export const offerMapQuery = (query: OfferListQuery) => {
  const search = offerQueryToSearch({ ...query, page: 1, pageSize: 20, sort: 'newest' }, true)
  return queryOptions({
    queryKey: [...offersKey, 'map', search.toString()],
    queryFn: () => checked('offerMap', { query: Object.fromEntries(search) as Record<string, string> }),
  })
}
