import type { OfferKind, OfferTeaser } from '@rg/domain'
import type { ReactNode } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { LoadingBlock } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { OfferTeaserCard } from '../kit/offer-teaser.tsx'

export interface SimilarOffersProps {
  kind: OfferKind
  status: 'loading' | 'error' | 'ready'
  items?: readonly OfferTeaser[]
  onRetry?: () => void
  cardActions?: (offer: OfferTeaser) => ReactNode
}

/**
 * "Podobné nabídky" at the end of a detail: published offers of the same category and region, nearest in price
 * (docs/decisions/1553). Nothing is drawn when there are none; a failure says so quietly, the detail stays usable.
 */
export function SimilarOffers({ kind, status, items = [], onRetry, cardActions }: SimilarOffersProps) {
  const title = kind === 'SERVICE' ? 'Podobné služby' : 'Podobné nabídky'
  if (status === 'ready' && items.length === 0) return null
  return (
    <section className={kit.stack} aria-labelledby="similar-offers-title">
      <h2 id="similar-offers-title" className={kit.heading2}>
        {title}
      </h2>
      {status === 'loading' ? <LoadingBlock label="Načítání podobných nabídek..." cards={2} /> : null}
      {status === 'error' ? (
        <div className={kit.row}>
          <p className={kit.muted}>Podobné nabídky se nepodařilo načíst.</p>
          {onRetry ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              Zkusit znovu
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'ready' ? (
        <ul className={kit.grid} aria-label={title}>
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
    </section>
  )
}
