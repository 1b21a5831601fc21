import { pageTitle } from '@rg/domain'
import { RegisterScreen } from '@rg/ui/screens'
import { useState } from 'react'
import { register } from '../../auth/actions.ts'
import type { Route } from './+types/register'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Registrace', location.pathname) }]
}

export default function Register() {
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string>()
  return (
    <RegisterScreen
      submitting={submitting}
      sentTo={sentTo}
      onSubmit={async ({ email, password }) => {
        setSubmitting(true)
        const ok = await register(email, password)
        setSubmitting(false)
        if (ok) setSentTo(email)
      }}
    />
  )
}
