import { siteFieldValues } from '@rg/domain/site'
import { LegalScreen, VOP_DOCUMENT } from '@rg/ui/landing'
import type { Route } from './+types/legal-vop'
import { landingMeta } from './seo.ts'
import { useRuntimeConfig } from './use-config.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/legal/vop',
    title: 'Všeobecné obchodní podmínky',
    description: 'Obchodní podmínky tržiště investičních příležitostí.',
  })
}

export default function Legal() {
  const config = useRuntimeConfig()
  return <LegalScreen document={VOP_DOCUMENT} operator={siteFieldValues(config)} />
}
