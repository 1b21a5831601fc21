import {
  categoryLabel,
  formatCzk,
  OFFER_STATUS_LABELS,
  type OfferPhoto,
  type OfferStatus,
  type OfferTeaser,
  regionLabel,
} from '@rg/domain'
import type { ReactNode } from 'react'
import { Icon } from '../../internal/icons.tsx'
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Img } from '../../primitives/Img/Img.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as kit from './kit.css.ts'
import * as css from './offer-teaser.css.ts'

/*
 * An offer as the screens show it in a list: its status and category badges, the public location, the photos in
 * order and the browse grid's teaser card (the offers' browse, discovery's favourites, compare and similar offers).
 */

const STATUS_TONES: Record<OfferStatus, NonNullable<BadgeProps['tone']>> = {
  DRAFT: 'neutral',
  PENDING: 'warning',
  PUBLISHED: 'success',
  PAUSED: 'info',
  REJECTED: 'danger',
  CLOSED: 'outline',
}

/** The offer's lifecycle status with its Czech label from the domain. */
export function StatusBadge({ status }: { status: OfferStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {OFFER_STATUS_LABELS[status]}
    </Badge>
  )
}

export function CategoryBadge({ category }: { category: string }) {
  return <Badge tone="brand">{categoryLabel(category)}</Badge>
}

/** "Brno, Jihomoravský" (the public location: city and region); null when neither is known. */
export function locationText(offer: Pick<OfferTeaser, 'city' | 'region'>): string | null {
  const parts = [offer.city, offer.region ? regionLabel(offer.region) : null].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

/** Photos in the owner's order; the first one is the cover. */
export function orderedPhotos(photos: readonly OfferPhoto[]): OfferPhoto[] {
  return [...photos].sort((a, b) => a.position - b.position)
}

/**
 * A teaser card of the browse grid: cover photo, name, subtitle, location, price, category; `actions` (the heart and
 * "Porovnat", issue 34) go under the price.
 */
export function OfferTeaserCard({
  offer,
  href,
  actions,
}: {
  offer: OfferTeaser
  href: string
  actions?: ReactNode
}) {
  const photo = orderedPhotos(offer.photos)[0]
  const location = locationText(offer)
  return (
    <Card as="article" padding="none" interactive className={css.teaser}>
      {photo ? (
        <Img
          src={photo.url}
          alt=""
          width={480}
          height={320}
          sizes={{ base: '100vw', sm: '50vw', lg: '33vw' }}
          className={css.teaserPhoto}
        />
      ) : (
        <span className={css.teaserPlaceholder}>
          <Icon name="image" size={40} />
        </span>
      )}
      <div className={css.teaserBody}>
        <div className={kit.row}>
          <CategoryBadge category={offer.category} />
          {offer.isOwn ? <Badge tone="info">Vaše nabídka</Badge> : null}
          {offer.unlocked && !offer.isOwn ? <Badge tone="success">Odemčeno</Badge> : null}
        </div>
        <h2 className={css.teaserTitle}>
          <Link href={href} underline="hover">
            {offer.pubName}
          </Link>
        </h2>
        {offer.pubNameSecondary ? <p className={kit.muted}>{offer.pubNameSecondary}</p> : null}
        {location ? (
          <p className={`${kit.small} ${kit.withIcon}`}>
            <Icon name="home" size={14} />
            <span>{location}</span>
          </p>
        ) : null}
        <p className={css.price}>{formatCzk(offer.pubPrice)}</p>
        {actions}
      </div>
    </Card>
  )
}
