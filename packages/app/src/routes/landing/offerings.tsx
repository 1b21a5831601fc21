import { OfferTeasersScreen } from '@rg/ui/screens'
import type { Route } from './+types/offerings'

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Investiční příležitosti' },
    {
      name: 'description',
      content: 'Nemovitosti, developerské projekty, pohledávky a podíly ve firmách mimo veřejný trh.',
    },
  ]
}

export default function Page() {
  return <OfferTeasersScreen kind="LISTING" />
}
