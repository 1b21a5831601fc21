import { formatNumber } from '@rg/domain/czech-format'
import { type InputHTMLAttributes, type ReactNode, useState } from 'react'
import { cx } from '../../internal/cx.ts'
import { control } from '../../internal/field.css.ts'
import { FormField, useFieldControl } from '../FormField/FormField.tsx'
import * as css from './PriceInput.css.ts'

export interface PriceInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** Whole CZK; null means no price ("Cena na dotaz"). Controlled when given. */
  value?: number | null
  defaultValue?: number | null
  onValueChange?: (value: number | null) => void
  label?: ReactNode
  hint?: ReactNode
  error?: ReactNode
}

function parseDigits(text: string): number | null {
  const digits = text.replace(/\D/g, '')
  return digits === '' ? null : Number(digits.slice(0, 13))
}

function PriceControl({
  value,
  defaultValue = null,
  onValueChange,
  className,
  id,
  required,
  ...rest
}: Omit<PriceInputProps, 'label' | 'hint' | 'error'>) {
  const field = useFieldControl()
  const [inner, setInner] = useState<number | null>(defaultValue)
  const current = value === undefined ? inner : value
  return (
    <div className={css.wrap}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={cx(control, css.input, className)}
        {...field}
        id={id ?? field?.id}
        required={required ?? field?.required}
        value={current === null ? '' : formatNumber(current)}
        onChange={(e) => {
          const next = parseDigits(e.target.value)
          setInner(next)
          onValueChange?.(next)
        }}
        {...rest}
      />
      <span className={css.suffix} aria-hidden>
        Kč
      </span>
    </div>
  )
}

/** A whole-crown price: digits only, shown with Czech thousands spacing ("12 500 000") and the Kč suffix. */
export function PriceInput({ label, hint, error, required, id, ...rest }: PriceInputProps) {
  if (label === undefined) return <PriceControl required={required} id={id} {...rest} />
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      <PriceControl {...rest} />
    </FormField>
  )
}
