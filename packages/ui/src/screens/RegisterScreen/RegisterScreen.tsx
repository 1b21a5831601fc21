import { useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import type { Credentials } from '../LoginScreen/LoginScreen.tsx'
import * as css from '../parts/parts.css.ts'
import { AuthCard, formValues } from '../parts/parts.tsx'

export interface RegisterScreenProps {
  onSubmit: (values: Credentials) => void
  submitting?: boolean
  /** After a successful sign-up: the address the confirmation e-mail went to. */
  sentTo?: string
  loginHref?: string
}

/** Registration: e-mail and password; the account is activated by the link in the confirmation e-mail. */
export function RegisterScreen({
  onSubmit,
  submitting = false,
  sentTo,
  loginHref = '/auth/login',
}: RegisterScreenProps) {
  const [errors, setErrors] = useState<Partial<Record<keyof Credentials, string>>>({})
  return (
    <AuthCard
      title="Registrace"
      intro="Založte si účet a procházejte neveřejné investiční nabídky."
      footer={
        <p className={css.muted}>
          Už máte účet? <Link href={loginHref}>Přihlaste se</Link>
        </p>
      }
    >
      {sentTo ? (
        <p className={css.success} role="status">
          Na adresu {sentTo} jsme poslali odkaz pro potvrzení registrace.
        </p>
      ) : null}
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
          error={errors.email}
        />
        <TextField
          label="Heslo"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="Alespoň 6 znaků."
          error={errors.password}
        />
        <Button type="submit" variant="primary" fullWidth loading={submitting}>
          Zaregistrovat se
        </Button>
      </form>
    </AuthCard>
  )
}
