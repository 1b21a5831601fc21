import { Link } from '../../primitives/Link/Link.tsx'
import * as css from './discovery.css.ts'
import { FavouriteButton } from './FavouriteButton.tsx'

export interface OfferDetailActionsProps {
  /** False for one's own offer: it cannot be a favourite. */
  canFavourite: boolean
  favourite: boolean
  onFavouriteChange: (next: boolean) => void
  /** The comparison with this offer added. */
  compareHref: string
}

/** Under a detail's heading: the heart ("Oblíbené") and "Porovnat" (issue 34). */
export function OfferDetailActions({
  canFavourite,
  favourite,
  onFavouriteChange,
  compareHref,
}: OfferDetailActionsProps) {
  return (
    <div className={css.detailActions}>
      {canFavourite ? (
        <FavouriteButton size="md" pressed={favourite} onPressedChange={onFavouriteChange} />
      ) : null}
      <Link href={compareHref}>Porovnat</Link>
    </div>
  )
}
