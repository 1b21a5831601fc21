import { LegalScreen, VOP_DOCUMENT } from '@rg/ui/landing'
import type { Route } from './+types/legal-vop'
import { useRuntimeConfig } from './use-config.ts'

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Všeobecné obchodní podmínky' },
    { name: 'description', content: 'Obchodní podmínky tržiště investičních příležitostí.' },
  ]
}

export default function Legal() {
  const config = useRuntimeConfig()
  return (
    <LegalScreen
      document={VOP_DOCUMENT}
      operator={{ email: config?.siteEmail, phone: config?.sitePhone, web: config?.baseUrl }}
    />
  )
}
