import { siteFieldValues } from '@rg/domain/site'
import { GDPR_DOCUMENT, LegalScreen } from '@rg/ui/landing'
import type { Route } from './+types/legal-gdpr'
import { landingMeta } from './seo.ts'
import { useRuntimeConfig } from './use-config.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/legal/gdpr',
    title: 'Zásady zpracování osobních údajů',
    description: 'Jak zpracováváme vaše osobní údaje.',
  })
}

export default function Legal() {
  const config = useRuntimeConfig()
  return <LegalScreen document={GDPR_DOCUMENT} operator={siteFieldValues(config)} />
}
