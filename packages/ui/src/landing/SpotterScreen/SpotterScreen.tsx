import { useId } from 'react'
import { FormConsent, SenderFields, TextField } from '../parts/FormFields.tsx'
import { FormShell } from '../parts/FormShell.tsx'
import * as l from '../parts/landing.css.ts'
import { LIMITS, type SpotterTipValues, validateTip } from '../parts/landing-validation.ts'
import { LANDING_ROUTES } from '../parts/routes.ts'
import { type FieldErrors, type LandingFormStatus, useLandingForm } from '../parts/use-landing-form.ts'

export interface SpotterScreenProps {
  /** Called with valid values only; the app stores the tip and moves `status` to 'success' or 'error'. */
  onSubmit: (values: SpotterTipValues) => Promise<unknown>
  status: LandingFormStatus
  /** Czech field errors from the server (e.g. its validation); shown until the user edits the field. */
  fieldErrors?: FieldErrors<SpotterTipValues>
  /** Czech message for status 'error' (e.g. the rate limit); a general one otherwise. */
  errorMessage?: string
  /** "Poslat další tip" after success; the app resets `status` to 'idle'. */
  onReset?: () => void
}

const STEPS = [
  {
    title: 'Pošlete tip',
    text: 'Stačí pár vět o příležitosti, ideálně s lokalitou, a kontakt na vás. Nemusíte znát všechny podrobnosti.',
  },
  {
    title: 'Tip prověříme',
    text: 'Ověříme, zda majitel o prodeji nebo investorovi skutečně uvažuje, a ozveme se vám s dalším postupem.',
  },
  {
    title: 'Získáte odměnu',
    text: 'Když z vašeho tipu vznikne obchod, vyplatíme vám odměnu. Její výši s vámi dohodneme předem, jakmile se ukáže, že tip má potenciál.',
  },
]

/** Spotter (/spotter, Tipař): the programme explained and the tip form. */
export function SpotterScreen({ onSubmit, status, fieldErrors, errorMessage, onReset }: SpotterScreenProps) {
  const { errors, handleSubmit, handleChange } = useLandingForm({
    validate: validateTip,
    onSubmit,
    status,
    serverErrors: fieldErrors,
  })
  const howId = useId()
  const goodId = useId()

  return (
    <div className={l.page}>
      <header className={l.section}>
        <p className={l.eyebrow}>Program Tipař</p>
        <h1 className={l.h1}>Víte o příležitosti, která není na prodej veřejně? Pošlete nám tip</h1>
        <p className={l.lead}>
          Znáte dům, pozemek, rozestavěný projekt nebo firmu, jejíž majitel zvažuje prodej, ale nikde ji
          neinzeruje? Tipařem se může stát kdokoli. Pokud váš tip povede k uzavření obchodu, dostanete odměnu.
        </p>
      </header>

      <div className={l.split}>
        <div className={l.section}>
          <section className={l.section} aria-labelledby={howId}>
            <h2 id={howId} className={l.h2}>
              Jak to funguje
            </h2>
            <ol className={l.section}>
              {STEPS.map((step) => (
                <li key={step.title}>
                  <h3 className={l.h3}>{step.title}</h3>
                  <p className={l.muted}>{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className={l.section} aria-labelledby={goodId}>
            <h2 id={goodId} className={l.h3}>
              Co dělá tip dobrým
            </h2>
            <ul className={l.prose}>
              <li>konkrétní lokalita, ideálně obec a ulice nebo katastrální území,</li>
              <li>proč si myslíte, že majitel o prodeji nebo investorovi uvažuje,</li>
              <li>váš vztah k majiteli a zda nás s ním můžete seznámit,</li>
              <li>co o příležitosti víte: druh, velikost, stav, případně představa o ceně.</li>
            </ul>
            <p className={l.muted}>
              Neposílejte prosím informace, které jste získali protiprávně nebo v rozporu s povinností
              mlčenlivosti, ani citlivé údaje o jiných lidech (rodná čísla, zdravotní stav a podobně).
            </p>
          </section>
        </div>

        <FormShell
          title="Formulář pro tip"
          status={status}
          submitLabel="Odeslat tip"
          errorMessage={errorMessage ?? 'Tip se nepodařilo odeslat. Zkuste to prosím za chvíli znovu.'}
          successTitle="Děkujeme, tip jsme přijali"
          successText="Prověříme ho a ozveme se vám na uvedený e-mail nebo telefon."
          onReset={onReset}
          resetLabel="Poslat další tip"
          action={LANDING_ROUTES.spotter}
          onSubmit={handleSubmit}
          onChange={handleChange}
        >
          <SenderFields errors={errors} phoneHint="Když nám necháte telefon, domluvíme se rychleji." />
          <TextField
            name="location"
            label="Lokalita"
            optional
            maxLength={LIMITS.location}
            hint="Obec, případně ulice nebo katastrální území."
            error={errors.location}
          />
          <TextField
            name="description"
            label="Popis příležitosti"
            multiline
            maxLength={LIMITS.text}
            hint="Co to je, v jakém je stavu a proč myslíte, že je k mání. Alespoň 20 znaků."
            error={errors.description}
          />
          <FormConsent purpose="tipu" error={errors.consent} />
        </FormShell>
      </div>
    </div>
  )
}
