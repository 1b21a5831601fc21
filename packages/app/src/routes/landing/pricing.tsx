import { type PricingChoice, PricingScreen } from '@rg/ui/landing'
import { useNavigate } from 'react-router'
import type { Route } from './+types/pricing'
import { landingMeta } from './seo.ts'
import { useSignedIn } from './use-signed-in.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/pricing',
    title: 'Ceník',
    description:
      'Plaťte podle spotřeby, nebo zvolte předplatné s kredity na každý měsíc. Kredity nepropadají.',
  })
}

/**
 * Pricing (pre-rendered). A visitor's choice leads to registration, a signed-in user's to the portal's credits page
 * (a skeleton until the purchase flow lands; docs/decisions/0308-pricing-calls-to-action.md), ENTERPRISE to the
 * contact form.
 */
export default function Pricing() {
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const target = (choice: PricingChoice) =>
    choice === 'ENTERPRISE' ? '/contact' : signedIn ? '/portal/credits' : '/auth/register'
  return <PricingScreen signedIn={signedIn} onChoose={(choice) => navigate(target(choice))} />
}
