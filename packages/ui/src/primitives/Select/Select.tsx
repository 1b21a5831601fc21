import * as RadixSelect from '@radix-ui/react-select'
import type { ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import { control } from '../../internal/field.css.ts'
import { Icon } from '../../internal/icons.tsx'
import { FormField, useFieldControl } from '../FormField/FormField.tsx'
import * as css from './Select.css.ts'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  options: readonly SelectOption[]
  /** Controlled value; pair with onValueChange. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  placeholder?: string
  /** Form field name: a hidden native select carries the value in forms. */
  name?: string
  disabled?: boolean
  required?: boolean
  /** With a label the select wraps itself in a FormField. */
  label?: ReactNode
  hint?: ReactNode
  error?: ReactNode
  id?: string
  className?: string
}

function SelectControl({
  options,
  placeholder = 'Vyberte…',
  className,
  id,
  required,
  ...rest
}: Omit<SelectProps, 'label' | 'hint' | 'error'>) {
  const field = useFieldControl()
  return (
    <RadixSelect.Root required={required ?? field?.required} {...rest}>
      <RadixSelect.Trigger
        id={id ?? field?.id}
        aria-describedby={field?.['aria-describedby']}
        aria-invalid={field?.['aria-invalid']}
        className={cx(control, css.trigger, className)}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <Icon name="chevronDown" size={18} />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={css.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={css.viewport}>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={css.item}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator>
                  <Icon name="check" size={16} />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  )
}

/** A single choice from a list (Radix Select: keyboard, typeahead, screen-reader support). */
export function Select({ label, hint, error, required, id, ...rest }: SelectProps) {
  if (label === undefined) return <SelectControl required={required} id={id} {...rest} />
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      <SelectControl {...rest} />
    </FormField>
  )
}
