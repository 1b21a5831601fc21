import {
  type ManageOfferListQuery,
  manageOfferListQuerySchema,
  type OfferDetail,
  type OfferKind,
  type OfferListQuery,
  type OfferTakedownRequest,
  type OfferTransitionRequest,
  offerListQuerySchema,
  type ReviewUpsertRequest,
} from '@rg/domain/offers'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { contactSharingQuery } from './deal-room.ts'
import { ApiRequestError } from './http.ts'
import { userKey } from './user.ts'

/*
 * Offers (GET /api/offers, GET /api/offers/:id, POST /api/offers/:id/unlock, reviews, history, transitions), the
 * domain contract: query options and the mutations with what each makes stale. The browse query lives in the URL;
 * these helpers turn it into search params for the page and for the API alike.
 */

export const offersKey = ['offers'] as const

/** The URL's search params as the contract's query (invalid values fall back to the defaults). */
export function offerQueryFromSearch(kind: OfferKind, search: URLSearchParams): OfferListQuery {
  const raw = Object.fromEntries(search)
  const parsed = offerListQuerySchema.safeParse({ ...raw, kind })
  return parsed.success ? parsed.data : offerListQuerySchema.parse({ kind })
}

/** The query as search params, defaults left out (kind is the route's, so it is never in the page URL). */
export function offerQueryToSearch(query: OfferListQuery, withKind = false): URLSearchParams {
  const params = new URLSearchParams()
  if (withKind) params.set('kind', query.kind)
  if (query.q) params.set('q', query.q)
  if (query.categories.length > 0) params.set('categories', query.categories.join(','))
  if (query.regions.length > 0) params.set('regions', query.regions.join(','))
  if (query.priceFrom != null) params.set('priceFrom', String(query.priceFrom))
  if (query.priceTo != null) params.set('priceTo', String(query.priceTo))
  if (query.sort !== 'newest') params.set('sort', query.sort)
  if (query.page !== 1) params.set('page', String(query.page))
  if (query.pageSize !== 20) params.set('pageSize', String(query.pageSize))
  return params
}

/** Search params as the contract's query object (lists stay comma-separated, as the page URL has them). */
const asQuery = (params: URLSearchParams) => Object.fromEntries(params) as Record<string, string>

export function fetchOffers(query: OfferListQuery) {
  return checked('listOffers', { query: asQuery(offerQueryToSearch(query, true)) })
}

export const offerListQuery = (query: OfferListQuery) =>
  queryOptions({
    queryKey: [...offersKey, 'list', offerQueryToSearch(query, true).toString()],
    queryFn: () => fetchOffers(query),
  })

/** GET /api/offers/:id as this viewer; null when it does not exist or is not visible (404). */
export async function fetchOffer(id: number): Promise<OfferDetail | null> {
  try {
    return await checked('getOffer', { params: { id } })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null
    throw error
  }
}

export const offerKey = (id: number) => [...offersKey, 'detail', id] as const
export const offerQuery = (id: number) =>
  queryOptions({ queryKey: offerKey(id), queryFn: () => fetchOffer(id) })

/**
 * POST /api/offers/:id/unlock: the answer's offer replaces the cached one, the lists and the user (balance) are
 * fetched again. A 402 (insufficient_credits) means the balance changed meanwhile: the reloaded balance turns the
 * dialog to /pricing.
 */
export function useUnlockOffer(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (shareContact?: boolean) =>
      checked('unlockOffer', { params: { id: id ?? 0 }, body: { shareContact } }),
    onSuccess: async (answer) => {
      client.setQueryData(offerKey(answer.offerId), answer.offer)
      await Promise.all([
        client.invalidateQueries({ queryKey: offersKey }),
        client.invalidateQueries({ queryKey: userKey }),
        // the unlock's "Sdílet můj kontakt s vlastníkem" is remembered as the default (decision 1500): the thread's
        // reply box starts from it, so a cached answer from before the unlock must not untick it (a reply unticked
        // would withdraw the consent just given, decision 1523)
        client.invalidateQueries({ queryKey: contactSharingQuery().queryKey }),
      ])
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 402)
        void client.invalidateQueries({ queryKey: userKey })
    },
  })
}

export function fetchReviews(id: number) {
  return checked('listReviews', { params: { id } })
}

export const reviewsKey = (id: number) => [...offersKey, 'reviews', id] as const
export const reviewsQuery = (id: number) =>
  queryOptions({ queryKey: reviewsKey(id), queryFn: () => fetchReviews(id) })

/** PUT /api/offers/:id/reviews/mine (one review per user per offer); the reviews are fetched again. */
export function useSaveMyReview(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: ReviewUpsertRequest) =>
      checked('upsertMyReview', { params: { id: id ?? 0 }, body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey(id ?? 0) }),
  })
}

/** POST /api/offers/:id/reviews/:reviewId/report: a signed-in user reports someone else's review to the admins. */
export function useReportReview(id: number | null) {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      checked('reportReview', { params: { id: id ?? 0, reviewId }, body: { reason } }),
  })
}

/*
 * Own offers (GET /api/my/offers, verified users) and the moderation lists (GET /api/admin/offers, admins). The
 * admin list opens on the queue (PENDING); `view=all` in the URL is the list of every status.
 */

export function manageQueryFromSearch(
  kind: OfferKind,
  search: URLSearchParams,
  defaultStatuses: ManageOfferListQuery['statuses'] = [],
): ManageOfferListQuery {
  const { view, ...raw } = Object.fromEntries(search)
  const parsed = manageOfferListQuerySchema.safeParse({ ...raw, kind })
  const query = parsed.success ? parsed.data : manageOfferListQuerySchema.parse({ kind })
  if (!search.has('statuses') && view !== 'all') query.statuses = [...defaultStatuses]
  return query
}

export function manageQueryToSearch(
  query: ManageOfferListQuery,
  defaultStatuses: ManageOfferListQuery['statuses'] = [],
  withKind = false,
): URLSearchParams {
  const params = new URLSearchParams()
  if (withKind && query.kind) params.set('kind', query.kind)
  const statuses = query.statuses.join(',')
  if (statuses !== defaultStatuses.join(',')) {
    if (statuses === '') params.set('view', 'all')
    else params.set('statuses', statuses)
  }
  if (query.q) params.set('q', query.q)
  if (query.page !== 1) params.set('page', String(query.page))
  if (query.pageSize !== 20) params.set('pageSize', String(query.pageSize))
  return params
}

function apiSearch(query: ManageOfferListQuery): URLSearchParams {
  const params = manageQueryToSearch(query, [], true)
  params.delete('view')
  return params
}

export function fetchMyOffers(query: ManageOfferListQuery) {
  return checked('listMyOffers', { query: asQuery(apiSearch(query)) })
}

export const myOffersQuery = (query: ManageOfferListQuery) =>
  queryOptions({
    queryKey: [...offersKey, 'my', apiSearch(query).toString()],
    queryFn: () => fetchMyOffers(query),
  })

export function fetchAdminOffers(query: ManageOfferListQuery) {
  return checked('adminListOffers', { query: asQuery(apiSearch(query)) })
}

export const adminOffersQuery = (query: ManageOfferListQuery) =>
  queryOptions({
    queryKey: [...offersKey, 'admin', apiSearch(query).toString()],
    queryFn: () => fetchAdminOffers(query),
  })

/** GET /api/offers/:id/history (owner and admins). */
export function fetchOfferHistory(id: number) {
  return checked('offerHistory', { params: { id } })
}

export const offerHistoryQuery = (id: number) =>
  queryOptions({ queryKey: [...offersKey, 'history', id], queryFn: () => fetchOfferHistory(id) })

/**
 * POST /api/offers/:id/transition (approve, reject with a reason, pause, resume, close, as the lifecycle allows) or,
 * for 'submit', POST /api/my/offers/:id/submit; every list and the offer are fetched again.
 */
export function useOfferTransition(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: OfferTransitionRequest) =>
      body.action === 'submit'
        ? checked('submitOffer', { params: { id: id ?? 0 }, body: {} })
        : checked('transitionOffer', { params: { id: id ?? 0 }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: offersKey }),
  })
}

/**
 * The operator's pause or close with a reason (docs/decisions/1351-admin-takedown.md); the offer's lists, detail and
 * history are stale afterwards.
 */
export function useOfferTakedown(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: OfferTakedownRequest) =>
      checked('adminTakeDownOffer', { params: { id: id ?? 0 }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: offersKey }),
  })
}

/** Every offer query (lists, details, history) is stale after a change an owner or an admin made. */
export function useRefreshOffers() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: offersKey })
}
