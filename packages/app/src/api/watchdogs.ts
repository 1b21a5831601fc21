import type { EndpointRequest } from '@rg/domain/contract'
import { PAGES } from '@rg/domain/navigation'
import type { OfferListQuery } from '@rg/domain/offers'
import { type Watchdog, watchdogBrowseKeyword } from '@rg/domain/watchdog'
import type { InvestmentValues, WatchdogFormValues } from '@rg/ui/screens'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { retryNetwork } from './http.ts'
import { offerQueryToSearch } from './offers.ts'
import { toPreferences } from './onboarding.ts'

/* Watchdogs (GET/POST/PUT/DELETE /api/watchdogs), the domain contract. */

export const watchdogsKey = ['watchdogs'] as const

export const watchdogListQuery = queryOptions({
  queryKey: watchdogsKey,
  queryFn: () => checked('listWatchdogs'),
  retry: retryNetwork,
})

/** A price typed with spaces ("10 000 000") as a number; empty is no limit, anything else is sent for the 400. */
function amount(text: string): number | null {
  const digits = text.replace(/[\s\u00a0]/g, '')
  if (digits === '') return null
  const n = Number(digits)
  return Number.isFinite(n) ? n : (digits as unknown as number)
}

export function watchdogBody(v: WatchdogFormValues): EndpointRequest<'createWatchdog'>['body'] {
  return {
    name: v.name || null,
    kind: 'LISTING',
    categories: v.categories as never,
    regions: v.regions as never,
    priceFrom: amount(v.priceFrom),
    priceTo: amount(v.priceTo),
    keywords: v.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    frequency: v.frequency,
    events: v.events,
  }
}

/**
 * The browse page with a watchdog's criteria ("Zobrazit odpovídající nabídky"). Browse's q requires every word while
 * a watchdog matches any keyword, so only the first keyword goes in; the screen names the others (decision 1025).
 */
export function watchdogBrowseHref(w: Watchdog): string {
  const query: OfferListQuery = {
    kind: w.kind,
    q: watchdogBrowseKeyword(w.keywords).q,
    categories: [...w.categories],
    regions: [...w.regions],
    priceFrom: w.priceFrom ?? undefined,
    priceTo: w.priceTo ?? undefined,
    sort: 'newest',
    page: 1,
    pageSize: 20,
  } as OfferListQuery
  const search = offerQueryToSearch(query).toString()
  return `${w.kind === 'SERVICE' ? PAGES.services : PAGES.listings}${search ? `?${search}` : ''}`
}

/** Create, update and delete, each refreshing the list. */
export function useWatchdogMutations() {
  const client = useQueryClient()
  const onSuccess = () => client.invalidateQueries({ queryKey: watchdogsKey })
  return {
    create: useMutation({
      mutationFn: (v: WatchdogFormValues) => checked('createWatchdog', { body: watchdogBody(v) }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, values }: { id: string; values: WatchdogFormValues }) =>
        checked('updateWatchdog', { params: { id }, body: watchdogBody(values) }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => checked('deleteWatchdog', { params: { id } }),
      onSuccess,
    }),
  }
}

/* Investment preferences (GET/PUT /api/investment-preferences) and "Doporučené pro vás" (GET /api/offers/recommended). */

export const preferencesQuery = queryOptions({
  queryKey: ['investment-preferences'] as const,
  queryFn: () => checked('getInvestmentPreferences'),
  retry: retryNetwork,
})

/** PUT the preferences (the profile's card); "Doporučené pro vás" follows them. */
export function useSavePreferences() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: InvestmentValues) =>
      checked('putInvestmentPreferences', { body: toPreferences(values) }),
    onSuccess: (saved) => {
      client.setQueryData(preferencesQuery.queryKey, saved)
      return client.invalidateQueries({ queryKey: recommendedQuery.queryKey })
    },
  })
}

export const recommendedQuery = queryOptions({
  queryKey: ['offers', 'recommended'] as const,
  queryFn: () => checked('recommendedOffers'),
  retry: retryNetwork,
})
