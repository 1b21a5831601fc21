import type { InboxKind, InboxListQuery, InboxState } from '@rg/domain/desk'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { retryNetwork } from './http.ts'
import { reviewsKey } from './offers.ts'

/* The operator's desk (issue 18): the dashboard, the inbox, reported reviews. */

export const deskKey = ['admin-desk'] as const

/** The dashboard also feeds the admin navigation's badges, so it refreshes itself every minute. */
export const adminDashboardQuery = queryOptions({
  queryKey: [...deskKey, 'dashboard'],
  queryFn: () => checked('adminDashboard'),
  retry: retryNetwork,
  staleTime: 30_000,
  refetchInterval: 60_000,
})

export const reportedReviewsQuery = queryOptions({
  queryKey: [...deskKey, 'reported-reviews'],
  queryFn: () => checked('adminListReportedReviews'),
  retry: retryNetwork,
})

/** The offer's admin detail shows its own reported reviews; under deskKey so a removal refetches them too. */
export const offerReportedReviewsQuery = (offerId: number) =>
  queryOptions({
    queryKey: [...deskKey, 'reported-reviews', offerId],
    queryFn: () => checked('adminListReportedReviews', { query: { offerId } }),
    retry: retryNetwork,
  })

export const inboxQuery = (query: InboxListQuery) =>
  queryOptions({
    queryKey: [...deskKey, 'inbox', query],
    queryFn: () => checked('adminListInbox', { query }),
    retry: retryNetwork,
  })

export const inboxItemQuery = (kind: InboxKind, id: string) =>
  queryOptions({
    queryKey: [...deskKey, 'inbox-item', kind, id],
    queryFn: () => checked('adminGetInboxItem', { params: { kind, id } }),
    retry: retryNetwork,
  })

type InboxAction = { kind: 'save'; state?: InboxState; note?: string } | { kind: 'draft' }

/** A change of an inbox item; the list, the item and the dashboard's counts are refetched after it. */
export function useInboxAction(kind: InboxKind, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (action: InboxAction) =>
      action.kind === 'draft'
        ? checked('adminTipToDraft', { params: { kind, id }, body: {} })
        : checked('adminUpdateInboxItem', {
            params: { kind, id },
            body: { state: action.state, note: action.note },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKey }),
  })
}

/**
 * Removes a review with the reason its author is told (audited, the author notified). The desk's queries are
 * refetched, and the offer's reviews when the removal is made from its admin detail.
 */
export function useRemoveReview(offerId?: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      checked('adminRemoveReview', { params: { reviewId }, body: { reason } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: deskKey }),
        offerId ? client.invalidateQueries({ queryKey: reviewsKey(offerId) }) : null,
      ]),
  })
}

/** Keeps a reported review: its open reports are dismissed (audited); the desk's queries are refetched. */
export function useKeepReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reviewId: string) => checked('adminKeepReview', { params: { reviewId }, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKey }),
  })
}

/** The newest dead letters (e-mails SMTP refused for 72 hours), asked for only while the dashboard counts some. */
export const deadMailQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...deskKey, 'dead-mail'],
    queryFn: () => checked('adminListDeadMail', { query: { page: 1, pageSize: 20 } }),
    retry: retryNetwork,
    enabled,
  })

/** Back to the outbox: the given dead letters, or all of them; the dashboard's count and the list refresh. */
export function useResendMail() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids?: string[]) => checked('adminResendMail', { body: ids ? { ids } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKey }),
  })
}
