import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import * as css from './form.css.ts'
import type { LandingFormStatus } from './use-landing-form.ts'

export interface FormShellProps {
  /** Visible heading of the form (h2). */
  title: string
  status: LandingFormStatus
  submitLabel: string
  /** Shown in the alert when status is 'error'. */
  errorMessage: string
  successTitle: string
  successText: ReactNode
  /** Offered after success ("send another"); hidden when the app does not pass it. */
  onReset?: () => void
  resetLabel?: string
  /**
   * The page the form posts to when it is sent before the scripts ran (method POST); the server answers with the
   * page, the values kept and the errors or the success shown (docs/decisions/1000-forms-without-javascript.md).
   */
  action?: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onChange: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}

/**
 * The frame shared by the spotter and contact forms: heading, noValidate form (our Czech messages instead of the
 * browser's), the error alert, the submit button with its busy state, and the success panel that replaces the form
 * and takes focus so screen readers announce it.
 */
export function FormShell({
  title,
  status,
  submitLabel,
  errorMessage,
  successTitle,
  successText,
  onReset,
  resetLabel = 'Odeslat další',
  action,
  onSubmit,
  onChange,
  children,
}: FormShellProps) {
  const titleId = useId()
  const successRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (status === 'success') successRef.current?.focus()
  }, [status])

  if (status === 'success') {
    return (
      <section className={css.success} aria-labelledby={titleId}>
        <h2 id={titleId} ref={successRef} tabIndex={-1} className={css.successTitle}>
          {successTitle}
        </h2>
        <p>{successText}</p>
        {onReset ? (
          <div>
            <Button variant="secondary" onClick={onReset}>
              {resetLabel}
            </Button>
          </div>
        ) : null}
      </section>
    )
  }

  return (
    <form
      className={css.form}
      aria-labelledby={titleId}
      aria-busy={status === 'submitting' || undefined}
      noValidate
      method="post"
      action={action}
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <h2 id={titleId} className={css.formTitle}>
        {title}
      </h2>
      <p className={css.note}>Povinné údaje jsou označeny hvězdičkou (*).</p>
      {children}
      {status === 'error' ? (
        <p className={css.alert} role="alert">
          {errorMessage}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="lg" loading={status === 'submitting'}>
          {status === 'submitting' ? 'Odesílám…' : submitLabel}
        </Button>
      </div>
    </form>
  )
}
