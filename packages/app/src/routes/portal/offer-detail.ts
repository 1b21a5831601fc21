import type { OfferDetail, OfferKind } from '@rg/domain/offers'
import type { OfferReviewsProps, ScreenStatus } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../api/error-text.ts'
import { offerQuery, reviewsQuery, useReportReview, useSaveMyReview } from '../../api/offers.ts'

/** The numeric offer id of the route param, or null (anything else is no offer). */
export function offerIdParam(param: string | undefined): number | null {
  return isOfferIdParam(param) ? Number(param) : null
}

/** Offers are addressed by a positive whole number in the URL (docs/product/offers.md "Addresses"). */
export function isOfferIdParam(param: string | undefined): param is string {
  return param !== undefined && /^\d+$/.test(param)
}

/** GET /api/offers/:id as the screen's status and offer; an offer of the other kind is not found here. */
export function useOfferDetail(kind: OfferKind, id: number | null) {
  const query = useQuery({ ...offerQuery(id ?? 0), enabled: id !== null })
  const offer: OfferDetail | undefined = query.data && query.data.kind === kind ? query.data : undefined
  const status: ScreenStatus =
    id === null ? 'empty' : query.isPending ? 'loading' : query.isError ? 'error' : offer ? 'ready' : 'empty'
  return { status, offer, refetch: () => query.refetch() }
}

/** Reviews of an offer (loaded once it is visible in full) and the viewer's own review. */
export function useOfferReviews(id: number | null, enabled: boolean, viewerId: string): OfferReviewsProps {
  const reviews = useQuery({ ...reviewsQuery(id ?? 0), enabled: enabled && id !== null })
  const save = useSaveMyReview(id)
  const report = useReportReview(id)
  return {
    reviews: reviews.data,
    reviewsStatus: reviews.isPending ? 'loading' : reviews.isError ? 'error' : 'ready',
    myReview: reviews.data?.items.find((r) => r.author.id === viewerId) ?? null,
    onReviewSubmit: reviews.data?.canReview ? (values) => save.mutate(values) : undefined,
    reviewSubmitting: save.isPending,
    reviewError: save.error ? errorText(save.error) : null,
    onReviewsRetry: () => reviews.refetch(),
    onReviewReport: async (reviewId, reason) => {
      try {
        await report.mutateAsync({ reviewId, reason })
        return null
      } catch (error) {
        return errorText(error)
      }
    },
  }
}
