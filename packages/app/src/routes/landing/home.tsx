import { HomeScreen } from '@rg/ui/landing'
import type { Route } from './+types/home'
import { landingMeta } from './seo.ts'
import { useSignedIn } from './use-signed-in.ts'
import { useTeasers } from './use-teasers.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/',
    title: 'Investiční příležitosti mimo veřejný trh',
    description: 'Tržiště neveřejných investičních nabídek: nemovitosti, projekty, pohledávky a služby.',
  })
}

/** Home (pre-rendered); the newest published teasers are fetched after it shows. */
export default function Home() {
  const { status, teasers, retry } = useTeasers('LISTING')
  const signedIn = useSignedIn()
  return <HomeScreen teasers={teasers} teasersStatus={status} onRetryTeasers={retry} signedIn={signedIn} />
}
