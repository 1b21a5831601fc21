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
  return (
    <LegalScreen
      document={VOP_DOCUMENT}
      operator={{
        name: config?.operator?.name,
        ico: config?.operator?.ico,
        address: config?.operator?.address,
        register: config?.operator?.register,
        email: config?.siteEmail,
        phone: config?.sitePhone,
        web: config?.baseUrl,
      }}
    />
  )
}
