import { pageTitle } from '@rg/domain'
import { Styleguide } from '@rg/ui/styleguide'
import type { Route } from './+types/admin-styleguide'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Styleguide', location.pathname) }]
}

/** /portal/admin/styleguide: the kit's components from their stories (a lazy route: the stories load only here). */
export default function Page() {
  return <Styleguide />
}
