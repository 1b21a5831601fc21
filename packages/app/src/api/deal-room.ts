import type { DraftDemandRequest } from '@rg/domain/deal-room'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { checked } from './checked.ts'

/*
 * The deal room (docs/product/deal-room.md): the owner's stats, leads and the draft's demand signal; the investor's
 * contact sharing.
 */

export const dealRoomKey = ['deal-room'] as const

export const offerStatsQuery = (id: number) =>
  queryOptions({
    queryKey: [...dealRoomKey, 'stats', id],
    queryFn: () => checked('getOfferStats', { params: { id } }),
  })

export const offerLeadsQuery = (id: number) =>
  queryOptions({
    queryKey: [...dealRoomKey, 'leads', id],
    queryFn: () => checked('listOfferLeads', { params: { id } }),
  })

export const contactSharingQuery = () =>
  queryOptions({
    queryKey: [...dealRoomKey, 'contact-sharing'],
    queryFn: () => checked('getContactSharing', {}),
  })

export function useUpdateContactSharing() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (shareByDefault: boolean) => checked('updateContactSharing', { body: { shareByDefault } }),
    onSuccess: (answer) => client.setQueryData(contactSharingQuery().queryKey, answer),
  })
}

/** How long the form waits after the last keystroke before asking for the demand (the server limits the rate too). */
export const DEMAND_DEBOUNCE_MS = 400

/** The value once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The live demand signal of a draft: asked DEMAND_DEBOUNCE_MS after the draft stops changing, keyed by its JSON so
 * returning to an earlier state answers from the cache; the last answer stays while the next one loads. Nothing is
 * asked before a category is chosen.
 */
export function useDraftDemand(draft: DraftDemandRequest | null) {
  const key = useDebounced(draft ? JSON.stringify(draft) : null, DEMAND_DEBOUNCE_MS)
  const query = useQuery({
    queryKey: [...dealRoomKey, 'demand', key],
    queryFn: () => checked('getDraftDemand', { body: JSON.parse(key ?? '{}') as DraftDemandRequest }),
    enabled: key !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
  const status: 'idle' | 'loading' | 'error' | 'ready' =
    key === null
      ? 'idle'
      : query.isError
        ? 'error'
        : query.isFetching || key !== (draft ? JSON.stringify(draft) : null)
          ? 'loading'
          : 'ready'
  return { status, demand: query.data }
}
