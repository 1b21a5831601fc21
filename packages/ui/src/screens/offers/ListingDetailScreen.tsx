import {
  formatCredits,
  type OfferDetail,
  PAGES,
  type Review,
  type ReviewListResponse,
  type ReviewUpsertRequest,
  UNLOCK_PRICE,
} from '@rg/domain'
import { type ReactNode, useEffect, useState } from 'react'
import { Icon } from '../../internal/icons.tsx'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import type { Crumb } from '../parts/parts.tsx'
import { OfferGallery, OfferHeading, OwnerCard, PrivateFacts, PublicFacts } from './parts/content.tsx'
import * as css from './parts/offers.css.ts'
import { ReviewsSection } from './parts/reviews.tsx'
import { UnlockDialog } from './parts/UnlockDialog.tsx'

export interface OfferReviewsProps {
  reviews?: ReviewListResponse
  reviewsStatus?: 'loading' | 'error' | 'ready'
  /** The viewer's own review, to edit it. */
  myReview?: Review | null
  onReviewSubmit?: (values: ReviewUpsertRequest) => void
  /** Reports someone else's review to the admins (with a reason): null once accepted, else the Czech failure. */
  onReviewReport?: (reviewId: string, reason: string) => Promise<string | null>
  reviewSubmitting?: boolean
  reviewError?: string | null
  onReviewsRetry?: () => void
}

export interface ListingDetailScreenProps extends OfferReviewsProps {
  status: ScreenStatus
  /** GET /api/offers/:id as this viewer: private fields only when unlocked (or own). */
  offer?: OfferDetail
  /** The viewer's credit balance, shown in the unlock dialog. */
  balance: number
  /** Confirmed in the unlock dialog; the dialog closes once `offer.unlocked` turns true. */
  onUnlock: () => void
  /** The unlock dialog's "Sdílet můj kontakt s vlastníkem" (controlled; the app starts it from the remembered answer). */
  shareContact?: boolean
  onShareContactChange?: (share: boolean) => void
  unlocking?: boolean
  /** Czech message of a failed unlock. */
  unlockError?: string | null
  /** The notepad (kind listing), wired by the app with autosave; shown to users who unlocked the listing. */
  notepad?: ReactNode
  /** "Moje kontakty u této nabídky" (OfferContactsPanel), wired by the app; shown before unlocking too. */
  contacts?: ReactNode
  /** The deal room (NDA, access request, the thread with the owner), wired by the app; below the contacts. */
  dealRoom?: ReactNode
  onRetry?: () => void
  /** Under the heading: the heart and "Porovnat" (issue 34), wired by the app. */
  discoveryActions?: ReactNode
  /** At the end: "Podobné nabídky" (SimilarOffers), wired by the app. */
  similar?: ReactNode
}

const BREADCRUMBS: Crumb[] = [
  { label: 'Portál', href: PAGES.portal },
  { label: 'Investiční příležitosti', href: PAGES.listings },
]

/** /portal/listings/{id}: the teaser for everyone signed in; after unlocking the private part, business card, notepad and reviews. */
export function ListingDetailScreen({
  status,
  offer,
  balance,
  onUnlock,
  shareContact,
  onShareContactChange,
  unlocking = false,
  unlockError,
  notepad,
  contacts,
  dealRoom,
  onRetry,
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
}: ListingDetailScreenProps) {
  const [dialogOpen, setDialogOpen] = useState(false)
  const open = offer ? offer.unlocked || offer.isOwn : false

  useEffect(() => {
    if (open) setDialogOpen(false)
  }, [open])

  if (status === 'loading') return <LoadingBlock label="Načítání nabídky..." />
  if (status === 'error') return <ErrorBlock title="Nabídku se nepodařilo načíst" onRetry={onRetry} />
  if (status === 'empty' || !offer)
    return (
      <EmptyState
        title="Nabídka není dostupná"
        description="Nabídka mohla být stažena nebo pozastavena."
        action={<Link href={PAGES.listings}>Zpět na investiční příležitosti</Link>}
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
          {open ? <PrivateFacts offer={offer} /> : null}
          {open ? (
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
          ) : null}
        </div>
        {/* Before unlocking, the side column holds the unlock box (beside the photos on a wide screen, below them on a phone). */}
        <aside
          className={open ? kit.stack : css.sideSticky}
          aria-label={open ? 'Vlastník a poznámky' : 'Odemčení nabídky'}
        >
          {open ? null : (
            <section className={css.lockBox} aria-labelledby="offer-locked-title">
              <h2 id="offer-locked-title" className={kit.heading2}>
                <Icon name="shield" size={20} /> Neveřejné informace jsou uzamčeny
              </h2>
              <p className={kit.muted}>
                Po odemčení uvidíte neveřejný popis, přesnou adresu, dokumenty ke stažení a kontakt na
                vlastníka. Odemčení stojí {formatCredits(UNLOCK_PRICE)} a přístup vám zůstane natrvalo.
              </p>
              <Button onClick={() => setDialogOpen(true)} icon={<Icon name="shield" size={18} />}>
                Odemknout za {formatCredits(UNLOCK_PRICE)}
              </Button>
            </section>
          )}
          {open ? <OwnerCard card={offer.businessCard} /> : null}
          {open && notepad ? (
            <section className={kit.stackTight} aria-labelledby="offer-notepad-title">
              <h2 id="offer-notepad-title" className={kit.heading2}>
                Poznámky
              </h2>
              {notepad}
            </section>
          ) : null}
          {contacts}
          {dealRoom}
          {offer.isOwn ? (
            <Alert tone="info">
              Toto je vaše nabídka.{' '}
              <Link href={offerPath('my', offer.kind, offer.id)}>Spravovat nabídku</Link>
            </Alert>
          ) : null}
        </aside>
      </div>
      {!open ? (
        <UnlockDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          offer={offer}
          balance={balance}
          onConfirm={onUnlock}
          shareContact={shareContact}
          onShareContactChange={onShareContactChange}
          pending={unlocking}
          error={unlockError}
        />
      ) : null}
      {similar}
    </div>
  )
}
