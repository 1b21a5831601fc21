import { type PricingChoice, PricingScreen, type PricingTerm } from '@rg/ui/landing'
import { useNavigate } from 'react-router'
import { pricingTarget } from '../../landing-root/targets.ts'
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
 * Pricing (pre-rendered). A choice leads to the portal's credits page with the choice in the URL, pre-selected there;
 * a visitor passes through registration on the way (its `redirect` keeps the URL through the confirmation e-mail and
 * the first sign-in), ENTERPRISE goes to the contact form (docs/decisions/0963-pricing-choice-through-sign-in.md,
 * docs/decisions/1354-pricing-choice-through-sign-up.md).
 */
export default function Pricing() {
  const navigate = useNavigate()
  const signedIn = useSignedIn()
  const go = (choice: PricingChoice, term: PricingTerm) => navigate(pricingTarget(choice, term, signedIn))
  return <PricingScreen signedIn={signedIn} onChoose={go} />
}
