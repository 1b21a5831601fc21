import { operatorLine } from '@rg/domain/site'
import { useId } from 'react'
import { Icon } from '../../internal/icons.tsx'
import { SiteLink, SiteValue } from '../../internal/SiteValue.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { FormConsent, SenderFields, TextField } from '../parts/FormFields.tsx'
import { FormShell } from '../parts/FormShell.tsx'
import * as l from '../parts/landing.css.ts'
import { type ContactMessageValues, LIMITS, validateContact } from '../parts/landing-validation.ts'
import { LANDING_ROUTES } from '../parts/routes.ts'
import { type FieldErrors, type LandingFormStatus, useLandingForm } from '../parts/use-landing-form.ts'
import * as css from './ContactScreen.css.ts'

export interface ContactScreenProps {
  /**
   * The operator's e-mail (site configuration SITE_EMAIL); null: not configured, the line is left out; undefined:
   * not known yet (the page pre-rendered without the configuration), a marked link the server fills in.
   */
  email?: string | null
  /** The operator's phone (site configuration SITE_PHONE); null and undefined as for `email`. */
  phone?: string | null
  /** Who runs the site (OPERATOR_*), named under "Provozovatel" (the server fills it into the pre-rendered HTML). */
  operator?: { name: string; ico?: string | null; address?: string | null } | null
  /** Called with valid values only; the app stores the message and moves `status` to 'success' or 'error'. */
  onSubmit: (values: ContactMessageValues) => Promise<unknown>
  status: LandingFormStatus
  /** Czech field errors from the server; shown until the user edits the field. */
  fieldErrors?: FieldErrors<ContactMessageValues>
  /** Czech message for status 'error' (e.g. the rate limit); a general one otherwise. */
  errorMessage?: string
  /** "Napsat další zprávu" after success; the app resets `status` to 'idle'. */
  onReset?: () => void
}

/** Contact (/contact): the operator's e-mail and phone and a contact form. */
export function ContactScreen({
  email,
  phone,
  operator,
  onSubmit,
  status,
  fieldErrors,
  errorMessage,
  onReset,
}: ContactScreenProps) {
  const { errors, handleSubmit, handleChange } = useLandingForm({
    validate: validateContact,
    onSubmit,
    status,
    serverErrors: fieldErrors,
  })
  const channelsId = useId()
  const fallback = email ? ` nebo nám napište přímo na ${email}` : ''

  return (
    <div className={l.page}>
      <header className={l.section}>
        <h1 className={l.h1}>Kontakt</h1>
        <p className={l.lead}>
          Máte dotaz k nabídce, k platbě nebo k předplatnému pro firmy? Chcete u nás nabízet své služby?
          Napište nám, ozveme se vám co nejdříve.
        </p>
      </header>

      <div className={l.split}>
        <section className={l.section} aria-labelledby={channelsId}>
          <h2 id={channelsId} className={l.h2}>
            Provozovatel
          </h2>
          <p className={l.prose}>
            <SiteValue field="provozovatel-udaje" value={operator ? operatorLine(operator) : null} />
          </p>
          {email !== null || phone !== null ? (
            <ul className={css.channels}>
              {email !== null ? (
                <li className={css.channel}>
                  <span className={css.channelIcon}>
                    <Icon name="mail" size={22} />
                  </span>
                  <span className={css.channelText}>
                    <span className={css.channelLabel}>E-mail</span>
                    <SiteLink field="email" value={email} className={css.channelValue} />
                  </span>
                </li>
              ) : null}
              {phone !== null ? (
                <li className={css.channel}>
                  <span className={css.channelIcon}>
                    <Icon name="phone" size={22} />
                  </span>
                  <span className={css.channelText}>
                    <span className={css.channelLabel}>Telefon</span>
                    <SiteLink field="telefon" value={phone} className={css.channelValue} />
                  </span>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className={l.muted}>Napište nám prosím přes formulář, ozveme se vám.</p>
          )}
          <p className={l.muted}>
            Jak nakládáme s údaji z formuláře, popisují{' '}
            <Link href={LANDING_ROUTES.gdpr}>zásady zpracování osobních údajů</Link>. Tip na investiční
            příležitost pošlete nejlépe přes <Link href={LANDING_ROUTES.spotter}>program Tipař</Link>.
          </p>
        </section>

        <FormShell
          title="Napište nám"
          status={status}
          submitLabel="Odeslat zprávu"
          errorMessage={
            errorMessage ?? `Zprávu se nepodařilo odeslat. Zkuste to prosím za chvíli znovu${fallback}.`
          }
          successTitle="Děkujeme, zprávu jsme přijali"
          successText="Odpovíme vám na uvedený e-mail co nejdříve."
          onReset={onReset}
          resetLabel="Napsat další zprávu"
          action={LANDING_ROUTES.contact}
          onSubmit={handleSubmit}
          onChange={handleChange}
        >
          <SenderFields errors={errors} />
          <TextField name="message" label="Zpráva" multiline maxLength={LIMITS.text} error={errors.message} />
          <FormConsent purpose="zprávy" error={errors.consent} />
        </FormShell>
      </div>
    </div>
  )
}
