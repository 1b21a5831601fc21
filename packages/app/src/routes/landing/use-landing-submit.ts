import type { FieldErrors, LandingFormStatus } from '@rg/ui/landing'
import { useCallback, useState } from 'react'
import { ApiRequestError, apiFetch } from '../../api/http.ts'

const FALLBACK = 'Zprávu se nepodařilo odeslat, zkuste to prosím později.'

type State = { status: LandingFormStatus; error?: unknown }

/**
 * A landing form's POST (spotter tip, contact message) with the status and Czech errors its screen shows. Plain
 * state, no TanStack Query: the landing pages do not load it (docs/decisions/0304-landing-bundle.md).
 */
export function useLandingSubmit<V>(path: string) {
  const [state, setState] = useState<State>({ status: 'idle' })
  const onSubmit = useCallback(
    async (values: V) => {
      setState({ status: 'submitting' })
      try {
        await apiFetch(path, { method: 'POST', body: JSON.stringify(values) })
        setState({ status: 'success' })
      } catch (error) {
        setState({ status: 'error', error })
      }
    },
    [path],
  )
  const { status, error } = state
  return {
    status,
    onSubmit,
    onReset: () => setState({ status: 'idle' }),
    errorMessage: error ? (error instanceof ApiRequestError ? error.message : FALLBACK) : undefined,
    fieldErrors:
      error instanceof ApiRequestError
        ? (Object.fromEntries(error.issues.map((i) => [i.path, i.message])) as FieldErrors<V>)
        : undefined,
  }
}
