import { HomeScreen } from '@rg/ui/landing'
import type { Route } from './+types/home'

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Investiční příležitosti mimo veřejný trh' },
    {
      name: 'description',
      content: 'Tržiště neveřejných investičních nabídek: nemovitosti, projekty, pohledávky a služby.',
    },
  ]
}

/** Home (pre-rendered). Public teasers need the offers API of a later issue; until then the list is empty. */
export default function Home() {
  return <HomeScreen teasers={[]} />
}
