import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/my-listing'
import { OwnOfferDetail, requireNumericOfferId } from './own-offer-detail.tsx'

/** Numeric id only (docs/product/screens-and-limits.md "Screens"); anything else is the 404 page. */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return requireNumericOfferId(args)
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Moje příležitost', location.pathname) }]
}

/** /portal/my/listings/{id}: an own listing with its manage menu, counts, history and reviews. */
export default function Page() {
  return <OwnOfferDetail kind="LISTING" />
}
