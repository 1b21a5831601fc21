import type { EndpointRequest } from '@rg/domain/contract'
import type { FieldErrors, LandingFormStatus } from '@rg/ui/landing'
import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { CallArgs } from '../../api/call.ts'
import { errorFields, errorText } from '../../api/error-text.ts'
import { callVisitor } from '../../api/visitor-call.ts'
import { applyFormEcho, takeFormEcho } from './form-echo.ts'

const FALLBACK = 'Zprávu se nepodařilo odeslat, zkuste to prosím později.'

type State = {
  status: LandingFormStatus
  error?: unknown
  /** The server's answer to the form sent before the scripts ran (form-echo.ts). */
  echo?: { errorMessage?: string; fieldErrors: Record<string, string> }
}

/**
 * A landing form's POST (spotter tip, contact message) with the status and Czech errors its screen shows. Plain
 * state, no TanStack Query: the landing pages do not load it (docs/decisions/0304-landing-bundle.md).
 */
export function useLandingSubmit<N extends 'sendSpotterTip' | 'sendContactMessage'>(endpoint: N) {
  type V = EndpointRequest<N>['body']
  const [state, setState] = useState<State>({ status: 'idle' })
  const { pathname } = useLocation()
  // After hydration (which renders the pre-rendered, idle form): the outcome of a form sent before it.
  useEffect(() => {
    const echo = takeFormEcho(pathname)
    if (!echo) return
    applyFormEcho(echo)
    setState({ status: echo.status, echo })
  }, [pathname])
  const onSubmit = useCallback(
    async (values: V) => {
      setState({ status: 'submitting' })
      try {
        await callVisitor(endpoint, ...([{ body: values }] as CallArgs<N>))
        setState({ status: 'success' })
      } catch (error) {
        setState({ status: 'error', error })
      }
    },
    [endpoint],
  )
  const { error, echo } = state
  const fieldErrors = echo ? echo.fieldErrors : errorFields(error)
  const errorMessage = echo ? echo.errorMessage : error ? errorText(error, FALLBACK) : undefined
  // Refused fields show their messages where they are, as the form's own check does; the alert is for what no field
  // says (the rate limit, a failure), so a message that only repeats a field's is not shown twice.
  const atFields = Object.values(fieldErrors ?? {})
  const onlyFields =
    state.status === 'error' && atFields.length > 0 && (!errorMessage || atFields.includes(errorMessage))
  return {
    status: onlyFields ? ('idle' as const) : state.status,
    onSubmit,
    onReset: () => setState({ status: 'idle' }),
    errorMessage: onlyFields ? undefined : errorMessage,
    fieldErrors: fieldErrors as FieldErrors<V> | undefined,
  }
}
