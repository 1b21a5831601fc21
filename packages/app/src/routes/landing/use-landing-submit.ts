import type { FieldErrors, LandingFormStatus } from '@rg/ui/landing'
import { useMutation } from '@tanstack/react-query'
import { ApiRequestError, apiFetch } from '../../api/http.ts'

const FALLBACK = 'Zprávu se nepodařilo odeslat, zkuste to prosím později.'

/** A landing form's POST (spotter tip, contact message) with the status and Czech errors its screen shows. */
export function useLandingSubmit<V>(path: string) {
  const mutation = useMutation({
    mutationFn: (values: V) => apiFetch(path, { method: 'POST', body: JSON.stringify(values) }),
  })
  const error = mutation.error
  const status: LandingFormStatus = mutation.isPending
    ? 'submitting'
    : mutation.isSuccess
      ? 'success'
      : mutation.isError
        ? 'error'
        : 'idle'
  return {
    status,
    onSubmit: (values: V) => mutation.mutateAsync(values).catch(() => undefined),
    onReset: () => mutation.reset(),
    errorMessage: error ? (error instanceof ApiRequestError ? error.message : FALLBACK) : undefined,
    fieldErrors:
      error instanceof ApiRequestError
        ? (Object.fromEntries(error.issues.map((i) => [i.path, i.message])) as FieldErrors<V>)
        : undefined,
  }
}
