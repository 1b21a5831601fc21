import {
  categoryLabel,
  formatCzk,
  formatDateTime,
  OFFER_STATUS_LABELS,
  type OfferHistoryEntry,
  type OfferPhoto,
  type OfferStatus,
  type OfferTeaser,
  regionLabel,
} from '@rg/domain'
import type { ReactNode } from 'react'
import { Icon } from '../../../internal/icons.tsx'
import { Alert } from '../../../primitives/Alert/Alert.tsx'
import { Badge, type BadgeProps } from '../../../primitives/Badge/Badge.tsx'
import { Card } from '../../../primitives/Card/Card.tsx'
import { Img } from '../../../primitives/Img/Img.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import * as kit from '../../kit/kit.css.ts'
import * as css from './offers.css.ts'

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

/** Past-tense Czech labels of history entries (the domain's action labels are imperatives for buttons). */
export const HISTORY_ACTION_LABELS: Readonly<Record<OfferHistoryEntry['action'], string>> = {
  create: 'Vytvořeno',
  edit: 'Upraveno',
  submit: 'Odesláno ke schválení',
  approve: 'Schváleno',
  reject: 'Zamítnuto',
  pause: 'Pozastaveno',
  resume: 'Obnoveno',
  close: 'Uzavřeno',
}

/** Czech names of the offer fields that history entries list as changed. */
export const OFFER_FIELD_LABELS: Readonly<Record<string, string>> = {
  category: 'Kategorie',
  pubName: 'Název',
  pubNameSecondary: 'Podtitul',
  pubKeywords: 'Klíčová slova',
  pubDescription: 'Veřejný popis',
  pubPrice: 'Cena',
  privDescription: 'Neveřejný popis',
  street: 'Ulice',
  city: 'Obec',
  postcode: 'PSČ',
  region: 'Kraj',
  photos: 'Fotografie',
  documents: 'Dokumenty',
  photoOrder: 'Pořadí fotografií',
  photoRemoved: 'Odebraná fotografie',
  documentAdded: 'Přidaný dokument',
  documentRemoved: 'Odebraný dokument',
}

const photoUploadOnly = (entry: OfferHistoryEntry) =>
  entry.action === 'edit' && Object.keys(entry.changes).join() === 'photos'

/** Consecutive photo uploads by the same person are one entry with their count (one "Upraveno" per photo is noise). */
function groupPhotoUploads(sorted: readonly OfferHistoryEntry[]) {
  const groups: { entry: OfferHistoryEntry; photos: number }[] = []
  for (const entry of sorted) {
    const last = groups.at(-1)
    if (
      last &&
      photoUploadOnly(entry) &&
      photoUploadOnly(last.entry) &&
      (last.entry.actor?.name ?? null) === (entry.actor?.name ?? null)
    ) {
      last.photos += 1
      continue
    }
    groups.push({ entry, photos: photoUploadOnly(entry) ? 1 : 0 })
  }
  return groups
}

/** The offer's history, newest first: who, when, what (changed fields, status move) and the rejection reason. */
export function HistoryTimeline({ entries }: { entries: readonly OfferHistoryEntry[] }) {
  if (entries.length === 0) return <p className={kit.muted}>Zatím bez záznamů.</p>
  const sorted = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return (
    <ol className={kit.timeline} aria-label="Historie nabídky">
      {groupPhotoUploads(sorted).map(({ entry, photos }) => {
        const changed =
          photos > 1
            ? [`nahráno fotografií: ${photos}`]
            : Object.keys(entry.changes).map((k) => OFFER_FIELD_LABELS[k] ?? 'ostatní údaje')
        return (
          <li key={entry.id} className={kit.timelineItem}>
            <div className={kit.row}>
              <strong>{HISTORY_ACTION_LABELS[entry.action]}</strong>
              {entry.toStatus ? <StatusBadge status={entry.toStatus} /> : null}
            </div>
            <span className={kit.small}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              {' · '}
              {entry.actor ? entry.actor.name : 'Systém'}
            </span>
            {changed.length > 0 ? <span className={kit.small}>Změněno: {changed.join(', ')}</span> : null}
            {entry.reason ? <Alert tone="danger">Důvod: {entry.reason}</Alert> : null}
          </li>
        )
      })}
    </ol>
  )
}

/** A labelled count (views, unlocks). */
export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={css.stat}>
      <dt className={kit.small}>{label}</dt>
      <dd className={css.statValue}>{value}</dd>
    </div>
  )
}

/** Discovery's screens (favourites, compare, similar offers) still import these from here; new code takes the kit's. */
export { type OfferArea, offerPath } from '../../kit/offer-path.ts'
