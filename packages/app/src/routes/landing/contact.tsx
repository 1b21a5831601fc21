import { ContactScreen } from '@rg/ui/landing'
import type { Route } from './+types/contact'
import { landingMeta } from './seo.ts'
import { useRuntimeConfig } from './use-config.ts'
import { useLandingSubmit } from './use-landing-submit.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/contact',
    title: 'Kontakt',
    description: 'Napište nám, rádi pomůžeme s nabídkou i poptávkou.',
  })
}

/**
 * Contact (pre-rendered); the operator's identity, e-mail and phone come from the page's runtime configuration (the
 * server has already written the identity into the HTML).
 */
export default function Contact() {
  const config = useRuntimeConfig()
  const form = useLandingSubmit('sendContactMessage')
  return (
    <ContactScreen
      email={config?.siteEmail}
      phone={config?.sitePhone}
      operator={config?.operator}
      {...form}
    />
  )
}
