import { formatNumber } from '@rg/domain/czech-format'
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { cx } from '../../internal/cx.ts'
import { control } from '../../internal/field.css.ts'
import { FormField, useFieldControl } from '../FormField/FormField.tsx'
import * as css from './PriceInput.css.ts'

export interface PriceInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** Whole CZK; null means no price ("Cena na dotaz"). Controlled when given. */
  value?: number | null
  /** Uncontrolled: the starting price; the field then keeps what is typed (read it with `priceValue`). */
  defaultValue?: number | null
  onValueChange?: (value: number | null) => void
  label?: ReactNode
  hint?: ReactNode
  error?: ReactNode
  ref?: Ref<HTMLInputElement>
}

function parseDigits(text: string): number | null {
  const digits = text.replace(/\D/g, '')
  return digits === '' ? null : Number(digits.slice(0, 13))
}

/** A price field's text (digits with the Czech thousands spacing) as whole CZK; null when it holds no digits. */
export const priceValue = parseDigits

/** How a price field shows a price: "12 500 000" (with U+00A0), '' for none. */
export const priceText = (value: number | null | undefined) => (value == null ? '' : formatNumber(value))

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
  const controlled = value !== undefined
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
        {...(controlled ? { value: priceText(value) } : { defaultValue: priceText(defaultValue) })}
        onChange={(e) => {
          const next = parseDigits(e.target.value)
          // uncontrolled, the field itself shows the digits with the thousands spacing
          if (!controlled && e.target.value !== priceText(next)) e.target.value = priceText(next)
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
