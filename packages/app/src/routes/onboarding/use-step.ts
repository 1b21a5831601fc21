import type { OnboardingStepResponse } from '@rg/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiRequestError } from '../../api/http.ts'
import { userKey } from '../../api/user.ts'
import { notify } from '../../toast.tsx'

const FALLBACK = 'Údaje se nepodařilo uložit, zkuste to prosím později.'

/**
 * One onboarding step: saves it (or skips it with null), then goes where the server says (`next`); the last step
 * finishes onboarding, so the cached user is reloaded before the portal opens. Field errors of a 400 are shown at
 * their fields, anything else as a toast.
 */
export function useOnboardingStep<V>(
  save: (values: V) => Promise<OnboardingStepResponse>,
  /** Skipping sends the step's null body (watchdog, investment); personal details cannot be skipped. */
  skip: () => Promise<OnboardingStepResponse> = () => Promise.reject(new Error('step cannot be skipped')),
) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const mutation = useMutation({
    mutationFn: (values: V | null) => (values === null ? skip() : save(values)),
    onSuccess: async (answer) => {
      setErrors({})
      if (answer.onboardingCompleted) await client.invalidateQueries({ queryKey: userKey })
      navigate(answer.next, { replace: true })
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors(Object.fromEntries(error.issues.map((i) => [i.path.split('.')[0] ?? i.path, i.message])))
        notify('error', error.message)
      } else {
        notify('error', FALLBACK)
      }
    },
  })
  return {
    submit: (values: V) => mutation.mutate(values),
    skip: () => mutation.mutate(null),
    submitting: mutation.isPending,
    errors,
  }
}
