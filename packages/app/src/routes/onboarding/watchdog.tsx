import { pageTitle } from '@rg/domain/navigation'
import { OnboardingWatchdogScreen } from '@rg/ui/screens'
import { saveWatchdog } from '../../api/onboarding.ts'
import type { Route } from './+types/watchdog'
import { useOnboardingStep } from './use-step.ts'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Hlídací pes', location.pathname) }]
}

export default function OnboardingWatchdog() {
  const step = useOnboardingStep(saveWatchdog, () => saveWatchdog(null))
  return <OnboardingWatchdogScreen onSubmit={step.submit} onSkip={step.skip} submitting={step.submitting} />
}
