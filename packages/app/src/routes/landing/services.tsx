import { OfferTeasersScreen } from '@rg/ui/screens'
import type { Route } from './+types/services'
import { landingMeta } from './seo.ts'
import { useSignedIn } from './use-signed-in.ts'
import { useTeasers } from './use-teasers.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/services',
    title: 'Služby pro investory',
    description: 'Právní služby, znalecké posudky, financování, daně a správa nemovitostí.',
  })
}

/** Public teasers (pre-rendered shell); the newest published ones are fetched after it shows. */
export default function Page() {
  const { status, teasers, total, retry } = useTeasers('SERVICE')
  const signedIn = useSignedIn()
  return (
    <OfferTeasersScreen
      kind="SERVICE"
      status={status}
      teasers={teasers}
      total={total}
      signedIn={signedIn}
      onRetry={retry}
    />
  )
}
