import { SpotterScreen } from '@rg/ui/landing'
import type { Route } from './+types/spotter'
import { landingMeta } from './seo.ts'
import { useLandingSubmit } from './use-landing-submit.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/spotter',
    title: 'Tipař',
    description:
      'Víte o investiční příležitosti mimo veřejný trh? Pošlete nám tip a získejte odměnu, když vede k obchodu.',
  })
}

/** Spotter (pre-rendered); POST /api/spotter-tips (answered by the mock API until the server implements it). */
export default function Spotter() {
  const form = useLandingSubmit('sendSpotterTip')
  return <SpotterScreen {...form} />
}
