import { creditBalance } from '@rg/domain/credits'
import { pageTitle } from '@rg/domain/navigation'
import type { SerializedUser } from '@rg/domain/profile'
import { ListingDetailScreen, Notepad } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useOutletContext, useParams } from 'react-router'
import { contactSharingQuery } from '../../api/deal-room.ts'
import { errorText } from '../../api/error-text.ts'
import { useNotepad } from '../../api/notepad.ts'
import { useUnlockOffer } from '../../api/offers.ts'
import { useDocumentTitle } from '../layouts/use-document-title.ts'
import type { Route } from './+types/listing'
import { InvestorDealRoom } from './deal-room.tsx'
import { DetailDiscovery, SimilarSection } from './discovery.tsx'
import { OfferContacts } from './offer-contacts.tsx'
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
  const detail = useOfferDetail('LISTING', id)
  useDocumentTitle(detail.offer?.pubName)
  const open = Boolean(detail.offer && (detail.offer.unlocked || detail.offer.isOwn))
  const reviews = useOfferReviews(id, open, user.id)
  const unlock = useUnlockOffer(id)
  // "Sdílet můj kontakt s vlastníkem": starts from the remembered answer (default off) until the user changes it.
  const sharing = useQuery({ ...contactSharingQuery(), enabled: Boolean(detail.offer && !open) })
  const [share, setShare] = useState<boolean | null>(null)
  const shareContact = share ?? sharing.data?.shareByDefault ?? false
  return (
    <ListingDetailScreen
      status={detail.status}
      offer={detail.offer}
      balance={creditBalance(user.creditTransactions)}
      onUnlock={() => unlock.mutate(shareContact)}
      shareContact={shareContact}
      onShareContactChange={setShare}
      unlocking={unlock.isPending}
      unlockError={unlock.error ? errorText(unlock.error) : null}
      onRetry={detail.refetch}
      notepad={id === null ? undefined : <ListingNotepad key={id} listingId={id} />}
      contacts={
        id === null ? undefined : (
          <OfferContacts
            offerId={id}
            owner={open && !detail.offer?.isOwn ? detail.offer?.businessCard : null}
          />
        )
      }
      dealRoom={id === null || detail.offer?.isOwn ? undefined : <InvestorDealRoom key={id} offerId={id} />}
      discoveryActions={detail.offer ? <DetailDiscovery offer={detail.offer} /> : undefined}
      similar={id === null ? undefined : <SimilarSection kind="LISTING" id={id} />}
      {...reviews}
    />
  )
}
