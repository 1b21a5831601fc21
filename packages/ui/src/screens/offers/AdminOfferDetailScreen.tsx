import {
  allowedOfferActions,
  formatDateTime,
  formatNumber,
  type OfferDetail,
  type OfferHistoryEntry,
  offerTransition,
} from '@rg/domain'
import { useEffect, useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import { Textarea } from '../../primitives/TextField/TextField.tsx'
import type { OfferReviewsProps } from './ListingDetailScreen.tsx'
import { OfferGallery, OfferHeading, OwnerCard, PrivateFacts, PublicFacts } from './parts/content.tsx'
import * as css from './parts/offers.css.ts'
import { ReviewsSection } from './parts/reviews.tsx'
import {
  ErrorBlock,
  HistoryTimeline,
  LoadingBlock,
  offerPath,
  type ScreenStatus,
  Stat,
  StatusBadge,
} from './parts/shared.tsx'

export interface AdminOfferDetailScreenProps
  extends Pick<OfferReviewsProps, 'reviews' | 'reviewsStatus' | 'onReviewsRetry'> {
  status: ScreenStatus
  /** GET /api/offers/:id as an admin: everything. */
  offer?: OfferDetail
  history?: readonly OfferHistoryEntry[]
  historyStatus?: 'loading' | 'error' | 'ready'
  onApprove: () => void
  /** Called with the trimmed reason; the dialog refuses an empty one (domain rule). */
  onReject: (reason: string) => void
  acting?: 'approve' | 'reject' | null
  /** Czech message of a failed decision. */
  actionError?: string | null
  onRetry?: () => void
  /** Removes a review (admins only, PRODUCT.md "Reviews"). */
  onReviewDelete?: (reviewId: string) => void
}

const ADMIN = { isOwner: false, isAdmin: true }

/** /portal/admin/{listings|services}/{id}: the whole offer, approve, reject with a required reason, history. */
export function AdminOfferDetailScreen({
  status,
  offer,
  history,
  historyStatus = 'ready',
  onApprove,
  onReject,
  acting = null,
  actionError,
  onRetry,
  reviews,
  reviewsStatus,
  onReviewsRetry,
  onReviewDelete,
}: AdminOfferDetailScreenProps) {
  const [rejectOpen, setRejectOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const offerStatus = offer?.status

  // A decided offer leaves PENDING: the reject dialog has done its job.
  useEffect(() => {
    if (offerStatus !== 'PENDING') setRejectOpen(false)
  }, [offerStatus])

  if (status === 'loading') return <LoadingBlock label="Načítání nabídky..." />
  if (status === 'error') return <ErrorBlock title="Nabídku se nepodařilo načíst" onRetry={onRetry} />
  if (status === 'empty' || !offer)
    return (
      <EmptyState
        title="Nabídka nenalezena"
        action={<Link href="/portal/admin">Zpět do administrace</Link>}
      />
    )

  const allowed = allowedOfferActions(offer.status, ADMIN)
  const listing = offer.kind === 'LISTING'

  const confirmReject = () => {
    const check = offerTransition(offer.status, 'reject', ADMIN, { reason })
    if (!check.ok) {
      setReasonError(check.message)
      return
    }
    setReasonError(null)
    onReject(reason.trim())
  }

  return (
    <div className={css.page}>
      <div className={css.headerRow}>
        <OfferHeading
          offer={offer}
          breadcrumbs={[
            { label: 'Administrace', href: '/portal/admin' },
            { label: listing ? 'Investiční příležitosti' : 'Služby', href: offerPath('admin', offer.kind) },
            { label: offer.pubName },
          ]}
        />
        <div className={css.row}>
          <StatusBadge status={offer.status} />
          {allowed.includes('reject') ? (
            <Button
              variant="danger"
              onClick={() => setRejectOpen(true)}
              disabled={acting !== null}
              loading={acting === 'reject'}
            >
              Zamítnout
            </Button>
          ) : null}
          {allowed.includes('approve') ? (
            <Button onClick={onApprove} disabled={acting === 'reject'} loading={acting === 'approve'}>
              Schválit
            </Button>
          ) : null}
        </div>
      </div>
      {actionError ? (
        <p className={css.alert} role="alert">
          {actionError}
        </p>
      ) : null}
      {offer.status === 'PENDING' ? (
        <p className={css.notice}>
          Zkontrolujte název, podtitul, klíčová slova (bez kontaktů a odkazů), popis a fotografie.
        </p>
      ) : null}
      {offer.status === 'REJECTED' && offer.rejectionReason ? (
        <p className={css.alert}>Zamítnuto. Důvod: {offer.rejectionReason}</p>
      ) : null}

      <div className={css.detailLayout}>
        <div className={css.stack}>
          <OfferGallery photos={offer.photos} name={offer.pubName} />
          <PublicFacts offer={offer} />
          <PrivateFacts offer={offer} title={listing ? 'Neveřejné informace' : 'Podrobnosti služby'} />
          <ReviewsSection
            reviews={reviews}
            status={reviewsStatus}
            onRetry={onReviewsRetry}
            onDelete={onReviewDelete}
          />
        </div>
        <aside className={css.stack} aria-label="Vlastník a historie">
          <OwnerCard card={offer.businessCard} title="Vlastník" />
          <Card as="section" aria-labelledby="admin-stats-title">
            <div className={css.stack}>
              <h2 id="admin-stats-title" className={css.heading2}>
                Údaje
              </h2>
              <dl className={css.stats}>
                <Stat label="Zobrazení" value={formatNumber(offer.viewCount ?? 0)} />
                {listing ? <Stat label="Odemčení" value={formatNumber(offer.unlockCount ?? 0)} /> : null}
              </dl>
              {offer.createdAt ? (
                <p className={css.small}>Vytvořeno {formatDateTime(offer.createdAt)}</p>
              ) : null}
              {offer.updatedAt ? (
                <p className={css.small}>Změněno {formatDateTime(offer.updatedAt)}</p>
              ) : null}
            </div>
          </Card>
          <Card as="section" aria-labelledby="admin-history-title">
            <div className={css.stack}>
              <h2 id="admin-history-title" className={css.heading2}>
                Historie
              </h2>
              {historyStatus === 'loading' ? <SkeletonText lines={4} label="Načítání historie..." /> : null}
              {historyStatus === 'error' ? <ErrorBlock title="Historii se nepodařilo načíst" /> : null}
              {historyStatus === 'ready' ? <HistoryTimeline entries={history ?? []} /> : null}
            </div>
          </Card>
        </aside>
      </div>

      <Dialog
        open={rejectOpen}
        onOpenChange={setRejectOpen}
        dismissible={acting !== 'reject'}
        title="Zamítnout nabídku"
        description="Vlastník uvidí důvod u nabídky a dostane upozornění. Po úpravě ji může odeslat znovu."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost" disabled={acting === 'reject'}>
                Zrušit
              </Button>
            </DialogClose>
            <Button variant="danger" onClick={confirmReject} loading={acting === 'reject'}>
              Zamítnout
            </Button>
          </>
        }
      >
        <Textarea
          label="Důvod zamítnutí"
          required
          rows={4}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError ?? undefined}
        />
      </Dialog>
    </div>
  )
}
