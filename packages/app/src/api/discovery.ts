import {
  compareIdsParam,
  type FavouriteListResponse,
  parseCompareIds,
  toggleCompare,
  watchdogFromSearch,
} from '@rg/domain/discovery'
import { PAGES } from '@rg/domain/navigation'
import type { OfferKind, OfferListQuery } from '@rg/domain/offers'
import type { SaveSearchValues } from '@rg/ui/screens'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { checked } from './checked.ts'
import { retryNetwork } from './http.ts'
import { offersKey } from './offers.ts'
import { watchdogsKey } from './watchdogs.ts'

/*
 * Discovery (issue 34): favourites (GET/PUT/DELETE /api/favourites), similar offers, the comparison kept in the URL,
 * and "Uložit hledání" over POST /api/watchdogs.
 */

export const favouritesKey = ['favourites'] as const

export const favouritesQuery = queryOptions({
  queryKey: favouritesKey,
  queryFn: () => checked('listFavourites'),
  retry: retryNetwork,
})

/** The hearts' state: the set of favourite ids (empty while loading) and the toggle, drawn at once (optimistic). */
export function useFavourites() {
  const client = useQueryClient()
  const list = useQuery(favouritesQuery)
  const toggle = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      on ? checked('addFavourite', { params: { id } }) : checked('removeFavourite', { params: { id } }),
    onMutate: async ({ id, on }) => {
      await client.cancelQueries({ queryKey: favouritesKey })
      const before = client.getQueryData<FavouriteListResponse>(favouritesKey)
      if (before) {
        client.setQueryData<FavouriteListResponse>(favouritesKey, {
          items: on ? before.items : before.items.filter((o) => o.id !== id),
          ids: on ? [id, ...before.ids.filter((i) => i !== id)] : before.ids.filter((i) => i !== id),
        })
      }
      return { before }
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(favouritesKey, context.before)
    },
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKey }),
  })
  const ids = new Set(list.data?.ids ?? [])
  return {
    list,
    ids,
    isFavourite: (id: number) => ids.has(id),
    setFavourite: (id: number, on: boolean) => toggle.mutate({ id, on }),
    error: toggle.error,
  }
}

export const similarQuery = (id: number) =>
  queryOptions({
    queryKey: [...offersKey, 'similar', id],
    queryFn: () => checked('similarOffers', { params: { id } }),
  })

/** The comparison page for some ids: /portal/compare?ids=12,7. */
export const compareHref = (ids: readonly number[]) =>
  ids.length ? `${PAGES.compare}?ids=${compareIdsParam(ids)}` : PAGES.compare

const REMEMBERED = 'rg.compare'

/**
 * The last comparison the user made in this tab, so a detail's "Porovnat" adds to it. The URL stays the truth (a
 * shared link shows what it names); this is only where a detail page, whose URL has no selection, starts from.
 */
export function rememberedCompare(): number[] {
  try {
    return parseCompareIds(sessionStorage.getItem(REMEMBERED))
  } catch {
    return []
  }
}

export function rememberCompare(ids: readonly number[]) {
  try {
    sessionStorage.setItem(REMEMBERED, compareIdsParam(ids))
  } catch {
    // Storage off (private mode): the detail starts a new comparison.
  }
}

/**
 * A page's compare selection in its own URL (`param`, "compare" on lists, "ids" on the compare page), so it survives
 * a reload and can be shared (docs/decisions/1551-compare-in-the-url.md). Changing it replaces the history entry.
 */
export function useCompareSelection(param: 'compare' | 'ids' = 'compare') {
  const [search, setSearch] = useSearchParams()
  const ids = parseCompareIds(search.get(param))
  // Each change starts from the URL as it is then, so two quick clicks never work from a stale selection.
  const update = (change: (current: number[]) => readonly number[]) =>
    setSearch(
      (prev) => {
        const next = change(parseCompareIds(prev.get(param)))
        rememberCompare(next)
        const out = new URLSearchParams(prev)
        if (next.length) out.set(param, compareIdsParam(next))
        else out.delete(param)
        return out
      },
      { replace: true, preventScrollReset: true },
    )
  return {
    ids,
    toggle: (id: number) => update((current) => toggleCompare(current, id)),
    clear: () => update(() => []),
    set: (next: readonly number[]) => update(() => next),
  }
}

/** "Uložit hledání": the browse query as a new watchdog; the watchdogs list is fetched again. */
export function useSaveSearch(kind: OfferKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ query, values }: { query: OfferListQuery; values: SaveSearchValues }) =>
      checked('createWatchdog', {
        body: watchdogFromSearch({ ...query, kind }, values.name, values.frequency) as never,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchdogsKey }),
  })
}
