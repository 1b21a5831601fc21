import { AUTH_PAGES, PASSWORD_HINT, passwordProblem } from '@rg/domain'
import { useEffect, useRef } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { type Credentials, CredentialsForm } from '../parts/CredentialsForm.tsx'
import * as css from '../parts/parts.css.ts'
import { AuthCard } from '../parts/parts.tsx'

export interface RegisterScreenProps {
  onSubmit: (values: Credentials) => void
  submitting?: boolean
  /** Field errors the auth server answered (a password it found too weak); cleared by the app on the next submit. */
  fieldErrors?: Partial<Record<keyof Credentials, string>>
  /**
   * After a successful sign-up: the address the confirmation e-mail went to. The form gives way to the
   * confirmation, so it cannot be sent twice by accident.
   */
  sentTo?: string
  /** "Poslat odkaz znovu" on the confirmation: a new confirmation e-mail to `sentTo`. */
  onResend?: () => void
  resending?: boolean
  /** Back to an empty form (a different address). */
  onStartOver?: () => void
  loginHref?: string
  /**
   * The package chosen on /pricing (e.g. "Balíček 300 kreditů"): the visitor is told it waits for them after the
   * e-mail is confirmed and they sign in (docs/decisions/1354-pricing-choice-through-sign-up.md).
   */
  chosenPackage?: string
}

/** Registration: e-mail and password; the account is activated by the link in the confirmation e-mail. */
export function RegisterScreen({
  onSubmit,
  submitting = false,
  fieldErrors,
  sentTo,
  onResend,
  resending = false,
  onStartOver,
  loginHref = AUTH_PAGES.login,
  chosenPackage,
}: RegisterScreenProps) {
  const sentRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (sentTo) sentRef.current?.focus()
  }, [sentTo])
  return (
    <AuthCard
      title="Registrace"
      intro={
        chosenPackage
          ? `Založte si účet a pokračujte k objednávce „${chosenPackage}“. Po potvrzení e-mailu a přihlášení ji najdete předvybranou.`
          : 'Založte si účet a procházejte neveřejné investiční nabídky.'
      }
      footer={
        <p className={css.muted}>
          Už máte účet? <Link href={loginHref}>Přihlaste se</Link>
        </p>
      }
    >
      {sentTo ? (
        <div className={css.stack}>
          <Alert tone="success" role="status" ref={sentRef} tabIndex={-1}>
            Na adresu {sentTo} jsme poslali odkaz pro potvrzení registrace.
          </Alert>
          <p className={css.muted}>E-mail nedorazil? Zkontrolujte složku s nevyžádanou poštou.</p>
          {onResend ? (
            <Button variant="secondary" fullWidth loading={resending} onClick={onResend}>
              Poslat odkaz znovu
            </Button>
          ) : null}
          {onStartOver ? (
            <Button variant="ghost" fullWidth onClick={onStartOver}>
              Registrovat jinou adresu
            </Button>
          ) : null}
        </div>
      ) : (
        <CredentialsForm
          onSubmit={onSubmit}
          submitting={submitting}
          submitLabel="Zaregistrovat se"
          passwordAutoComplete="new-password"
          passwordHint={PASSWORD_HINT}
          checkPassword={passwordProblem}
          fieldErrors={fieldErrors}
        />
      )}
    </AuthCard>
  )
}
