import { type ReactNode, useId } from 'react'
import * as css from './form.css.ts'

export interface TextFieldProps {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  /** Marks the label "(nepovinné)"; required fields carry no extra mark. */
  optional?: boolean
  hint?: string
  error?: string
  multiline?: boolean
  maxLength?: number
  readOnly?: boolean
}

/**
 * A labelled input or textarea with its hint and Czech error, wired with aria-invalid and aria-describedby.
 * Landing-local until the UI kit's TextField/FormField land; then this becomes a thin wrapper around them.
 */
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
  readOnly,
}: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    autoComplete,
    maxLength,
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': optional ? undefined : true,
  } as const
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
        {optional ? ' ' : null}
        {optional ? <span className={css.optional}>(nepovinné)</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} className={`${css.control} ${css.textarea}`} />
      ) : (
        <input {...common} type={type} className={css.control} />
      )}
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
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
