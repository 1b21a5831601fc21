import { pageTitle } from '@rg/domain/navigation'
import { OnboardingInvestmentScreen } from '@rg/ui/screens'
import { saveInvestment } from '../../api/onboarding.ts'
import type { Route } from './+types/investment'
import { useOnboardingStep } from './use-step.ts'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Investiční preference', location.pathname) }]
}

export default function OnboardingInvestment() {
  const step = useOnboardingStep(saveInvestment, () => saveInvestment(null))
  return <OnboardingInvestmentScreen onSubmit={step.submit} onSkip={step.skip} submitting={step.submitting} />
}
