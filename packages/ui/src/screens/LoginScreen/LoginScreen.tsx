import { useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import * as css from '../parts/parts.css.ts'
import { AuthCard, formValues } from '../parts/parts.tsx'

export interface Credentials {
  email: string
  password: string
}

export interface LoginScreenProps {
  /** Called with the trimmed e-mail and the password once both are filled in. */
  onSubmit: (values: Credentials) => void
  /** While the sign-in request runs. */
  submitting?: boolean
  /** Pre-filled e-mail (e.g. right after registration). */
  defaultEmail?: string
  registerHref?: string
  resetHref?: string
}

/** Sign-in form: e-mail and password (spec section 5: both required). Results are shown as toasts by the app. */
export function LoginScreen({
  onSubmit,
  submitting = false,
  defaultEmail,
  registerHref = '/auth/register',
  resetHref = '/auth/reset-pass',
}: LoginScreenProps) {
  const [errors, setErrors] = useState<Partial<Record<keyof Credentials, string>>>({})
  return (
    <AuthCard
      title="Přihlášení"
      intro="Přihlaste se ke svému účtu na tržišti investičních příležitostí."
      footer={
        <>
          <Link href={resetHref}>Zapomněli jste heslo?</Link>
          <p className={css.muted}>
            Nemáte účet? <Link href={registerHref}>Zaregistrujte se</Link>
          </p>
        </>
      }
    >
      <form
        className={css.stack}
        noValidate
        onSubmit={(e) => {
          const raw = formValues(e, ['email', 'password'] as const)
          const values = { ...raw, email: raw.email.trim() }
          const next = {
            email: values.email ? undefined : 'Vyplňte e-mail.',
            password: values.password ? undefined : 'Vyplňte heslo.',
          }
          setErrors(next)
          if (!next.email && !next.password) onSubmit(values)
        }}
      >
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={defaultEmail}
          error={errors.email}
        />
        <TextField
          label="Heslo"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <Button type="submit" variant="primary" fullWidth loading={submitting}>
          Přihlásit se
        </Button>
      </form>
    </AuthCard>
  )
}
