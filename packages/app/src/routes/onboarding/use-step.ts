import { onboardingNextPath } from '@rg/domain/guards'
import type { OnboardingStepResponse } from '@rg/domain/watchdog'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { errorFields, errorText } from '../../api/error-text.ts'
import { useSaveOnboardingStep } from '../../api/onboarding.ts'
import { dismissErrorToasts, notify } from '../../toast.tsx'

const FALLBACK = 'Údaje se nepodařilo uložit, zkuste to prosím později.'

/**
 * One onboarding step: saves it (or skips it with null), then goes where the server says (`next`), carrying the way
 * back the user came with (`?redirect=`, which replaces the portal at the end: onboardingNextPath); the last step
 * finishes onboarding, so the cached user is reloaded before the portal opens. Field errors of a 400 are shown at
 * their fields, anything else as a toast.
 */
export function useOnboardingStep<V>(
  save: (values: V) => Promise<OnboardingStepResponse>,
  /** Skipping sends the step's null body (watchdog, investment); personal details cannot be skipped. */
  skip: () => Promise<OnboardingStepResponse> = () => Promise.reject(new Error('step cannot be skipped')),
) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const mutation = useSaveOnboardingStep(save, skip)
  const run = (values: V | null) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        setErrors({})
        // an error of this step does not follow the user to the next one
        dismissErrorToasts()
        navigate(onboardingNextPath(answer.next, params.get('redirect')), { replace: true })
      },
      onError: (error) => {
        setErrors(errorFields(error) ?? {})
        notify('error', errorText(error, FALLBACK))
      },
    })
  return {
    submit: (values: V) => run(values),
    skip: () => run(null),
    submitting: mutation.isPending,
    errors,
  }
}
