import { pageTitle } from '@rg/domain/navigation'
import { offerListQuerySchema } from '@rg/domain/offers'
import { Styleguide } from '@rg/ui/styleguide'
import { useQuery } from '@tanstack/react-query'
import { offerListQuery } from '../../api/offers.ts'
import type { Route } from './+types/admin-styleguide'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Styleguide', location.pathname) }]
}

/** /portal/admin/styleguide: the kit's components from their stories (a lazy route: the stories load only here). */
export default function Page() {
  // The image specimens show a real stored photo (a published offer's first), so /img serves every one of them.
  // Until the answer is here nothing is drawn, so no specimen asks /img for a made-up file first. A whole page
  // (100), because the newest few offers may all be without photos (owners add them later, or never).
  const offers = useQuery(offerListQuery(offerListQuerySchema.parse({ kind: 'LISTING', pageSize: 100 })))
  if (offers.isPending) return null
  const samplePhoto = offers.data?.items.find((o) => o.photos.length > 0)?.photos[0]?.url ?? null
  return <Styleguide samplePhoto={samplePhoto} />
}
