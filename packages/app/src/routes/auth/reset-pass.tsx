import { pageTitle } from '@rg/domain/navigation'
import { ResetPasswordScreen } from '@rg/ui/screens'
import { useState } from 'react'
import { requestPasswordReset } from '../../auth/actions.ts'
import type { Route } from './+types/reset-pass'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Obnova hesla', location.pathname) }]
}

export default function ResetPass() {
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string>()
  return (
    <ResetPasswordScreen
      submitting={submitting}
      sentTo={sentTo}
      onSubmit={async ({ email }) => {
        setSubmitting(true)
        const ok = await requestPasswordReset(email)
        setSubmitting(false)
        if (ok) setSentTo(email)
      }}
    />
  )
}
