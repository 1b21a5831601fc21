import { PricingScreen } from '@rg/ui/landing'
import { useNavigate } from 'react-router'
import type { Route } from './+types/pricing'
import { landingMeta } from './seo.ts'

export function meta(_: Route.MetaArgs) {
  return landingMeta({
    path: '/pricing',
    title: 'Ceník',
    description:
      'Plaťte podle spotřeby, nebo zvolte předplatné s kredity na každý měsíc. Kredity nepropadají.',
  })
}

/** Pricing (pre-rendered). Orders come with a later issue: a choice leads to registration or the contact form. */
export default function Pricing() {
  const navigate = useNavigate()
  return (
    <PricingScreen onChoose={(choice) => navigate(choice === 'ENTERPRISE' ? '/contact' : '/auth/register')} />
  )
}
