import {
  API,
  type ManageOfferListQuery,
  manageOfferListQuerySchema,
  type OfferDetail,
  type OfferKind,
  type OfferListQuery,
  type OfferListResponse,
  type OfferSummaryListResponse,
  type OfferTransitionRequest,
  offerDetailSchema,
  offerHistoryResponseSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  offerSummaryListResponseSchema,
  offerTransitionResponseSchema,
  type ReviewListResponse,
  type ReviewUpsertRequest,
  reviewListResponseSchema,
  reviewSchema,
  type UnlockResponse,
  unlockResponseSchema,
} from '@rg/domain'
import { queryOptions } from '@tanstack/react-query'
import { ApiRequestError, apiFetch } from './http.ts'

/*
 * Offers (GET /api/offers, GET /api/offers/:id, POST /api/offers/:id/unlock, reviews), the domain contract. The
 * browse query lives in the URL; these helpers turn it into search params for the page and for the API alike.
 */

export const offersKey = ['offers'] as const

const withId = (path: string, id: number | string) => path.replace(':id', String(id))

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

export async function fetchOffers(query: OfferListQuery): Promise<OfferListResponse> {
  return offerListResponseSchema.parse(
    await apiFetch(`${API.listOffers.path}?${offerQueryToSearch(query, true)}`),
  )
}

export const offerListQuery = (query: OfferListQuery) =>
  queryOptions({
    queryKey: [...offersKey, 'list', offerQueryToSearch(query, true).toString()],
    queryFn: () => fetchOffers(query),
  })

/** GET /api/offers/:id as this viewer; null when it does not exist or is not visible (404). */
export async function fetchOffer(id: number): Promise<OfferDetail | null> {
  try {
    return offerDetailSchema.parse(await apiFetch(withId(API.getOffer.path, id)))
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null
    throw error
  }
}

export const offerKey = (id: number) => [...offersKey, 'detail', id] as const
export const offerQuery = (id: number) =>
  queryOptions({ queryKey: offerKey(id), queryFn: () => fetchOffer(id) })

/** POST /api/offers/:id/unlock; a 402 (insufficient_credits) reaches the caller as ApiRequestError. */
export async function unlockOffer(id: number): Promise<UnlockResponse> {
  return unlockResponseSchema.parse(await apiFetch(withId(API.unlockOffer.path, id), { method: 'POST' }))
}

export async function fetchReviews(id: number): Promise<ReviewListResponse> {
  return reviewListResponseSchema.parse(await apiFetch(withId(API.listReviews.path, id)))
}

export const reviewsKey = (id: number) => [...offersKey, 'reviews', id] as const
export const reviewsQuery = (id: number) =>
  queryOptions({ queryKey: reviewsKey(id), queryFn: () => fetchReviews(id) })

export async function saveMyReview(id: number, values: ReviewUpsertRequest) {
  return reviewSchema.parse(
    await apiFetch(withId(API.upsertMyReview.path, id), { method: 'PUT', body: JSON.stringify(values) }),
  )
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

function apiSearch(query: ManageOfferListQuery): string {
  const params = manageQueryToSearch(query, [], true)
  params.delete('view')
  return params.toString()
}

export async function fetchMyOffers(query: ManageOfferListQuery): Promise<OfferSummaryListResponse> {
  return offerSummaryListResponseSchema.parse(await apiFetch(`${API.listMyOffers.path}?${apiSearch(query)}`))
}

export const myOffersQuery = (query: ManageOfferListQuery) =>
  queryOptions({
    queryKey: [...offersKey, 'my', apiSearch(query)],
    queryFn: () => fetchMyOffers(query),
  })

export async function fetchAdminOffers(query: ManageOfferListQuery): Promise<OfferSummaryListResponse> {
  return offerSummaryListResponseSchema.parse(
    await apiFetch(`${API.adminListOffers.path}?${apiSearch(query)}`),
  )
}

export const adminOffersQuery = (query: ManageOfferListQuery) =>
  queryOptions({
    queryKey: [...offersKey, 'admin', apiSearch(query)],
    queryFn: () => fetchAdminOffers(query),
  })

/** GET /api/offers/:id/history (owner and admins). */
export async function fetchOfferHistory(id: number) {
  return offerHistoryResponseSchema.parse(await apiFetch(withId(API.offerHistory.path, id)))
}

export const offerHistoryQuery = (id: number) =>
  queryOptions({ queryKey: [...offersKey, 'history', id], queryFn: () => fetchOfferHistory(id) })

/** POST /api/offers/:id/transition: approve, reject (with a reason), pause, ... as the lifecycle allows. */
export async function transitionOffer(id: number, body: OfferTransitionRequest) {
  return offerTransitionResponseSchema.parse(
    await apiFetch(withId(API.transitionOffer.path, id), { method: 'POST', body: JSON.stringify(body) }),
  )
}
