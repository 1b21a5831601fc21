import { LISTING_CATEGORIES, REGIONS, WATCHDOG_FREQUENCY_LABELS } from '@rg/domain'
import type { ReactNode } from 'react'
import { useId, useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { formList, formValues } from '../kit/form.ts'
import {
  CheckGroup,
  InvestmentFields,
  type InvestmentValues,
  investmentValues,
  RadioGroupField,
} from '../parts/investment-fields.tsx'
import * as css from '../parts/parts.css.ts'
import { AuthCard } from '../parts/parts.tsx'

const STEPS = ['Osobní údaje', 'Hlídací pes', 'Investiční preference'] as const

/** "Krok 2 ze 3: Hlídací pes" and a progress bar (role progressbar, named by that text, aria-valuenow the step). */
function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const id = useId()
  return (
    <span className={css.stepIndicator}>
      <span id={id}>
        Krok {step} ze {STEPS.length}: {STEPS[step - 1]}
      </span>
      <span
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={STEPS.length}
        aria-valuenow={step}
        aria-valuetext={`Krok ${step} ze ${STEPS.length}`}
        className={css.stepTrack}
      >
        <span className={css.stepFill} style={{ width: `${(step / STEPS.length) * 100}%` }} />
      </span>
    </span>
  )
}

interface StepProps<V> {
  onSubmit: (values: V) => void
  submitting?: boolean
  /** Field errors by name (e.g. from the server's validation issues). */
  errors?: Partial<Record<string, string>>
}

export interface PersonalValues {
  firstName: string
  lastName: string
  phone: string
  companyName: string
  ico: string
  city: string
}

export interface OnboardingPersonalScreenProps extends StepProps<PersonalValues> {
  defaultValues?: Partial<PersonalValues>
}

/** Onboarding step 1: personal details (docs/product/notifications.md, Onboarding). */
export function OnboardingPersonalScreen({
  onSubmit,
  submitting,
  errors = {},
  defaultValues = {},
}: OnboardingPersonalScreenProps) {
  const [local, setLocal] = useState<Partial<Record<string, string>>>({})
  // The screen's own checks win over the server's errors only where they found something.
  const shown = { ...errors, ...Object.fromEntries(Object.entries(local).filter(([, v]) => v)) }
  return (
    <AuthCard title="Osobní údaje" intro={<StepIndicator step={1} />}>
      <form
        className={css.stack}
        noValidate
        onSubmit={(e) => {
          const raw = formValues(e, ['firstName', 'lastName', 'phone', 'companyName', 'ico', 'city'] as const)
          const v = Object.fromEntries(
            Object.entries(raw).map(([k, x]) => [k, x.trim()]),
          ) as unknown as PersonalValues
          const next = {
            firstName: v.firstName ? undefined : 'Vyplňte jméno.',
            lastName: v.lastName ? undefined : 'Vyplňte příjmení.',
            phone: v.phone ? undefined : 'Zadejte telefon.',
            city: v.city ? undefined : 'Vyplňte město.',
          }
          setLocal(next)
          if (!next.firstName && !next.lastName && !next.phone && !next.city) onSubmit(v)
        }}
      >
        <TextField
          label="Jméno"
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={defaultValues.firstName}
          error={shown.firstName}
        />
        <TextField
          label="Příjmení"
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={defaultValues.lastName}
          error={shown.lastName}
        />
        <TextField
          label="Telefon"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          placeholder="+420 123 456 789"
          defaultValue={defaultValues.phone}
          error={shown.phone}
        />
        <TextField
          label="Název firmy"
          name="companyName"
          autoComplete="organization"
          defaultValue={defaultValues.companyName}
          error={shown.companyName}
        />
        <TextField
          label="IČO"
          name="ico"
          inputMode="numeric"
          hint="8 číslic"
          defaultValue={defaultValues.ico}
          error={shown.ico}
        />
        <TextField
          label="Město"
          name="city"
          autoComplete="address-level2"
          required
          defaultValue={defaultValues.city}
          error={shown.city}
        />
        <Button type="submit" variant="primary" fullWidth loading={submitting}>
          Pokračovat
        </Button>
      </form>
    </AuthCard>
  )
}

export interface WatchdogValues {
  categories: string[]
  regions: string[]
  priceFrom: string
  priceTo: string
  keywords: string
  frequency: 'IMMEDIATE' | 'DAILY'
}

export interface SkippableStepProps<V> extends StepProps<V> {
  onSkip: () => void
}

function StepActions({
  submitting,
  onSkip,
  children,
}: {
  submitting?: boolean
  onSkip: () => void
  children: ReactNode
}) {
  return (
    <div className={css.actions}>
      <Button type="submit" variant="primary" loading={submitting}>
        {children}
      </Button>
      <Button variant="ghost" onClick={onSkip} disabled={submitting}>
        Přeskočit
      </Button>
    </div>
  )
}

/** Onboarding step 2: the watchdog (saved search criteria); can be skipped. */
export function OnboardingWatchdogScreen({
  onSubmit,
  onSkip,
  submitting,
}: SkippableStepProps<WatchdogValues>) {
  return (
    <AuthCard title="Hlídací pes" intro={<StepIndicator step={2} />} wide>
      <p className={css.muted}>Dáme vám vědět, jakmile se objeví nabídka podle vašich kritérií.</p>
      <form
        className={css.stack}
        onSubmit={(e) => {
          const form = e.currentTarget
          const v = formValues(e, ['priceFrom', 'priceTo', 'keywords', 'frequency'] as const)
          onSubmit({
            categories: formList(form, 'categories'),
            regions: formList(form, 'regions'),
            priceFrom: v.priceFrom.trim(),
            priceTo: v.priceTo.trim(),
            keywords: v.keywords.trim(),
            frequency: v.frequency === 'DAILY' ? 'DAILY' : 'IMMEDIATE',
          })
        }}
      >
        <CheckGroup legend="Kategorie" name="categories" options={LISTING_CATEGORIES} />
        <CheckGroup legend="Kraje" name="regions" options={REGIONS} />
        <TextField label="Cena od (Kč)" name="priceFrom" inputMode="numeric" />
        <TextField label="Cena do (Kč)" name="priceTo" inputMode="numeric" />
        <TextField label="Klíčová slova" name="keywords" hint="Oddělte čárkou, např. byt, Brno, výnos" />
        <RadioGroupField
          legend="Jak často posílat upozornění"
          name="frequency"
          options={[
            ['IMMEDIATE', WATCHDOG_FREQUENCY_LABELS.IMMEDIATE],
            ['DAILY', WATCHDOG_FREQUENCY_LABELS.DAILY],
          ]}
        />
        <StepActions submitting={submitting} onSkip={onSkip}>
          Uložit a pokračovat
        </StepActions>
      </form>
    </AuthCard>
  )
}

/** Onboarding step 3: investment preferences; can be skipped. Finishing it completes onboarding. */
export function OnboardingInvestmentScreen({
  onSubmit,
  onSkip,
  submitting,
}: SkippableStepProps<InvestmentValues>) {
  return (
    <AuthCard title="Investiční preference" intro={<StepIndicator step={3} />} wide>
      <p className={css.muted}>Podle preferencí vám v portálu doporučíme vhodné nabídky.</p>
      <form className={css.stack} onSubmit={(e) => onSubmit(investmentValues(e))}>
        <InvestmentFields />
        <StepActions submitting={submitting} onSkip={onSkip}>
          Dokončit
        </StepActions>
      </form>
    </AuthCard>
  )
}
