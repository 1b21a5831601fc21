import type { OfferKind } from '@rg/domain'
import { AdminOfferDetailScreen } from '@rg/ui/screens'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { offerHistoryQuery, offersKey, reviewsQuery, transitionOffer } from '../../api/offers.ts'
import { offerIdParam, useOfferDetail } from './offer-detail.ts'

/** /portal/admin/listings/{id} and /portal/admin/services/{id}: everything, history, approve or reject with a reason. */
export function AdminOfferDetail({ kind }: { kind: OfferKind }) {
  const id = offerIdParam(useParams().listingId)
  const client = useQueryClient()
  const detail = useOfferDetail(kind, id)
  const history = useQuery({ ...offerHistoryQuery(id ?? 0), enabled: id !== null })
  const reviews = useQuery({ ...reviewsQuery(id ?? 0), enabled: id !== null })
  const decide = useMutation({
    mutationFn: (body: { action: 'approve' } | { action: 'reject'; reason: string }) =>
      transitionOffer(id ?? 0, body),
    onSuccess: () => client.invalidateQueries({ queryKey: offersKey }),
  })
  return (
    <AdminOfferDetailScreen
      status={detail.status}
      offer={detail.offer}
      history={history.data?.items}
      historyStatus={history.isPending ? 'loading' : history.isError ? 'error' : 'ready'}
      onApprove={() => decide.mutate({ action: 'approve' })}
      onReject={(reason) => decide.mutate({ action: 'reject', reason })}
      acting={decide.isPending ? decide.variables.action : null}
      actionError={decide.error ? decide.error.message : null}
      onRetry={detail.refetch}
      reviews={reviews.data}
      reviewsStatus={reviews.isPending ? 'loading' : reviews.isError ? 'error' : 'ready'}
      onReviewsRetry={() => reviews.refetch()}
    />
  )
}
