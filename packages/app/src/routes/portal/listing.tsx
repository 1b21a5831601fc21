import { creditBalance, pageTitle, type SerializedUser } from '@rg/domain'
import { ListingDetailScreen, Notepad } from '@rg/ui/screens'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useOutletContext, useParams } from 'react-router'
import { ApiRequestError } from '../../api/http.ts'
import { useNotepad } from '../../api/notepad.ts'
import { offerKey, offersKey, unlockOffer } from '../../api/offers.ts'
import { userKey } from '../../api/user.ts'
import type { Route } from './+types/listing'
import { offerIdParam, useOfferDetail, useOfferReviews } from './offer-detail.ts'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Investiční příležitost', location.pathname) }]
}

/** The user's private note on the listing, saved while typing (keyed by listing, so a pending save is flushed). */
function ListingNotepad({ listingId }: { listingId: number }) {
  return <Notepad label="Moje poznámka k nabídce" {...useNotepad('LISTING', String(listingId), true)} />
}

/**
 * /portal/listings/{id}: the teaser, the unlock dialog (price and balance; too few credits lead to /pricing) and,
 * once unlocked, the private part, the notepad and reviews. After an unlock the offer and the user (balance) are
 * fetched again.
 */
export default function Listing() {
  const { user } = useOutletContext<{ user: SerializedUser }>()
  const id = offerIdParam(useParams().listingId)
  const client = useQueryClient()
  const detail = useOfferDetail('LISTING', id)
  const open = Boolean(detail.offer && (detail.offer.unlocked || detail.offer.isOwn))
  const reviews = useOfferReviews(id, open, user.id)
  const unlock = useMutation({
    mutationFn: () => unlockOffer(id ?? 0),
    onSuccess: async (answer) => {
      client.setQueryData(offerKey(answer.offerId), answer.offer)
      await Promise.all([
        client.invalidateQueries({ queryKey: offersKey }),
        client.invalidateQueries({ queryKey: userKey }),
      ])
    },
    onError: (error) => {
      // 402 insufficient_credits: the balance changed meanwhile; the reloaded balance turns the dialog to /pricing.
      if (error instanceof ApiRequestError && error.status === 402)
        void client.invalidateQueries({ queryKey: userKey })
    },
  })
  return (
    <ListingDetailScreen
      status={detail.status}
      offer={detail.offer}
      balance={creditBalance(user.creditTransactions)}
      onUnlock={() => unlock.mutate()}
      unlocking={unlock.isPending}
      unlockError={unlock.error ? unlock.error.message : null}
      onRetry={detail.refetch}
      notepad={id === null ? undefined : <ListingNotepad key={id} listingId={id} />}
      {...reviews}
    />
  )
}
