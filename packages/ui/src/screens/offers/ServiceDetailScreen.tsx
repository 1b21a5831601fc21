import type { OfferDetail } from '@rg/domain'
import { PAGES } from '@rg/domain'
import type { ReactNode } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import type { Crumb } from '../parts/parts.tsx'
import type { OfferReviewsProps } from './ListingDetailScreen.tsx'
import { OfferGallery, OfferHeading, OwnerCard, PrivateFacts, PublicFacts } from './parts/content.tsx'
import * as css from './parts/offers.css.ts'
import { ReviewsSection } from './parts/reviews.tsx'

export interface ServiceDetailScreenProps extends OfferReviewsProps {
  status: ScreenStatus
  /** GET /api/offers/:id: a service comes whole to every signed-in user (no unlocking). */
  offer?: OfferDetail
  onRetry?: () => void
  /** "Moje kontakty u této nabídky" (OfferContactsPanel), wired by the app. */
  contacts?: ReactNode
  /** Under the heading: the heart and "Porovnat" (issue 34), wired by the app. */
  discoveryActions?: ReactNode
  /** At the end: "Podobné služby" (SimilarOffers), wired by the app. */
  similar?: ReactNode
}

const BREADCRUMBS: Crumb[] = [
  { label: 'Portál', href: PAGES.portal },
  { label: 'Služby', href: PAGES.services },
]

/** /portal/services/{id}: everything at once (services are never unlocked), the business card and reviews. */
export function ServiceDetailScreen({
  status,
  offer,
  onRetry,
  contacts,
  discoveryActions,
  similar,
  reviews,
  reviewsStatus,
  myReview,
  onReviewSubmit,
  onReviewReport,
  reviewSubmitting,
  reviewError,
  onReviewsRetry,
}: ServiceDetailScreenProps) {
  if (status === 'loading') return <LoadingBlock label="Načítání služby..." />
  if (status === 'error') return <ErrorBlock title="Službu se nepodařilo načíst" onRetry={onRetry} />
  if (status === 'empty' || !offer)
    return (
      <EmptyState
        title="Služba není dostupná"
        description="Služba mohla být stažena nebo pozastavena."
        action={<Link href={PAGES.services}>Zpět na služby</Link>}
      />
    )
  return (
    <div className={kit.page}>
      <OfferHeading offer={offer} breadcrumbs={[...BREADCRUMBS, { label: offer.pubName }]} />
      {discoveryActions}
      <div className={css.detailLayout}>
        <div className={kit.stack}>
          <OfferGallery photos={offer.photos} name={offer.pubName} />
          <PublicFacts offer={offer} />
          <PrivateFacts offer={offer} title="Podrobnosti služby" />
          <ReviewsSection
            reviews={reviews}
            status={reviewsStatus}
            myReview={myReview}
            onSubmit={offer.isOwn ? undefined : onReviewSubmit}
            onReport={onReviewReport}
            submitting={reviewSubmitting}
            submitError={reviewError}
            onRetry={onReviewsRetry}
          />
        </div>
        <aside className={kit.stack} aria-label="Poskytovatel">
          <OwnerCard card={offer.businessCard} title="Vizitka poskytovatele" />
          {contacts}
          {offer.isOwn ? (
            <Alert tone="info">
              Toto je vaše služba. <Link href={offerPath('my', offer.kind, offer.id)}>Spravovat službu</Link>
            </Alert>
          ) : null}
        </aside>
      </div>
      {similar}
    </div>
  )
}
