import { Link } from '../../primitives/Link/Link.tsx'
import { type Credentials, CredentialsForm } from '../parts/CredentialsForm.tsx'
import * as css from '../parts/parts.css.ts'
import { AuthCard } from '../parts/parts.tsx'

export type { Credentials }

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
      <CredentialsForm
        onSubmit={onSubmit}
        submitting={submitting}
        submitLabel="Přihlásit se"
        passwordAutoComplete="current-password"
        defaultEmail={defaultEmail}
      />
    </AuthCard>
  )
}
