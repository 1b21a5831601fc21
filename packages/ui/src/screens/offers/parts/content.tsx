import {
  type BusinessCard as BusinessCardData,
  formatCzk,
  formatPsc,
  type OfferDetail,
  type OfferDocument,
  type OfferPhoto,
  regionLabel,
} from '@rg/domain'
import { Icon } from '../../../internal/icons.tsx'
import { Card } from '../../../primitives/Card/Card.tsx'
import { Img } from '../../../primitives/Img/Img.tsx'
import { avatarImageUrl } from '../../../primitives/Img/image-url.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { BusinessCard } from '../../../widgets/BusinessCard/BusinessCard.tsx'
import * as kit from '../../kit/kit.css.ts'
import { CategoryBadge, locationText, orderedPhotos } from '../../kit/offer-teaser.tsx'
import { type Crumb, PageHeader } from '../../parts/parts.tsx'
import * as css from './offers.css.ts'

/** The cover photo large, the others as thumbnails. */
export function OfferGallery({ photos, name }: { photos: readonly OfferPhoto[]; name: string }) {
  const ordered = orderedPhotos(photos)
  const [first, ...rest] = ordered
  if (!first) return null
  return (
    <div className={kit.stackTight}>
      <Img
        src={first.url}
        alt={`${name}: fotografie 1 z ${ordered.length}`}
        width={960}
        height={540}
        sizes={{ base: '100vw', lg: '66vw' }}
        className={css.cover}
        priority
      />
      {rest.length > 0 ? (
        <ul className={css.gallery} aria-label="Další fotografie">
          {rest.map((photo, i) => (
            <li key={photo.id}>
              <Img
                src={photo.url}
                alt={`${name}: fotografie ${i + 2} z ${ordered.length}`}
                width={240}
                height={180}
                className={css.thumb}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** h1 with breadcrumbs, the subtitle as lead, then the category. */
export function OfferHeading({
  offer,
  breadcrumbs,
}: {
  offer: Pick<OfferDetail, 'pubName' | 'pubNameSecondary' | 'category'>
  breadcrumbs: readonly Crumb[]
}) {
  return (
    <div className={kit.stackTight}>
      <PageHeader
        title={offer.pubName}
        lead={offer.pubNameSecondary ?? undefined}
        breadcrumbs={breadcrumbs}
      />
      <div className={kit.row}>
        <CategoryBadge category={offer.category} />
      </div>
    </div>
  )
}

/** The public part: price, location, keywords and the public description. */
export function PublicFacts({ offer }: { offer: OfferDetail }) {
  const location = locationText(offer)
  return (
    <Card as="section" aria-labelledby="offer-public-title">
      <div className={kit.stack}>
        <h2 id="offer-public-title" className={kit.heading2}>
          Základní informace
        </h2>
        <p className={css.bigPrice}>{formatCzk(offer.pubPrice)}</p>
        <dl className={kit.facts}>
          {location ? (
            <>
              <dt className={kit.factTerm}>Lokalita</dt>
              <dd className={kit.factValue}>{location}</dd>
            </>
          ) : null}
          {offer.pubKeywords.length > 0 ? (
            <>
              <dt className={kit.factTerm}>Klíčová slova</dt>
              <dd className={kit.factValue}>{offer.pubKeywords.join(', ')}</dd>
            </>
          ) : null}
        </dl>
        {offer.pubDescription ? <p className={kit.paragraph}>{offer.pubDescription}</p> : null}
      </div>
    </Card>
  )
}

/** Street, "PSČ city", region on separate lines; null when the street and postcode are not known. */
export function AddressBlock({ offer }: { offer: OfferDetail }) {
  const cityLine = [offer.postcode ? formatPsc(offer.postcode) : null, offer.city].filter(Boolean).join(' ')
  if (!offer.street && !cityLine) return null
  return (
    <address className={kit.factValue} style={{ fontStyle: 'normal' }}>
      {offer.street ? (
        <>
          {offer.street}
          <br />
        </>
      ) : null}
      {cityLine}
      {offer.region ? (
        <>
          <br />
          {regionLabel(offer.region)}
        </>
      ) : null}
    </address>
  )
}

const sizeFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 })
function fileSize(bytes: number): string {
  if (bytes < 1_048_576) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} kB`
  return `${sizeFormat.format(bytes / 1_048_576)} MB`
}

/** Download links of the offer's documents. */
export function DocumentList({ documents }: { documents: readonly OfferDocument[] }) {
  if (documents.length === 0) return <p className={kit.muted}>Nabídka nemá žádné dokumenty.</p>
  return (
    <ul className={kit.plainList} aria-label="Dokumenty ke stažení">
      {documents.map((doc) => (
        <li key={doc.id} className={css.docRow}>
          <Icon name="file" size={20} />
          <Link href={doc.url} external download={doc.name}>
            {doc.name}
          </Link>
          <span className={kit.small}>({fileSize(doc.sizeBytes)})</span>
        </li>
      ))}
    </ul>
  )
}

/** The private part: description, exact address and documents. */
export function PrivateFacts({
  offer,
  title = 'Neveřejné informace',
}: {
  offer: OfferDetail
  title?: string
}) {
  return (
    <Card as="section" aria-labelledby="offer-private-title">
      <div className={kit.stack}>
        <h2 id="offer-private-title" className={kit.heading2}>
          {title}
        </h2>
        {offer.privDescription ? (
          <p className={kit.paragraph}>{offer.privDescription}</p>
        ) : (
          <p className={kit.muted}>Bez neveřejného popisu.</p>
        )}
        <div className={kit.stackTight}>
          <h3 className={kit.heading3}>Přesná adresa</h3>
          {offer.street || offer.postcode || offer.city ? (
            <AddressBlock offer={offer} />
          ) : (
            <p className={kit.muted}>Adresa není uvedena.</p>
          )}
        </div>
        <div className={kit.stackTight}>
          <h3 className={kit.heading3}>Dokumenty</h3>
          <DocumentList documents={offer.documents ?? []} />
        </div>
      </div>
    </Card>
  )
}

/** The owner's business card, or a note when the server sent none. */
export function OwnerCard({
  card,
  title = 'Vizitka vlastníka',
}: {
  card?: BusinessCardData | null
  title?: string
}) {
  return (
    <section className={kit.stackTight} aria-labelledby="offer-card-title">
      <h2 id="offer-card-title" className={kit.heading2}>
        {title}
      </h2>
      {card ? (
        <BusinessCard
          person={{
            name: card.name,
            company: card.company,
            phone: card.phone,
            email: card.email,
            // the contract answers the stored path; the picture goes through the image transform (2× of 56 px)
            avatarUrl: card.avatarUrl ? avatarImageUrl(card.avatarUrl, 56) : null,
            verified: card.verified,
          }}
        />
      ) : (
        <p className={kit.muted}>Vizitka není k dispozici.</p>
      )}
    </section>
  )
}
