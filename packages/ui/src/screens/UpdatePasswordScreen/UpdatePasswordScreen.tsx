import { useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { formValues } from '../kit/form.ts'
import * as css from '../parts/parts.css.ts'
import { AuthCard } from '../parts/parts.tsx'

export interface UpdatePasswordScreenProps {
  onSubmit: (values: { password: string }) => void
  submitting?: boolean
}

/** Target of the password-reset link: sets a new password (it must differ from the old one). */
export function UpdatePasswordScreen({ onSubmit, submitting = false }: UpdatePasswordScreenProps) {
  const [error, setError] = useState<string>()
  return (
    <AuthCard title="Změna hesla" intro="Zvolte nové heslo. Po změně budete odhlášeni ze všech zařízení.">
      <form
        className={css.stack}
        noValidate
        onSubmit={(e) => {
          const values = formValues(e, ['password', 'confirm'] as const)
          const message = !values.password
            ? 'Vyplňte nové heslo.'
            : values.password !== values.confirm
              ? 'Hesla se neshodují.'
              : undefined
          setError(message)
          if (!message) onSubmit({ password: values.password })
        }}
      >
        <TextField label="Nové heslo" name="password" type="password" autoComplete="new-password" required />
        <TextField
          label="Nové heslo znovu"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={error}
        />
        <Button type="submit" variant="primary" fullWidth loading={submitting}>
          Změnit heslo
        </Button>
      </form>
    </AuthCard>
  )
}
