import { isUnder, notFoundError, type OfferKind } from '@rg/domain'
import { type OwnerOfferAction, OwnOfferDetailScreen, offerPath } from '@rg/ui/screens'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { data, useNavigate, useParams } from 'react-router'
import { errorMessage, submitMyOffer } from '../../api/my-offers.ts'
import { offerHistoryQuery, offersKey, reviewsQuery, transitionOffer } from '../../api/offers.ts'
import { notify } from '../../toast.tsx'
import { offerIdParam, useOfferDetail } from './offer-detail.ts'

/**
 * Own offers (/portal/my/...) are addressed by numeric id only (spec section 2): anything else is the 404 page
 * ('Page not found: {path}'), thrown before the page renders.
 */
export function requireNumericOfferId({
  request,
  params,
}: {
  request: Request
  params: { listingId?: string }
}) {
  const { pathname } = new URL(request.url)
  if (isUnder(pathname, '/portal/my') && params.listingId !== undefined && !/^\d+$/.test(params.listingId)) {
    const error = notFoundError(pathname)
    if (error.kind === 'error')
      throw data({ message: error.message, fatal: error.fatal }, { status: error.status })
  }
  return null
}

/** GET /api/offers/:id as the owner; someone else's offer (or one of the other kind) is "not found" here. */
export function useOwnOffer(kind: OfferKind, id: number | null) {
  const detail = useOfferDetail(kind, id)
  const own = detail.offer?.isOwn ? detail.offer : undefined
  return {
    ...detail,
    offer: own,
    status: detail.status === 'ready' && !own ? ('empty' as const) : detail.status,
  }
}

const DONE: Record<OwnerOfferAction, string> = {
  edit: '',
  submit: 'Odesláno ke schválení. Po schválení nabídku uvidí ostatní.',
  pause: 'Nabídka je pozastavena, ostatní ji teď neuvidí.',
  resume: 'Nabídka je znovu zveřejněna.',
  close: 'Nabídka je uzavřena.',
}

/** /portal/my/listings/{id} and /portal/my/services/{id}: manage menu by the lifecycle, history, card and reviews. */
export function OwnOfferDetail({ kind }: { kind: OfferKind }) {
  const id = offerIdParam(useParams().listingId)
  const navigate = useNavigate()
  const client = useQueryClient()
  const detail = useOwnOffer(kind, id)
  const ready = detail.offer !== undefined
  const history = useQuery({ ...offerHistoryQuery(id ?? 0), enabled: ready })
  const reviews = useQuery({ ...reviewsQuery(id ?? 0), enabled: ready })
  const act = useMutation({
    mutationFn: (action: Exclude<OwnerOfferAction, 'edit'>) =>
      action === 'submit' ? submitMyOffer(id ?? 0) : transitionOffer(id ?? 0, { action }),
    onSuccess: (_answer, action) => {
      notify('success', DONE[action])
      return client.invalidateQueries({ queryKey: offersKey })
    },
  })
  return (
    <OwnOfferDetailScreen
      status={detail.status}
      offer={detail.offer}
      history={history.data?.items}
      historyStatus={history.isPending ? 'loading' : history.isError ? 'error' : 'ready'}
      onAction={(action) => {
        if (action === 'edit') navigate(offerPath('my', kind, id ?? 0, '/edit'))
        else act.mutate(action)
      }}
      acting={act.isPending ? act.variables : null}
      actionError={act.error ? errorMessage(act.error) : null}
      onRetry={detail.refetch}
      reviews={reviews.data}
      reviewsStatus={reviews.isPending ? 'loading' : reviews.isError ? 'error' : 'ready'}
      onReviewsRetry={() => reviews.refetch()}
    />
  )
}
