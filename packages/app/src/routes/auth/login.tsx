import { AUTH_MESSAGES } from '@rg/domain/auth-messages'
import { pageTitle } from '@rg/domain/navigation'
import { LoginScreen } from '@rg/ui/screens'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { login, resendConfirmation } from '../../auth/actions.ts'
import { authContinuation } from '../../auth/continuation.ts'
import { notify } from '../../toast.tsx'
import type { Route } from './+types/login'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Přihlášení', location.pathname) }]
}

export default function Login() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)
  const expired = params.get('error') === 'expired'
  const [resending, setResending] = useState(false)
  const [resent, setResent] = useState(false)
  const continuation = authContinuation(params.get('redirect'))

  useEffect(() => {
    if (expired) notify('error', AUTH_MESSAGES.verificationLinkExpired)
  }, [expired])

  return (
    <LoginScreen
      submitting={submitting}
      registerHref={continuation.registerHref}
      chosenPackage={continuation.chosenPackage}
      confirmed={params.has('confirmed') && !params.has('error') && !params.has('error_code')}
      expiredLink={
        expired
          ? {
              resending,
              sent: resent,
              onResend: async (email) => {
                if (resending) return
                setResending(true)
                setResent(await resendConfirmation(email, continuation.redirect))
                setResending(false)
              },
            }
          : undefined
      }
      onSubmit={async ({ email, password }) => {
        setSubmitting(true)
        const target = await login(email, password, continuation.redirect)
        setSubmitting(false)
        if (target) navigate(target, { replace: true })
      }}
    />
  )
}
