import { pageTitle } from '@rg/domain/navigation'
import type { Route } from './+types/my-service-edit'
import { requireNumericOfferId } from './own-offer-detail.tsx'
import { OwnOfferForm } from './own-offer-form.tsx'

/** Numeric id only (docs/product/screens-and-limits.md "Screens"); anything else is the 404 page. */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return requireNumericOfferId(args)
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Úprava služby', location.pathname) }]
}

/** /portal/my/services/{id}/edit: edit an own service, its photos and documents. */
export default function Page() {
  return <OwnOfferForm kind="SERVICE" />
}
