import { GDPR_DOCUMENT, LegalScreen } from '@rg/ui/landing'
import type { Route } from './+types/legal-gdpr'
import { useRuntimeConfig } from './use-config.ts'

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Zásady zpracování osobních údajů' },
    { name: 'description', content: 'Jak zpracováváme vaše osobní údaje.' },
  ]
}

export default function Legal() {
  const config = useRuntimeConfig()
  return (
    <LegalScreen
      document={GDPR_DOCUMENT}
      operator={{ email: config?.siteEmail, phone: config?.sitePhone, web: config?.baseUrl }}
    />
  )
}
