import { pageTitle } from '@rg/domain/navigation'
import type { SerializedUser } from '@rg/domain/profile'
import { ServiceDetailScreen } from '@rg/ui/screens'
import { useOutletContext, useParams } from 'react-router'
import { useDocumentTitle } from '../layouts/use-document-title.ts'
import type { Route } from './+types/service'
import { DetailDiscovery, SimilarSection } from './discovery.tsx'
import { OfferContacts } from './offer-contacts.tsx'
import { offerIdParam, useOfferDetail, useOfferReviews } from './offer-detail.ts'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Služba', location.pathname) }]
}

/** /portal/services/{id}: everything at once (no unlock), business card and reviews. */
export default function Service() {
  const { user } = useOutletContext<{ user: SerializedUser }>()
  const id = offerIdParam(useParams().listingId)
  const detail = useOfferDetail('SERVICE', id)
  useDocumentTitle(detail.offer?.pubName)
  const reviews = useOfferReviews(id, detail.offer !== undefined, user.id)
  return (
    <ServiceDetailScreen
      status={detail.status}
      offer={detail.offer}
      onRetry={detail.refetch}
      contacts={
        id === null ? undefined : (
          <OfferContacts offerId={id} owner={detail.offer?.isOwn ? null : detail.offer?.businessCard} />
        )
      }
      discoveryActions={detail.offer ? <DetailDiscovery offer={detail.offer} /> : undefined}
      similar={id === null ? undefined : <SimilarSection kind="SERVICE" id={id} />}
      {...reviews}
    />
  )
}
