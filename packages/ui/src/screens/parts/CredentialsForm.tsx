import { useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { formValues } from '../kit/form.ts'
import * as css from './parts.css.ts'

export interface Credentials {
  email: string
  password: string
}

export interface CredentialsFormProps {
  /** Called with the trimmed e-mail and the password once both are filled in (docs/product/screens-and-limits.md "Validation": both required). */
  onSubmit: (values: Credentials) => void
  submitting?: boolean
  submitLabel: string
  /** 'current-password' signs in, 'new-password' lets the browser suggest a fresh one. */
  passwordAutoComplete: 'current-password' | 'new-password'
  passwordHint?: string
  defaultEmail?: string
  /** A new password's policy (registration): its message becomes the password field's error before sending. */
  checkPassword?: (password: string) => string | null
  /** Field errors the server answered (e.g. a password it found too weak); the app clears them on the next submit. */
  fieldErrors?: Partial<Record<keyof Credentials, string>>
}

/** The e-mail + password form that sign-in and registration share: same fields, same checks, same messages. */
export function CredentialsForm({
  onSubmit,
  submitting = false,
  submitLabel,
  passwordAutoComplete,
  passwordHint,
  defaultEmail,
  checkPassword,
  fieldErrors,
}: CredentialsFormProps) {
  const [local, setErrors] = useState<Partial<Record<keyof Credentials, string>>>({})
  const errors = {
    email: local.email ?? fieldErrors?.email,
    password: local.password ?? fieldErrors?.password,
  }
  return (
    <form
      className={css.stack}
      noValidate
      onSubmit={(e) => {
        const raw = formValues(e, ['email', 'password'] as const)
        const values = { ...raw, email: raw.email.trim() }
        const next = {
          email: values.email ? undefined : 'Vyplňte e-mail.',
          password: values.password ? (checkPassword?.(values.password) ?? undefined) : 'Vyplňte heslo.',
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
        autoComplete={passwordAutoComplete}
        required
        hint={passwordHint}
        error={errors.password}
      />
      <Button type="submit" variant="primary" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  )
}
