import { pageTitle } from '@rg/domain/navigation'
import { RegisterScreen } from '@rg/ui/screens'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { register, resendConfirmation } from '../../auth/actions.ts'
import { authContinuation } from '../../auth/continuation.ts'
import type { Route } from './+types/register'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Registrace', location.pathname) }]
}

export default function Register() {
  // From a public teaser or /pricing: where to go once the address is confirmed and the user signs in.
  const continuation = authContinuation(useSearchParams()[0].get('redirect'))
  const then = continuation.redirect
  const [submitting, setSubmitting] = useState(false)
  const [resending, setResending] = useState(false)
  const [sentTo, setSentTo] = useState<string>()
  const [fieldErrors, setFieldErrors] = useState<{ password?: string }>()
  return (
    <RegisterScreen
      submitting={submitting}
      loginHref={continuation.loginHref}
      chosenPackage={continuation.chosenPackage}
      sentTo={sentTo}
      fieldErrors={fieldErrors}
      resending={resending}
      onSubmit={async ({ email, password }) => {
        if (submitting) return
        setSubmitting(true)
        setFieldErrors(undefined)
        const result = await register(email, password, then)
        setSubmitting(false)
        if (result.ok) setSentTo(email)
        else setFieldErrors(result.fieldErrors)
      }}
      onResend={async () => {
        if (!sentTo || resending) return
        setResending(true)
        await resendConfirmation(sentTo, then)
        setResending(false)
      }}
      onStartOver={() => setSentTo(undefined)}
    />
  )
}
