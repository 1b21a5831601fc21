import {
  allowedOfferActions,
  formatDate,
  formatNumber,
  OFFER_ACTION_LABELS,
  type OfferAction,
  type OfferDetail,
  type OfferHistoryEntry,
} from '@rg/domain'
import { useState } from 'react'
import { Icon } from '../../internal/icons.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { DropdownMenu, type MenuAction } from '../../primitives/DropdownMenu/DropdownMenu.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
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

/** The owner's actions of the lifecycle (approve and reject belong to admins). */
export type OwnerOfferAction = Exclude<OfferAction, 'approve' | 'reject'>

export interface OwnOfferDetailScreenProps
  extends Pick<OfferReviewsProps, 'reviews' | 'reviewsStatus' | 'onReviewsRetry'> {
  status: ScreenStatus
  /** GET /api/offers/:id as the owner: everything, with the counts and the rejection reason. */
  offer?: OfferDetail
  /** GET /api/offers/:id/history. */
  history?: readonly OfferHistoryEntry[]
  historyStatus?: 'loading' | 'error' | 'ready'
  /** A manage-menu choice; 'edit' means "go to the edit page", 'close' is asked for confirmation first. */
  onAction: (action: OwnerOfferAction) => void
  /** The action whose request runs. */
  acting?: OwnerOfferAction | null
  /** Czech message of a failed action. */
  actionError?: string | null
  onRetry?: () => void
}

const OWNER = { isOwner: true, isAdmin: false }

const MENU_ICONS: Partial<Record<OfferAction, 'file' | 'upload' | 'close' | 'check' | 'arrowUp'>> = {
  edit: 'file',
  submit: 'upload',
  resume: 'check',
  close: 'close',
}

/** /portal/my/{listings|services}/{id}: manage menu by the lifecycle, counts, history, card preview and reviews. */
export function OwnOfferDetailScreen({
  status,
  offer,
  history,
  historyStatus = 'ready',
  onAction,
  acting = null,
  actionError,
  onRetry,
  reviews,
  reviewsStatus,
  onReviewsRetry,
}: OwnOfferDetailScreenProps) {
  const [confirmClose, setConfirmClose] = useState(false)

  if (status === 'loading') return <LoadingBlock label="Načítání nabídky..." />
  if (status === 'error') return <ErrorBlock title="Nabídku se nepodařilo načíst" onRetry={onRetry} />
  if (status === 'empty' || !offer)
    return (
      <EmptyState title="Nabídka nenalezena" action={<Link href="/portal/my">Zpět na Moje nabídky</Link>} />
    )

  const listing = offer.kind === 'LISTING'
  const actions = allowedOfferActions(offer.status, OWNER).filter(
    (a): a is OwnerOfferAction => a !== 'approve' && a !== 'reject',
  )
  const items: MenuAction[] = actions.map((action) => ({
    id: action,
    label: OFFER_ACTION_LABELS[action],
    icon: MENU_ICONS[action] ? <Icon name={MENU_ICONS[action]!} size={16} /> : undefined,
    tone: action === 'close' ? 'danger' : 'default',
    separated: action === 'close' && actions.length > 1,
    disabled: acting !== null,
    onSelect: () => (action === 'close' ? setConfirmClose(true) : onAction(action)),
  }))
  const listLabel = listing ? 'Moje příležitosti' : 'Moje služby'

  return (
    <div className={css.page}>
      <div className={css.headerRow}>
        <OfferHeading
          offer={offer}
          breadcrumbs={[
            { label: 'Moje nabídky', href: '/portal/my' },
            { label: listLabel, href: offerPath('my', offer.kind) },
            { label: offer.pubName },
          ]}
        />
        <div className={css.row}>
          <StatusBadge status={offer.status} />
          {items.length > 0 ? (
            <DropdownMenu
              label="Akce"
              items={items}
              trigger={
                <Button variant="secondary" icon={<Icon name="more" size={18} />} loading={acting !== null}>
                  Spravovat
                </Button>
              }
            />
          ) : null}
        </div>
      </div>

      {actionError ? (
        <p className={css.alert} role="alert">
          {actionError}
        </p>
      ) : null}
      {offer.status === 'REJECTED' ? (
        <div className={css.alert}>
          <strong>Nabídka byla zamítnuta.</strong>{' '}
          {offer.rejectionReason ? `Důvod: ${offer.rejectionReason}` : null} Upravte ji a odešlete znovu ke
          schválení.
        </div>
      ) : null}
      {offer.status === 'PENDING' ? (
        <p className={css.notice}>
          Nabídka čeká na schválení administrátorem. Do té doby ji ostatní neuvidí.
        </p>
      ) : null}
      {offer.status === 'DRAFT' ? (
        <p className={css.notice}>Koncept vidíte jen vy. Až bude hotový, odešlete ho ke schválení.</p>
      ) : null}
      {offer.status === 'CLOSED' ? (
        <p className={css.notice}>
          Uzavřená nabídka už nejde měnit. Kdo ji odemkl, k ní má přístup i nadále.
        </p>
      ) : null}

      <div className={css.detailLayout}>
        <div className={css.stack}>
          <OfferGallery photos={offer.photos} name={offer.pubName} />
          <PublicFacts offer={offer} />
          <PrivateFacts offer={offer} title={listing ? 'Neveřejné informace' : 'Podrobnosti služby'} />
          <ReviewsSection reviews={reviews} status={reviewsStatus} onRetry={onReviewsRetry} />
        </div>
        <aside className={css.stack} aria-label="Statistiky a historie">
          <Card as="section" aria-labelledby="own-stats-title">
            <div className={css.stack}>
              <h2 id="own-stats-title" className={css.heading2}>
                Statistiky
              </h2>
              <dl className={css.stats}>
                <Stat label="Zobrazení" value={formatNumber(offer.viewCount ?? 0)} />
                {listing ? <Stat label="Odemčení" value={formatNumber(offer.unlockCount ?? 0)} /> : null}
              </dl>
              {offer.publishedAt ? (
                <p className={css.small}>Zveřejněno {formatDate(offer.publishedAt)}</p>
              ) : null}
            </div>
          </Card>
          <OwnerCard card={offer.businessCard} title="Náhled vizitky" />
          <p className={css.small}>
            {listing
              ? 'Vizitku uvidí zájemci po odemčení nabídky. Údaje upravíte v profilu.'
              : 'Vizitku vidí všichni přihlášení uživatelé. Údaje upravíte v profilu.'}
          </p>
          <Card as="section" aria-labelledby="own-history-title">
            <div className={css.stack}>
              <h2 id="own-history-title" className={css.heading2}>
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
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={listing ? 'Uzavřít nabídku?' : 'Uzavřít službu?'}
        description="Uzavření je konečné: nabídku už nepůjde znovu zveřejnit ani upravit. Kdo ji odemkl, k ní má přístup i nadále."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Ponechat</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmClose(false)
                onAction('close')
              }}
            >
              Uzavřít
            </Button>
          </>
        }
      />
    </div>
  )
}
