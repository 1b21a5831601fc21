import { Link } from '../../primitives/Link/Link.tsx'
import { type Credentials, CredentialsForm } from '../parts/CredentialsForm.tsx'
import * as css from '../parts/parts.css.ts'
import { AuthCard } from '../parts/parts.tsx'

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
      <CredentialsForm
        onSubmit={onSubmit}
        submitting={submitting}
        submitLabel="Zaregistrovat se"
        passwordAutoComplete="new-password"
        passwordHint="Alespoň 6 znaků."
      />
    </AuthCard>
  )
}
