import { OfferTeasersScreen } from '@rg/ui/screens'
import type { Route } from './+types/offerings'
import { landingMeta } from './seo.ts'
import { useTeasers } from './use-teasers.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/offerings',
    title: 'Investiční příležitosti',
    description: 'Nemovitosti, developerské projekty, pohledávky a podíly ve firmách mimo veřejný trh.',
  })
}

/** Public teasers (pre-rendered shell); the newest published ones are fetched after it shows. */
export default function Page() {
  const { status, teasers, total, retry } = useTeasers('LISTING')
  return <OfferTeasersScreen kind="LISTING" status={status} teasers={teasers} total={total} onRetry={retry} />
}
