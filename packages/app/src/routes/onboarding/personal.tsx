import { pageTitle } from '@rg/domain/navigation'
import { OnboardingPersonalScreen } from '@rg/ui/screens'
import { savePersonal } from '../../api/onboarding.ts'
import type { Route } from './+types/personal'
import { useOnboardingStep } from './use-step.ts'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Osobní údaje', location.pathname) }]
}

export default function OnboardingPersonal() {
  const step = useOnboardingStep(savePersonal)
  return <OnboardingPersonalScreen onSubmit={step.submit} submitting={step.submitting} errors={step.errors} />
}
