import { OfferTeasersScreen } from '@rg/ui/screens'
import type { Route } from './+types/services'

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Služby pro investory' },
    {
      name: 'description',
      content: 'Právní služby, znalecké posudky, financování, daně a správa nemovitostí.',
    },
  ]
}

export default function Page() {
  return <OfferTeasersScreen kind="SERVICE" />
}
