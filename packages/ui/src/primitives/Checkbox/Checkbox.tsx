import * as RadixCheckbox from '@radix-ui/react-checkbox'
import * as RadixRadio from '@radix-ui/react-radio-group'
import * as RadixSwitch from '@radix-ui/react-switch'
import { type ReactNode, useId } from 'react'
import { cx } from '../../internal/cx.ts'
import { Icon } from '../../internal/icons.tsx'
import * as css from './Choice.css.ts'

export interface CheckboxProps {
  label: ReactNode
  /** Smaller text under the label. */
  description?: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  name?: string
  value?: string
  disabled?: boolean
  required?: boolean
  invalid?: boolean
  id?: string
  className?: string
}

/** A labelled checkbox (Radix). */
export function Checkbox({
  label,
  description,
  onCheckedChange,
  invalid,
  id,
  className,
  ...rest
}: CheckboxProps) {
  const generated = useId()
  const boxId = id ?? `c${generated}`
  return (
    <div className={cx(css.row, className)}>
      <RadixCheckbox.Root
        id={boxId}
        className={css.box}
        aria-invalid={invalid || undefined}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        {...rest}
      >
        <RadixCheckbox.Indicator>
          <Icon name="check" size={16} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={boxId}>
        {label}
        {description ? <span className={css.description}>{description}</span> : null}
      </label>
    </div>
  )
}

export interface RadioOption {
  value: string
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
}

export interface RadioGroupProps {
  /** The group's visible name (a fieldset legend). */
  legend: ReactNode
  options: readonly RadioOption[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  name?: string
  disabled?: boolean
  required?: boolean
  /** Error shown under the options. */
  error?: ReactNode
  orientation?: 'horizontal' | 'vertical'
  className?: string
}

/** One choice out of a few visible options (Radix RadioGroup, arrow-key navigation). */
export function RadioGroup({
  legend,
  options,
  error,
  orientation = 'vertical',
  className,
  ...rest
}: RadioGroupProps) {
  const base = useId()
  return (
    <fieldset className={cx(css.fieldset, className)}>
      <legend className={css.legend}>{legend}</legend>
      <RadixRadio.Root
        className={css.options}
        style={{ flexDirection: orientation === 'vertical' ? 'column' : 'row', flexWrap: 'wrap' }}
        orientation={orientation}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${base}-error` : undefined}
        {...rest}
      >
        {options.map((option) => {
          const optionId = `${base}-${option.value}`
          return (
            <div key={option.value} className={css.row}>
              <RadixRadio.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={cx(css.radio, css.radioChecked)}
              >
                <RadixRadio.Indicator className={css.radioDot} />
              </RadixRadio.Item>
              <label htmlFor={optionId}>
                {option.label}
                {option.description ? <span className={css.description}>{option.description}</span> : null}
              </label>
            </div>
          )
        })}
      </RadixRadio.Root>
      {error ? (
        <p id={`${base}-error`} className={css.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

export interface SwitchProps {
  label: ReactNode
  description?: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  name?: string
  disabled?: boolean
  id?: string
  className?: string
}

/** An on/off setting that applies immediately (Radix Switch). */
export function Switch({ label, description, id, className, ...rest }: SwitchProps) {
  const generated = useId()
  const switchId = id ?? `s${generated}`
  return (
    <div className={cx(css.row, className)}>
      <RadixSwitch.Root id={switchId} className={css.switchRoot} {...rest}>
        <RadixSwitch.Thumb className={css.switchThumb} />
      </RadixSwitch.Root>
      <label htmlFor={switchId}>
        {label}
        {description ? <span className={css.description}>{description}</span> : null}
      </label>
    </div>
  )
}
