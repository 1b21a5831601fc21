import { type OfferTeaser, PAGES } from '@rg/domain'
import type { ReactNode } from 'react'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { OfferTeaserCard } from '../kit/offer-teaser.tsx'
import { PageHeader } from '../parts/parts.tsx'

export interface FavouritesScreenProps {
  status: ScreenStatus
  /** The favourites still on the market, newest first. */
  items?: readonly OfferTeaser[]
  /** How many favourites left the market meanwhile (kept, shown again if they come back). */
  withdrawnCount?: number
  onRetry?: () => void
  /** Per card: the heart (to remove it) and "Porovnat". */
  cardActions?: (offer: OfferTeaser) => ReactNode
  /** Under the cards: the compare bar. */
  footer?: ReactNode
}

/** /portal/favourites: the offers the user hearted (docs/decisions/1550-favourites-alert-like-a-watchdog.md). */
export function FavouritesScreen({
  status,
  items = [],
  withdrawnCount = 0,
  onRetry,
  cardActions,
  footer,
}: FavouritesScreenProps) {
  return (
    <div className={kit.page}>
      <PageHeader
        title="Oblíbené"
        lead="Nabídky označené srdíčkem. Dáme vám vědět, když zlevní, změní se nebo zmizí z nabídky."
        breadcrumbs={[{ label: 'Portál', href: PAGES.portal }]}
      />
      {status === 'loading' ? <LoadingBlock label="Načítání oblíbených..." cards={3} /> : null}
      {status === 'error' ? <ErrorBlock title="Oblíbené se nepodařilo načíst" onRetry={onRetry} /> : null}
      {status === 'empty' || (status === 'ready' && items.length === 0) ? (
        <EmptyState
          title="Zatím nemáte žádné oblíbené"
          description="Srdíčkem u nabídky si ji uložíte sem a budeme vás upozorňovat na její změny."
          action={<Link href={PAGES.listings}>Procházet investiční příležitosti</Link>}
        />
      ) : null}
      {status === 'ready' && items.length > 0 ? (
        <ul className={kit.grid} aria-label="Oblíbené nabídky">
          {items.map((offer) => (
            <li key={offer.id}>
              <OfferTeaserCard
                offer={offer}
                href={offerPath('portal', offer.kind, offer.id)}
                actions={cardActions?.(offer)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'ready' && withdrawnCount > 0 ? (
        <p className={kit.muted}>
          {withdrawnCount === 1
            ? 'Jedna oblíbená nabídka je teď stažená z nabídky.'
            : `Staženo z nabídky: ${withdrawnCount} oblíbených.`}{' '}
          Objeví-li se znovu, uvidíte ji tu.
        </p>
      ) : null}
      {footer}
    </div>
  )
}
