import type { OfferKind } from '@rg/domain/offers'
import { AdminOfferDetailScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { offerReportedReviewsQuery, useKeepReview, useRemoveReview } from '../../api/desk.ts'
import { errorText } from '../../api/error-text.ts'
import { offerHistoryQuery, reviewsQuery, useOfferTakedown, useOfferTransition } from '../../api/offers.ts'
import { notify } from '../../toast.tsx'
import { offerIdParam, useOfferDetail } from './offer-detail.ts'

/**
 * /portal/admin/listings/{id} and /portal/admin/services/{id}: everything, history, approve or reject with a reason,
 * the offer's reported reviews, and removing a review with a reason through the desk's removal (audited, the author
 * notified; docs/decisions/1060-operator-desk.md) or keeping a reported one (its reports dismissed; 1111), and
 * taking a published offer down with a reason (pause or close, decision 1351).
 */
export function AdminOfferDetail({ kind }: { kind: OfferKind }) {
  const id = offerIdParam(useParams().listingId)
  const detail = useOfferDetail(kind, id)
  const history = useQuery({ ...offerHistoryQuery(id ?? 0), enabled: id !== null })
  const reviews = useQuery({ ...reviewsQuery(id ?? 0), enabled: id !== null })
  const decide = useOfferTransition(id)
  const reported = useQuery({ ...offerReportedReviewsQuery(id ?? 0), enabled: id !== null })
  const removeReview = useRemoveReview(id)
  const keepReview = useKeepReview()
  const takeDown = useOfferTakedown(id)
  const noun = kind === 'LISTING' ? 'Nabídka' : 'Služba'
  return (
    <AdminOfferDetailScreen
      status={detail.status}
      offer={detail.offer}
      history={history.data?.items}
      historyStatus={history.isPending ? 'loading' : history.isError ? 'error' : 'ready'}
      onApprove={() => decide.mutate({ action: 'approve' })}
      onReject={(reason) => decide.mutate({ action: 'reject', reason })}
      acting={
        decide.isPending && (decide.variables.action === 'approve' || decide.variables.action === 'reject')
          ? decide.variables.action
          : null
      }
      actionError={decide.error ? errorText(decide.error) : null}
      onTakeDown={(action, reason) =>
        takeDown.mutate(
          { action, reason },
          {
            onSuccess: () =>
              notify(
                'success',
                `${noun} je ${action === 'pause' ? 'pozastavená' : 'uzavřená'}. Vlastník dostal zprávu s důvodem.`,
              ),
            onError: (error) => notify('error', errorText(error)),
          },
        )
      }
      takingDown={takeDown.isPending ? takeDown.variables.action : null}
      onRetry={detail.refetch}
      reviews={reviews.data}
      reviewsStatus={reviews.isPending ? 'loading' : reviews.isError ? 'error' : 'ready'}
      onReviewsRetry={() => reviews.refetch()}
      reported={reported.data?.items}
      removingReview={removeReview.isPending}
      onReviewRemove={(reviewId, reason) =>
        removeReview.mutate(
          { reviewId, reason },
          {
            onSuccess: () => notify('success', 'Hodnocení bylo odstraněno a autor dostal zprávu.'),
            onError: (error) => notify('error', errorText(error)),
          },
        )
      }
      onReviewKeep={(reviewId) =>
        keepReview.mutate(reviewId, {
          onSuccess: () => notify('success', 'Hodnocení zůstává, nahlášení jsou vyřízená.'),
          onError: (error) => notify('error', errorText(error)),
        })
      }
    />
  )
}
