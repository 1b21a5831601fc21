import { MAX_COMPARE, toggleCompare } from '@rg/domain/discovery'
import type { OfferDetail, OfferKind, OfferTeaser } from '@rg/domain/offers'
import { CompareBar, OfferCardActions, OfferDetailActions, SimilarOffers } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import {
  compareHref,
  rememberedCompare,
  similarQuery,
  useCompareSelection,
  useFavourites,
} from '../../api/discovery.ts'

/*
 * The discovery parts (issue 34) the portal's lists and details share: the heart and "Porovnat" per card, the
 * compare bar, the detail's heart and link to the comparison, and "Podobné nabídky".
 */

/** Hearts and compare toggles for a list's cards, with the compare bar under them; the selection is in ?compare=. */
export function useCardDiscovery() {
  const favourites = useFavourites()
  const compare = useCompareSelection('compare')
  const full = compare.ids.length >= MAX_COMPARE
  const cardActions = (offer: OfferTeaser) => (
    <OfferCardActions
      offer={offer}
      favourite={favourites.isFavourite(offer.id)}
      onFavouriteChange={(on) => favourites.setFavourite(offer.id, on)}
      compared={compare.ids.includes(offer.id)}
      onCompareChange={() => compare.toggle(offer.id)}
      compareFull={full}
    />
  )
  const compareBar = (
    <CompareBar count={compare.ids.length} href={compareHref(compare.ids)} onClear={compare.clear} />
  )
  return { cardActions, compareBar, favourites }
}

/** The detail's heart and "Porovnat" (which adds the offer to the comparison made last in this tab). */
export function DetailDiscovery({ offer }: { offer: OfferDetail }) {
  const favourites = useFavourites()
  const ids = rememberedCompare()
  const next = ids.includes(offer.id) ? ids : toggleCompare(ids, offer.id)
  return (
    <OfferDetailActions
      canFavourite={!offer.isOwn}
      favourite={favourites.isFavourite(offer.id)}
      onFavouriteChange={(on) => favourites.setFavourite(offer.id, on)}
      compareHref={compareHref(next.includes(offer.id) ? next : [offer.id])}
    />
  )
}

/** "Podobné nabídky" of a detail (GET /api/offers/:id/similar). */
export function SimilarSection({ kind, id }: { kind: OfferKind; id: number }) {
  const similar = useQuery(similarQuery(id))
  const { cardActions } = useCardDiscovery()
  return (
    <SimilarOffers
      kind={kind}
      status={similar.isPending ? 'loading' : similar.isError ? 'error' : 'ready'}
      items={similar.data?.items}
      onRetry={() => similar.refetch()}
      cardActions={cardActions}
    />
  )
}
