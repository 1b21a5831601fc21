import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { cx } from '../../internal/cx.ts'
import { control } from '../../internal/field.css.ts'
import { FormField, useFieldControl } from '../FormField/FormField.tsx'

interface FieldLabelProps {
  /** With a label the control wraps itself in a FormField; without one, place it inside your own FormField. */
  label?: ReactNode
  hint?: ReactNode
  error?: ReactNode
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldLabelProps {
  ref?: Ref<HTMLInputElement>
}

function Input({ className, id, required, ...rest }: Omit<TextFieldProps, keyof FieldLabelProps>) {
  const field = useFieldControl()
  return (
    <input
      className={cx(control, className)}
      {...field}
      id={id ?? field?.id}
      required={required ?? field?.required}
      {...rest}
    />
  )
}

/** A single-line text input (type text, email, tel, password, search, …). */
export function TextField({ label, hint, error, required, id, ...rest }: TextFieldProps) {
  if (label === undefined) return <Input required={required} id={id} {...rest} />
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      <Input {...rest} />
    </FormField>
  )
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldLabelProps {
  ref?: Ref<HTMLTextAreaElement>
}

function Area({ className, rows = 4, id, required, ...rest }: Omit<TextareaProps, keyof FieldLabelProps>) {
  const field = useFieldControl()
  return (
    <textarea
      rows={rows}
      className={cx(control, className)}
      style={{ resize: 'vertical' }}
      {...field}
      id={id ?? field?.id}
      required={required ?? field?.required}
      {...rest}
    />
  )
}

/** A multi-line text input. */
export function Textarea({ label, hint, error, required, id, ...rest }: TextareaProps) {
  if (label === undefined) return <Area required={required} id={id} {...rest} />
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      <Area {...rest} />
    </FormField>
  )
}
