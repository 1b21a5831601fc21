import { AUTH_PAGES } from '@rg/domain'
import { useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { submitted } from '../kit/form.ts'
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
  /** The visitor came from a confirmation link (possibly opened in another browser): the address is confirmed. */
  confirmed?: boolean
  /**
   * The visitor came from an expired or used confirmation link: offers a new one for an address
   * ("Poslat nový odkaz"). `sent` once it went out.
   */
  expiredLink?: { onResend: (email: string) => void; resending?: boolean; sent?: boolean }
  /** The package chosen on /pricing: signing in continues to ordering it (docs/decisions/1354). */
  chosenPackage?: string
}

export const EMAIL_CONFIRMED_MESSAGE = 'E-mail byl potvrzen. Nyní se můžete přihlásit.'

/** The expired-link panel: the catalogue message and a one-field form for a new confirmation link. */
function NewLinkForm({
  onResend,
  resending = false,
  sent = false,
}: NonNullable<LoginScreenProps['expiredLink']>) {
  const [error, setError] = useState<string>()
  return (
    <form
      className={css.stack}
      aria-label="Nový potvrzovací odkaz"
      noValidate
      onSubmit={(e) => {
        const email = submitted(e).text('resend-email')
        setError(email ? undefined : 'Vyplňte e-mail.')
        if (email) onResend(email)
      }}
    >
      <p className={css.muted}>
        Odkaz pro potvrzení registrace je neplatný nebo vypršel. Zadejte e-mail, pošleme Vám nový.
      </p>
      <TextField
        label="E-mail pro nový odkaz"
        name="resend-email"
        type="email"
        autoComplete="email"
        error={error}
      />
      {sent ? (
        <Alert tone="success" role="status">
          Nový odkaz je na cestě, zkontrolujte svou e-mailovou schránku.
        </Alert>
      ) : null}
      <Button type="submit" variant="secondary" fullWidth loading={resending}>
        Poslat nový odkaz
      </Button>
    </form>
  )
}

/** Sign-in form: e-mail and password (docs/product/screens-and-limits.md "Validation": both required). Results are shown as toasts by the app. */
export function LoginScreen({
  onSubmit,
  submitting = false,
  defaultEmail,
  registerHref = AUTH_PAGES.register,
  resetHref = AUTH_PAGES.resetPassword,
  confirmed = false,
  expiredLink,
  chosenPackage,
}: LoginScreenProps) {
  return (
    <AuthCard
      title="Přihlášení"
      intro={
        chosenPackage
          ? `Přihlaste se a pokračujte k objednávce „${chosenPackage}“.`
          : 'Přihlaste se ke svému účtu na tržišti investičních příležitostí.'
      }
      footer={
        <>
          <Link href={resetHref}>Zapomněli jste heslo?</Link>
          <p className={css.muted}>
            Nemáte účet? <Link href={registerHref}>Zaregistrujte se</Link>
          </p>
        </>
      }
    >
      {confirmed ? (
        <Alert tone="success" role="status">
          {EMAIL_CONFIRMED_MESSAGE}
        </Alert>
      ) : null}
      {expiredLink ? <NewLinkForm {...expiredLink} /> : null}
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
