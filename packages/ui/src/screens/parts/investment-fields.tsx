import {
  INVESTMENT_HORIZON_LABELS,
  INVESTMENT_HORIZONS,
  INVESTMENT_RISK_LABELS,
  INVESTMENT_RISKS,
  LISTING_CATEGORIES,
  REGIONS,
} from '@rg/domain'
import type { FormEvent } from 'react'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { formList, formValues } from '../kit/form.ts'
import * as css from './parts.css.ts'

/*
 * The choice fields of the onboarding's forms and the investment preferences, which the onboarding's last step and
 * the profile's card both edit (docs/decisions/1700-route-files-open-no-transaction.md).
 */

/** Checkboxes of one name in a grid (categories, regions), `checked` ticked. */
export function CheckGroup({
  legend,
  name,
  options,
  checked = [],
}: {
  legend: string
  name: string
  options: readonly { code: string; label: string }[]
  checked?: readonly string[]
}) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      {/* Two columns on a phone, three from md: the 14 regions are seven short rows, not one long column. */}
      <div className={css.checkGrid}>
        {options.map((o) => (
          <label key={o.code} className={css.checkRow}>
            <input type="checkbox" name={name} value={o.code} defaultChecked={checked.includes(o.code)} />{' '}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Radios of one name; the first is chosen when `checked` names none of them. */
export function RadioGroupField({
  legend,
  name,
  options,
  checked,
}: {
  legend: string
  name: string
  options: readonly (readonly [string, string])[]
  checked?: string | null
}) {
  const selected = options.some(([value]) => value === checked) ? checked : options[0]?.[0]
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className={css.checkRow}>
          <input type="radio" name={name} value={value} defaultChecked={value === selected} /> {label}
        </label>
      ))}
    </fieldset>
  )
}

export interface InvestmentValues {
  amountFrom: string
  amountTo: string
  horizon: (typeof INVESTMENT_HORIZONS)[number]
  risk: (typeof INVESTMENT_RISKS)[number]
  categories: string[]
  regions: string[]
}

/** The values of a form holding InvestmentFields (the submit's event). */
export function investmentValues(e: FormEvent<HTMLFormElement>): InvestmentValues {
  const form = e.currentTarget
  const v = formValues(e, ['amountFrom', 'amountTo', 'horizon', 'risk'] as const)
  return {
    amountFrom: v.amountFrom.trim(),
    amountTo: v.amountTo.trim(),
    horizon: v.horizon as InvestmentValues['horizon'],
    risk: v.risk as InvestmentValues['risk'],
    categories: formList(form, 'categories'),
    regions: formList(form, 'regions'),
  }
}

/** The investment preference fields: onboarding's last step and the profile's card, with saved values as defaults. */
export function InvestmentFields({ initial }: { initial?: Partial<InvestmentValues> }) {
  return (
    <>
      <TextField
        label="Částka od (Kč)"
        name="amountFrom"
        inputMode="numeric"
        defaultValue={initial?.amountFrom}
      />
      <TextField
        label="Částka do (Kč)"
        name="amountTo"
        inputMode="numeric"
        defaultValue={initial?.amountTo}
      />
      <RadioGroupField
        legend="Investiční horizont"
        name="horizon"
        options={INVESTMENT_HORIZONS.map((h) => [h, INVESTMENT_HORIZON_LABELS[h]] as const)}
        checked={initial?.horizon}
      />
      <RadioGroupField
        legend="Ochota riskovat"
        name="risk"
        options={INVESTMENT_RISKS.map((r) => [r, INVESTMENT_RISK_LABELS[r]] as const)}
        checked={initial?.risk}
      />
      <CheckGroup
        legend="Preferované kategorie"
        name="categories"
        options={LISTING_CATEGORIES}
        checked={initial?.categories}
      />
      <CheckGroup legend="Preferované kraje" name="regions" options={REGIONS} checked={initial?.regions} />
    </>
  )
}
