import { OfferTeasersScreen } from '@rg/ui/screens'
import type { Route } from './+types/offerings'
import { landingMeta } from './seo.ts'
import { useSignedIn } from './use-signed-in.ts'
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
  const signedIn = useSignedIn()
  return (
    <OfferTeasersScreen
      kind="LISTING"
      status={status}
      teasers={teasers}
      total={total}
      signedIn={signedIn}
      onRetry={retry}
    />
  )
}
