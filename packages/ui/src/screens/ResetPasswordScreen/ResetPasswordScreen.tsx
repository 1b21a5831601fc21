import { AUTH_PAGES, RESET_PASSWORD_SENT_MESSAGE } from '@rg/domain'
import { useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { formValues } from '../kit/form.ts'
import * as css from '../parts/parts.css.ts'
import { AuthCard } from '../parts/parts.tsx'

export interface ResetPasswordScreenProps {
  onSubmit: (values: { email: string }) => void
  submitting?: boolean
  /** After the request was accepted: the address the link went to. */
  sentTo?: string
  loginHref?: string
}

/** Asks for a password-reset link by e-mail. */
export function ResetPasswordScreen({
  onSubmit,
  submitting = false,
  sentTo,
  loginHref = AUTH_PAGES.login,
}: ResetPasswordScreenProps) {
  const [error, setError] = useState<string>()
  return (
    <AuthCard
      title="Obnova hesla"
      intro="Zadejte e-mail svého účtu a pošleme vám odkaz pro nastavení nového hesla."
      footer={<Link href={loginHref}>Zpět na přihlášení</Link>}
    >
      {sentTo ? (
        <Alert tone="success" role="status">
          {RESET_PASSWORD_SENT_MESSAGE}
        </Alert>
      ) : null}
      <form
        className={css.stack}
        noValidate
        onSubmit={(e) => {
          const values = { email: formValues(e, ['email'] as const).email.trim() }
          const message = values.email ? undefined : 'Vyplňte e-mail.'
          setError(message)
          if (!message) onSubmit(values)
        }}
      >
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required error={error} />
        <Button type="submit" variant="primary" fullWidth loading={submitting}>
          Poslat odkaz
        </Button>
      </form>
    </AuthCard>
  )
}
