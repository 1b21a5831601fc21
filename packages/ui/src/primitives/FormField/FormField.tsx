import { createContext, type ReactNode, useContext, useId } from 'react'
import { cx } from '../../internal/cx.ts'
import { Icon } from '../../internal/icons.tsx'
import * as css from './FormField.css.ts'

/** Attributes a control inside a FormField spreads onto its focusable element. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  required?: boolean
}

const FieldContext = createContext<FieldControlProps | null>(null)

/** Inside a FormField: the id and ARIA links for the control; outside: null. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext)
}

export interface FormFieldProps {
  label: ReactNode
  /** Help text under the control. */
  hint?: ReactNode
  /** Error message; marks the control invalid and is announced with it. */
  error?: ReactNode
  /** Shows the required mark (*) and sets required on the control. */
  required?: boolean
  /** Id of the control; generated when omitted. */
  id?: string
  className?: string
  children: ReactNode
}

/** Label, hint and error around one control, wired with htmlFor, aria-describedby and aria-invalid. */
export function FormField({ label, hint, error, required, id, className, children }: FormFieldProps) {
  const generated = useId()
  const controlId = id ?? `f${generated}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx(css.root, className)}>
      <label htmlFor={controlId} className={css.label}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <FieldContext.Provider
        value={{
          id: controlId,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
          required,
        }}
      >
        {children}
      </FieldContext.Provider>
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css.error}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  )
}
