import { AUTH_PAGES, pageTitle } from '@rg/domain/navigation'
import { UpdatePasswordScreen } from '@rg/ui/screens'
import { useState } from 'react'
import { redirect, useNavigate } from 'react-router'
import { changePassword } from '../../auth/actions.ts'
import { consumeExpiredLink, EXPIRED_LOGIN_PATH } from '../../auth/expired-link.ts'
import { supabase } from '../../auth/supabase.ts'
import type { Route } from './+types/update-pass'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Změna hesla', location.pathname) }]
}

/**
 * Target of the reset link (no guard, docs/product/screens-and-limits.md "Screens"). The link arrives with `?code=` (PKCE), which the Supabase
 * client exchanges for a recovery session while it initialises; an expired link goes to the login page.
 */
export async function clientLoader() {
  if (await consumeExpiredLink()) throw redirect(EXPIRED_LOGIN_PATH)
  await supabase().auth.getSession()
  return null
}

export function HydrateFallback() {
  return <p>Načítání...</p>
}

export default function UpdatePass() {
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)
  return (
    <UpdatePasswordScreen
      submitting={submitting}
      onSubmit={async ({ password }) => {
        setSubmitting(true)
        const ok = await changePassword(password)
        setSubmitting(false)
        if (ok) navigate(AUTH_PAGES.login, { replace: true })
      }}
    />
  )
}
