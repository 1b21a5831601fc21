import { formatNumber, type OfferDetail, type OfferHistoryEntry, PAGES } from '@rg/domain'
import type { ReactNode } from 'react'
import { Alert } from '../../../primitives/Alert/Alert.tsx'
import { Card } from '../../../primitives/Card/Card.tsx'
import { EmptyState } from '../../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import { SkeletonText } from '../../../primitives/Skeleton/Skeleton.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../../kit/blocks.tsx'
import * as kit from '../../kit/kit.css.ts'
import { offerPath } from '../../kit/offer-path.ts'
import { StatusBadge } from '../../kit/offer-teaser.tsx'
import type { Crumb } from '../../parts/parts.tsx'
import type { OfferReviewsProps } from '../ListingDetailScreen.tsx'
import { OfferGallery, OfferHeading, OwnerCard, PrivateFacts, PublicFacts } from './content.tsx'
import * as css from './offers.css.ts'
import { ReviewsSection } from './reviews.tsx'
import { HistoryTimeline, Stat } from './shared.tsx'

/*
 * The page both managers of an offer see, the owner (/portal/my/...) and an admin (/portal/admin/...): the whole
 * offer with its reviews, the counts and the history, around each side's own actions, notices and dialog.
 */

/** What the detail of a managed offer shows before the offer is there: loading, error or "not found" with a way back. */
export function managedOfferGate(
  status: ScreenStatus,
  offer: OfferDetail | undefined,
  back: { href: string; label: string },
  onRetry?: () => void,
): ReactNode {
  if (status === 'loading') return <LoadingBlock label="Načítání nabídky..." />
  if (status === 'error') return <ErrorBlock title="Nabídku se nepodařilo načíst" onRetry={onRetry} />
  if (status === 'empty' || !offer)
    return <EmptyState title="Nabídka nenalezena" action={<Link href={back.href}>{back.label}</Link>} />
  return null
}

/** The props both detail screens of a managed offer take. */
export interface ManagedOfferScreenProps
  extends Pick<OfferReviewsProps, 'reviews' | 'reviewsStatus' | 'onReviewsRetry'> {
  status: ScreenStatus
  /** GET /api/offers/:id as the owner or an admin: everything, with the counts and the rejection reason. */
  offer?: OfferDetail
  /** GET /api/offers/:id/history. */
  history?: readonly OfferHistoryEntry[]
  historyStatus?: 'loading' | 'error' | 'ready'
  /** Czech message of a failed action. */
  actionError?: string | null
  onRetry?: () => void
}

export interface ManagedOfferDetailProps {
  /** The screen's own props: history, reviews and the action error are shown from them. */
  screen: ManagedOfferScreenProps
  offer: OfferDetail
  /** Whose page: the owner's (/portal/my) or an admin's (/portal/admin). */
  area: 'my' | 'admin'
  /** The buttons or menu next to the status badge. */
  actions: ReactNode
  /** Status notices under the header. */
  notices: ReactNode
  onReviewDelete?: (reviewId: string) => void
  aside: {
    label: string
    statsTitle: string
    /** Dates under the counts. */
    dates: ReactNode
    /** The business card: its title, an optional note under it, and whether it comes before the counts. */
    owner: { title: string; note?: string; first: boolean }
  }
  dialog: ReactNode
  /** More sections in the main column after the private part (the owner's deal room: stats and leads). */
  extra?: ReactNode
}

const TRAILS = {
  my: {
    root: { label: 'Moje nabídky', href: PAGES.my },
    listings: 'Moje příležitosti',
    services: 'Moje služby',
    idPrefix: 'own',
  },
  admin: {
    root: { label: 'Administrace', href: PAGES.admin },
    listings: 'Investiční příležitosti',
    services: 'Služby',
    idPrefix: 'admin',
  },
} as const

export function ManagedOfferDetail({
  screen,
  offer,
  area,
  actions,
  notices,
  onReviewDelete,
  aside,
  dialog,
  extra,
}: ManagedOfferDetailProps) {
  const { actionError, reviews, reviewsStatus, onReviewsRetry, history, historyStatus = 'ready' } = screen
  const listing = offer.kind === 'LISTING'
  const trail = TRAILS[area]
  const breadcrumbs: Crumb[] = [
    trail.root,
    { label: listing ? trail.listings : trail.services, href: offerPath(area, offer.kind) },
    { label: offer.pubName },
  ]
  const idPrefix = trail.idPrefix
  const owner = (
    <>
      <OwnerCard card={offer.businessCard} title={aside.owner.title} />
      {aside.owner.note ? <p className={kit.small}>{aside.owner.note}</p> : null}
    </>
  )
  return (
    <div className={kit.page}>
      <div className={kit.headerRow}>
        <OfferHeading offer={offer} breadcrumbs={breadcrumbs} />
        <div className={kit.row}>
          <StatusBadge status={offer.status} />
          {actions}
        </div>
      </div>
      {actionError ? (
        <Alert tone="danger" role="alert">
          {actionError}
        </Alert>
      ) : null}
      {notices}

      <div className={css.detailLayout}>
        <div className={kit.stack}>
          <OfferGallery photos={offer.photos} name={offer.pubName} />
          <PublicFacts offer={offer} />
          <PrivateFacts offer={offer} title={listing ? 'Neveřejné informace' : 'Podrobnosti služby'} />
          {extra}
          <ReviewsSection
            reviews={reviews}
            status={reviewsStatus}
            onRetry={onReviewsRetry}
            onDelete={onReviewDelete}
          />
        </div>
        <aside className={kit.stack} aria-label={aside.label}>
          {aside.owner.first ? owner : null}
          <Card as="section" aria-labelledby={`${idPrefix}-stats-title`}>
            <div className={kit.stack}>
              <h2 id={`${idPrefix}-stats-title`} className={kit.heading2}>
                {aside.statsTitle}
              </h2>
              <dl className={css.stats}>
                <Stat label="Zobrazení" value={formatNumber(offer.viewCount ?? 0)} />
                {listing ? <Stat label="Odemčení" value={formatNumber(offer.unlockCount ?? 0)} /> : null}
              </dl>
              {aside.dates}
            </div>
          </Card>
          {aside.owner.first ? null : owner}
          <Card as="section" aria-labelledby={`${idPrefix}-history-title`}>
            <div className={kit.stack}>
              <h2 id={`${idPrefix}-history-title`} className={kit.heading2}>
                Historie
              </h2>
              {historyStatus === 'loading' ? <SkeletonText lines={4} label="Načítání historie..." /> : null}
              {historyStatus === 'error' ? <ErrorBlock title="Historii se nepodařilo načíst" /> : null}
              {historyStatus === 'ready' ? <HistoryTimeline entries={history ?? []} /> : null}
            </div>
          </Card>
        </aside>
      </div>

      {dialog}
    </div>
  )
}
