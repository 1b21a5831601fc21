import { CREATE_PRICE, UNLOCK_PRICE } from '@rg/domain/credits'
import { formatCredits, formatCzk, pluralCs } from '@rg/domain/czech-format'
import {
  CREDIT_PACKS,
  type CreditPack,
  TIERS,
  type TierConfig,
  type TierId,
  YEARLY_PRICE_MONTHS,
} from '@rg/domain/tiers'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../../internal/icons.tsx'
import { TierBadge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { vars } from '../../theme/theme.css.ts'
import * as l from '../parts/landing.css.ts'
import { LANDING_ROUTES } from '../parts/routes.ts'
import * as css from './PricingScreen.css.ts'

export type PricingTerm = 'MONTHLY' | 'YEARLY'

/** What a call to action chose: a tier (with the term shown at the time) or a credit pack. */
export type PricingChoice = TierId | CreditPack

export interface PricingScreenProps {
  /**
   * Every call to action ends here; the app decides: a visitor goes to registration, a signed-in user to the
   * purchase flow (ENTERPRISE to the contact form). `term` is the switch's state when the user clicked.
   */
  onChoose: (choice: PricingChoice, term: PricingTerm) => void
  /** Controlled term of the monthly/yearly switch. */
  term?: PricingTerm
  /** Initial term when uncontrolled. */
  defaultTerm?: PricingTerm
  onTermChange?: (term: PricingTerm) => void
  /** Changes the wording of the calls to action from "register" to "order". */
  signedIn?: boolean
}

const MONTH_FORMS = ['měsíc', 'měsíce', 'měsíců'] as const
const MONTHS_FREE = 12 - YEARLY_PRICE_MONTHS

function unlocksFor(credits: number): string {
  const count = Math.floor(credits / UNLOCK_PRICE)
  return `${count} ${pluralCs(count, ['odemčení', 'odemčení', 'odemčení'])}`
}

/** Pricing (/pricing): the tiers and credit packs of the domain's price configuration, monthly or yearly. */
export function PricingScreen({
  onChoose,
  term,
  defaultTerm = 'MONTHLY',
  onTermChange,
  signedIn = false,
}: PricingScreenProps) {
  const [ownTerm, setOwnTerm] = useState<PricingTerm>(defaultTerm)
  const current = term ?? ownTerm
  const changeTerm = (next: PricingTerm) => {
    if (term === undefined) setOwnTerm(next)
    onTermChange?.(next)
  }
  const ids = { title: useId(), tiers: useId(), packs: useId(), unlock: useId(), term: useId() }
  // The page is pre-rendered: a term picked before the scripts ran is in the DOM (React keeps a radio's checked state
  // through hydration) but not in the state, so the calls to action would carry the other term. Adopt it once.
  const switchRef = useRef<HTMLFieldSetElement>(null)
  const atHydration = useRef({ current, changeTerm })
  useEffect(() => {
    const picked = switchRef.current?.querySelector<HTMLInputElement>('input:checked')?.value
    const { current: rendered, changeTerm: adopt } = atHydration.current
    if ((picked === 'MONTHLY' || picked === 'YEARLY') && picked !== rendered) adopt(picked)
  }, [])

  return (
    <div className={l.page}>
      <header className={l.section}>
        <h1 id={ids.title} className={l.h1}>
          Ceník
        </h1>
        <p className={l.lead}>
          Prohlížení nabídek je zdarma. Platíte až za odemčení podrobností, a to kredity: kupte si je podle
          potřeby, nebo zvolte předplatné, které vám kredity připisuje každý měsíc. Kredity nepropadají.
        </p>
      </header>

      <section className={l.section} aria-labelledby={ids.tiers}>
        <h2 id={ids.tiers} className={l.h2}>
          Tarify
        </h2>
        <fieldset ref={switchRef} className={css.termSwitch}>
          <legend className={l.visuallyHidden}>Platba předplatného</legend>
          {(['MONTHLY', 'YEARLY'] as const).map((value) => (
            <span key={value} className={css.termOption}>
              <input
                id={`${ids.term}-${value}`}
                className={css.termInput}
                type="radio"
                name={`${ids.term}-term`}
                value={value}
                checked={current === value}
                onChange={() => changeTerm(value)}
              />
              <label htmlFor={`${ids.term}-${value}`} className={css.termLabel}>
                {value === 'MONTHLY' ? 'Měsíčně' : 'Ročně'}
                {value === 'YEARLY' ? (
                  <span className={css.saving}>
                    {MONTHS_FREE} {pluralCs(MONTHS_FREE, MONTH_FORMS)} zdarma
                  </span>
                ) : null}
              </label>
            </span>
          ))}
        </fieldset>
        <ul className={css.tiers}>
          {TIERS.map((tier) => (
            <li key={tier.id}>
              <TierCard tier={tier} term={current} signedIn={signedIn} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      </section>

      <section className={l.section} aria-labelledby={ids.packs}>
        <h2 id={ids.packs} className={l.h2}>
          Balíčky kreditů
        </h2>
        <p className={l.prose}>
          Bez předplatného si kredity koupíte jednorázově. Platí se převodem s QR Platbou; kredity vám
          připíšeme, jakmile platba dorazí, a nikdy nepropadají.
        </p>
        <ul className={css.packs}>
          {CREDIT_PACKS.map((pack) => (
            <li key={pack.credits} className={l.card}>
              <p className={css.packCredits}>{formatCredits(pack.credits)}</p>
              <p className={css.price}>{formatCzk(pack.priceCzk)}</p>
              <p className={l.muted}>Vystačí na {unlocksFor(pack.credits)} nabídek.</p>
              <Button
                variant="secondary"
                onClick={() => onChoose(pack, current)}
                aria-label={`${signedIn ? 'Koupit' : 'Zaregistrovat se a koupit'} ${formatCredits(pack.credits)} za ${formatCzk(pack.priceCzk)}`}
              >
                {signedIn ? 'Koupit' : 'Zaregistrovat se a koupit'}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.info} aria-labelledby={ids.unlock}>
        <span className={css.infoIcon}>
          <Icon name="info" size={24} />
        </span>
        <div className={l.section}>
          <h2 id={ids.unlock} className={l.h3}>
            Kolik stojí odemčení
          </h2>
          <p>
            Odemčení jedné nabídky stojí {formatCredits(UNLOCK_PRICE)}. Zpřístupní podrobný popis, přesnou
            adresu, dokumenty a kontakt na nabízejícího a zůstane vám natrvalo; stejnou nabídku podruhé
            neplatíte.
            {CREATE_PRICE === 0
              ? ' Vložení vlastní nabídky je zdarma.'
              : ` Vložení vlastní nabídky stojí ${formatCredits(CREATE_PRICE)}.`}
          </p>
          <p className={l.muted}>
            Ceny jsou uvedeny v korunách českých. Podrobnosti najdete v{' '}
            <Link href={LANDING_ROUTES.vop}>obchodních podmínkách</Link>.
          </p>
        </div>
      </section>
    </div>
  )
}

interface TierCardProps {
  tier: TierConfig
  term: PricingTerm
  signedIn: boolean
  onChoose: PricingScreenProps['onChoose']
}

function TierCard({ tier, term, signedIn, onChoose }: TierCardProps) {
  const monthly = tier.monthlyPriceCzk
  const yearly = tier.yearlyPriceCzk
  const priced = monthly !== null && yearly !== null
  const features: string[] = []
  let priceText: string
  let perText: string | null = null
  let action: string

  if (tier.id === 'USAGE') {
    priceText = formatCzk(0)
    perText = 'bez měsíčního poplatku'
    features.push('Kredity kupujete v balíčcích, jak je potřebujete')
    features.push(`Odemčení nabídky za ${formatCredits(UNLOCK_PRICE)}`)
    features.push('Hlídací pes a adresář kontaktů v ceně')
    action = signedIn ? 'Koupit kredity' : 'Začít zdarma'
  } else if (tier.id === 'ENTERPRISE') {
    priceText = 'Individuálně'
    perText = 'cena podle dohody'
    features.push('Kredity a podmínky na míru vaší firmě')
    features.push('Domluvíme se přes kontaktní formulář')
    action = 'Domluvit nabídku'
  } else if (priced) {
    priceText = formatCzk(term === 'MONTHLY' ? monthly : yearly)
    perText = term === 'MONTHLY' ? 'měsíčně' : 'ročně'
    const credits = tier.monthlyCredits ?? 0
    features.push(`${formatCredits(credits)} každý měsíc`)
    features.push(`To je až ${unlocksFor(credits)} měsíčně`)
    if (term === 'YEARLY') features.push(`Ušetříte ${formatCzk(monthly * 12 - yearly)} oproti měsíční platbě`)
    features.push('Nevyčerpané kredity se převádějí dál')
    action = signedIn ? `Objednat ${tier.label}` : `Vybrat ${tier.label}`
  } else {
    priceText = formatCzk(null)
    action = `Vybrat ${tier.label}`
  }

  return (
    <article className={css.tier} style={{ borderTopColor: vars.tier[tier.id] }}>
      <h3 className={css.tierName}>
        <TierBadge tier={tier.id} className={css.tierBadge} />
      </h3>
      <p className={css.price}>
        {priceText}
        {perText ? <span className={css.per}> {perText}</span> : null}
      </p>
      <ul className={css.features}>
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <Button
        variant={tier.id === 'ENTERPRISE' ? 'secondary' : 'primary'}
        fullWidth
        onClick={() => onChoose(tier.id, term)}
      >
        {action}
      </Button>
    </article>
  )
}
