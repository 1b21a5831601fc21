import { formatCzk } from '@rg/domain/czech-format'
import { PORTAL_PAGE } from '@rg/domain/navigation'
import { categoryLabel, type OfferTeaser, regionLabel } from '@rg/domain/offers'
import type { ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import { imagePath, SvgIcon } from '../../internal/svg-icon.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Img } from '../../primitives/Img/Img.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as l from './landing.css.ts'
import { LANDING_ROUTES } from './routes.ts'
import * as css from './teasers.css.ts'

/** One public teaser as GET /api/offers answers it to a visitor (only the fields the card shows). */
export type LandingTeaser = Pick<
  OfferTeaser,
  'id' | 'kind' | 'category' | 'pubName' | 'pubNameSecondary' | 'city' | 'region' | 'pubPrice' | 'photos'
>

/** The teasers are fetched after the pre-rendered page shows: loading, failed, none published, or the list. */
export type TeaserStatus = 'loading' | 'error' | 'empty' | 'ready'

/** A teaser's detail lives in the portal; a visitor logs in first and comes back to it. */
export function teaserPath(teaser: Pick<LandingTeaser, 'id' | 'kind'>): string {
  return `${PORTAL_PAGE}/${teaser.kind === 'SERVICE' ? 'services' : 'listings'}/${encodeURIComponent(teaser.id)}`
}

/** Registration that brings the new user back to `path` once signed in (the visitor's way into the portal). */
export function registerThen(path: string): string {
  return `${LANDING_ROUTES.register}?redirect=${encodeURIComponent(path)}`
}

/** Where a teaser leads: its portal detail for a signed-in user, registration with the way back for a visitor. */
export function teaserHrefFor(signedIn: boolean): (teaser: Pick<LandingTeaser, 'id' | 'kind'>) => string {
  return signedIn ? teaserPath : (teaser) => registerThen(teaserPath(teaser))
}

/** "Brno, Jihomoravský kraj": the public location, city and region. */
function location(teaser: LandingTeaser): string {
  return [teaser.city, teaser.region ? regionLabel(teaser.region) : null].filter(Boolean).join(', ')
}

export function TeaserCard({ teaser, href }: { teaser: LandingTeaser; href: string }) {
  const photo = [...teaser.photos].sort((a, b) => a.position - b.position)[0]
  const where = location(teaser)
  return (
    <article className={css.card}>
      <span className={css.media}>
        {photo ? (
          <Img
            src={photo.url}
            alt=""
            width={480}
            height={320}
            sizes={{ base: '92px', sm: '50vw', lg: '33vw' }}
          />
        ) : (
          <SvgIcon d={imagePath} size={32} aria-hidden="true" />
        )}
      </span>
      <div className={css.body}>
        <span className={css.category}>{categoryLabel(teaser.category)}</span>
        <h3 className={css.title}>
          <Link href={href} className={css.link} underline="hover">
            {teaser.pubName}
          </Link>
        </h3>
        <p className={css.subtitle}>{teaser.pubNameSecondary ?? ''}</p>
        <p className={css.meta}>
          <span className={css.location}>{where || 'Lokalita neuvedena'}</span>
          <span className={css.price}>{formatCzk(teaser.pubPrice)}</span>
        </p>
      </div>
    </article>
  )
}

/** A card's shape in grey: exactly the room of a real card, so nothing moves when the teasers arrive. */
function SkeletonCard() {
  return (
    <div className={css.card} aria-hidden="true">
      <span className={css.skeletonMedia} />
      <div className={css.body}>
        <span className={css.bone} style={{ width: '40%', height: '1.125rem' }} />
        <span className={`${css.bone} ${css.title}`} />
        <span className={`${css.bone} ${css.subtitle}`} />
        <span className={css.meta}>
          <span className={css.bone} style={{ width: '70%', height: '1.3125rem' }} />
          <span className={css.bone} style={{ width: '35%', height: '1.3125rem' }} />
        </span>
      </div>
    </div>
  )
}

export interface TeaserListProps {
  status: TeaserStatus
  teasers: readonly LandingTeaser[]
  /** Accessible name of the list (and of the loading region). */
  label: string
  /** How many cards the skeleton shows while loading (the number asked for). */
  placeholders?: number
  /** Where a teaser leads; defaults to its portal detail. */
  teaserHref?: (teaser: LandingTeaser) => string
  /** Offered when loading failed. */
  onRetry?: () => void
  /** What the empty state says. */
  emptyText?: ReactNode
}

/** The teaser grid with its loading, error and empty states. */
export function TeaserList({
  status,
  teasers,
  label,
  placeholders = 6,
  teaserHref = teaserPath,
  onRetry,
  emptyText = 'Nové nabídky právě procházejí schválením. Podívejte se sem brzy znovu.',
}: TeaserListProps) {
  if (status === 'loading')
    return (
      <div role="status" aria-label={label} aria-busy="true">
        <span className={l.visuallyHidden}>Načítám nabídky…</span>
        <noscript>
          <p className={css.noscript}>
            Nejnovější nabídky se načítají s JavaScriptem. Zapněte ho, nebo si nabídky prohlédněte po
            registraci.
          </p>
        </noscript>
        <div className={l.grid}>
          {Array.from({ length: placeholders }, (_, i) => i).map((i) => (
            <SkeletonCard key={i} />
          ))}
        </div>
      </div>
    )
  if (status === 'error')
    return (
      <div className={css.status} role="alert">
        <p className={css.statusTitle}>Nabídky se nepodařilo načíst</p>
        <p>Zkontrolujte připojení a zkuste to prosím znovu.</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Zkusit znovu
          </Button>
        ) : null}
      </div>
    )
  if (status === 'empty' || teasers.length === 0)
    return (
      <div className={css.status}>
        <p>{emptyText}</p>
      </div>
    )
  return (
    <ul className={cx(l.grid, l.plainList)} aria-label={label}>
      {teasers.map((teaser) => (
        <li key={teaser.id}>
          <TeaserCard teaser={teaser} href={teaserHref(teaser)} />
        </li>
      ))}
    </ul>
  )
}
