import { leadContactInput, leadsCsvFileName, leadsToCsv } from '@rg/domain/deal-room'
import { notFoundError } from '@rg/domain/guards'
import { isUnder, PAGES } from '@rg/domain/navigation'
import type { OfferKind } from '@rg/domain/offers'
import {
  OfferLeadsPanel,
  OfferStatsPanel,
  type OwnerOfferAction,
  OwnOfferDetailScreen,
  offerPath,
} from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { data, useNavigate, useParams } from 'react-router'
import { useCreateContact } from '../../api/contacts.ts'
import { offerLeadsQuery, offerStatsQuery } from '../../api/deal-room.ts'
import { errorText } from '../../api/error-text.ts'
import { offerHistoryQuery, reviewsQuery, useOfferTransition } from '../../api/offers.ts'
import { saveFile } from '../../api/save-file.ts'
import { notify } from '../../toast.tsx'
import { OwnerDealRoom } from './deal-room.tsx'
import { isOfferIdParam, offerIdParam, useOfferDetail } from './offer-detail.ts'

/**
 * Own offers (/portal/my/...) are addressed by numeric id only (docs/product/screens-and-limits.md "Screens"): anything else is the 404 page
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
  if (isUnder(pathname, PAGES.my) && params.listingId !== undefined && !isOfferIdParam(params.listingId)) {
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
  const detail = useOwnOffer(kind, id)
  const ready = detail.offer !== undefined
  const history = useQuery({ ...offerHistoryQuery(id ?? 0), enabled: ready })
  const reviews = useQuery({ ...reviewsQuery(id ?? 0), enabled: ready })
  const act = useOfferTransition(id)
  const stats = useQuery({ ...offerStatsQuery(id ?? 0), enabled: ready })
  const leads = useQuery({ ...offerLeadsQuery(id ?? 0), enabled: ready && kind === 'LISTING' })
  const createContact = useCreateContact()
  const [saved, setSaved] = useState<number[]>([])
  const [saving, setSaving] = useState<number | null>(null)
  const offer = detail.offer
  const dealRoom = offer ? (
    <>
      <OfferStatsPanel
        status={stats.isPending ? 'loading' : stats.isError ? 'error' : 'ready'}
        stats={stats.data}
        onRetry={() => void stats.refetch()}
      />
      {kind === 'LISTING' ? (
        <OfferLeadsPanel
          status={leads.isPending ? 'loading' : leads.isError ? 'error' : 'ready'}
          leads={leads.data?.items}
          truncated={leads.data?.truncated}
          saved={saved}
          saving={createContact.isPending ? saving : null}
          onSaveContact={(lead) => {
            const body = leadContactInput(lead, { id: offer.id, name: offer.pubName })
            if (!body) return
            setSaving(lead.investorNo)
            createContact.mutate(body, {
              onSuccess: () => {
                setSaved((list) => [...list, lead.investorNo])
                notify('success', 'Zájemce je uložen v kontaktech.')
              },
              onError: (error) => notify('error', errorText(error)),
            })
          }}
          onExport={() =>
            saveFile(
              leadsToCsv(leads.data?.items ?? []),
              leadsCsvFileName(offer.id),
              'text/csv;charset=utf-8',
            )
          }
          onRetry={() => void leads.refetch()}
        />
      ) : null}
      {kind === 'LISTING' && id !== null && ready ? (
        <OwnerDealRoom offerId={id} aboveLoading={stats.isPending || leads.isPending} />
      ) : null}
    </>
  ) : null
  return (
    <OwnOfferDetailScreen
      status={detail.status}
      offer={detail.offer}
      history={history.data?.items}
      historyStatus={history.isPending ? 'loading' : history.isError ? 'error' : 'ready'}
      onAction={(action) => {
        if (action === 'edit') navigate(offerPath('my', kind, id ?? 0, '/edit'))
        else act.mutate({ action }, { onSuccess: () => notify('success', DONE[action]) })
      }}
      acting={act.isPending ? (act.variables.action as OwnerOfferAction) : null}
      actionError={act.error ? errorText(act.error) : null}
      onRetry={detail.refetch}
      reviews={reviews.data}
      reviewsStatus={reviews.isPending ? 'loading' : reviews.isError ? 'error' : 'ready'}
      onReviewsRetry={() => reviews.refetch()}
      dealRoom={dealRoom}
    />
  )
}
