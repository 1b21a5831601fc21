import type { OfferDetail, OfferKind, ReviewUpsertRequest } from '@rg/domain'
import type { OfferReviewsProps, ScreenStatus } from '@rg/ui/screens'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { offerQuery, reviewsKey, reviewsQuery, saveMyReview } from '../../api/offers.ts'

/** The numeric offer id of the route param, or null (anything else is no offer). */
export function offerIdParam(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) ? Number(param) : null
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
  const client = useQueryClient()
  const reviews = useQuery({ ...reviewsQuery(id ?? 0), enabled: enabled && id !== null })
  const save = useMutation({
    mutationFn: (values: ReviewUpsertRequest) => saveMyReview(id ?? 0, values),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey(id ?? 0) }),
  })
  return {
    reviews: reviews.data,
    reviewsStatus: reviews.isPending ? 'loading' : reviews.isError ? 'error' : 'ready',
    myReview: reviews.data?.items.find((r) => r.author.id === viewerId) ?? null,
    onReviewSubmit: reviews.data?.canReview ? (values) => save.mutate(values) : undefined,
    reviewSubmitting: save.isPending,
    reviewError: save.error ? save.error.message : null,
    onReviewsRetry: () => reviews.refetch(),
  }
}
