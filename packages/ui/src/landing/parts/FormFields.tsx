import { type ReactNode, useId } from 'react'
import { Link } from '../../primitives/Link/Link.tsx'
import { Textarea as KitTextarea, TextField as KitTextField } from '../../primitives/TextField/TextField.tsx'
import * as css from './form.css.ts'
import { LIMITS } from './landing-validation.ts'
import { LANDING_ROUTES } from './routes.ts'

export interface TextFieldProps {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  /** Optional fields carry no required mark (*) and no `required`. */
  optional?: boolean
  hint?: string
  error?: string
  multiline?: boolean
  maxLength?: number
}

/** A landing form field: the kit's TextField or Textarea (label, hint, Czech error, ARIA wiring), uncontrolled. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  optional,
  hint,
  error,
  multiline,
  maxLength,
}: TextFieldProps) {
  const common = { name, label, hint, error, maxLength, autoComplete, required: !optional }
  return multiline ? <KitTextarea {...common} rows={6} /> : <KitTextField {...common} type={type} />
}

export interface ConsentFieldProps {
  name: string
  children: ReactNode
  error?: string
}

/** A required checkbox whose label may contain a link (e.g. to the privacy policy). */
export function ConsentField({ name, children, error }: ConsentFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={css.field}>
      <div className={css.checkRow}>
        <input
          id={id}
          name={name}
          type="checkbox"
          value="yes"
          className={css.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
        />
        <label htmlFor={id} className={css.checkLabel}>
          {children}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The bot trap: a text input people never see, reach by Tab or hear from a screen reader (aria-hidden wrapper,
 * tabIndex -1, positioned off-screen). Whatever lands in it goes to the server, which quietly drops such submissions.
 */
export function Honeypot({ name }: { name: string }) {
  const id = useId()
  return (
    <div className={css.honeypot} aria-hidden="true">
      <label htmlFor={id}>Toto pole nevyplňujte</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

export interface SenderFieldsProps {
  errors: Partial<Record<'name' | 'email' | 'phone', string>>
  /** Why the phone helps, under the optional phone field. */
  phoneHint?: string
}

/** Who sends a landing form: name, e-mail and an optional phone (the spotter and contact forms ask the same). */
export function SenderFields({ errors, phoneHint }: SenderFieldsProps) {
  return (
    <>
      <TextField
        name="name"
        label="Jméno a příjmení"
        autoComplete="name"
        maxLength={LIMITS.name}
        error={errors.name}
      />
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        error={errors.email}
      />
      <TextField
        name="phone"
        label="Telefon"
        type="tel"
        autoComplete="tel"
        optional
        maxLength={LIMITS.phone}
        hint={phoneHint}
        error={errors.phone}
      />
    </>
  )
}

/** The end of a landing form: the bot trap and the required consent with the link to the privacy policy. */
export function FormConsent({ purpose, error }: { purpose: string; error?: string }) {
  return (
    <>
      <Honeypot name="website" />
      <ConsentField name="consent" error={error}>
        Souhlasím se zpracováním uvedených osobních údajů za účelem vyřízení {purpose} podle{' '}
        <Link href={LANDING_ROUTES.gdpr}>zásad zpracování osobních údajů</Link>.
      </ConsentField>
    </>
  )
}
