import type { OfferTeaser } from '@rg/domain'
import { CompareToggle } from './CompareToggle.tsx'
import * as css from './discovery.css.ts'
import { FavouriteButton } from './FavouriteButton.tsx'

export interface OfferCardActionsProps {
  offer: Pick<OfferTeaser, 'id' | 'pubName' | 'isOwn'>
  favourite: boolean
  onFavouriteChange: (next: boolean) => void
  /** Omitted: no "Porovnat" (e.g. on the detail, which links to the comparison instead). */
  compared?: boolean
  onCompareChange?: (next: boolean) => void
  compareFull?: boolean
}

/** The heart and "Porovnat" under a card's price; one's own offer has no heart (it cannot be a favourite). */
export function OfferCardActions({
  offer,
  favourite,
  onFavouriteChange,
  compared,
  onCompareChange,
  compareFull,
}: OfferCardActionsProps) {
  return (
    <div className={css.cardActions}>
      {offer.isOwn ? null : (
        <FavouriteButton pressed={favourite} onPressedChange={onFavouriteChange} offerName={offer.pubName} />
      )}
      {onCompareChange ? (
        <CompareToggle
          pressed={Boolean(compared)}
          onPressedChange={onCompareChange}
          full={compareFull}
          offerName={offer.pubName}
        />
      ) : null}
    </div>
  )
}
