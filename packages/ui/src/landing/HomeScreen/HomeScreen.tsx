import { formatCredits, SERVICE_CATEGORIES, UNLOCK_PRICE, WELCOME_BONUS } from '@rg/domain'
import { useId } from 'react'
import { cx } from '../../internal/cx.ts'
import { homePath, SvgIcon, searchPath, userPath } from '../../internal/svg-icon.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ButtonLink } from '../parts/ButtonLink.tsx'
import * as l from '../parts/landing.css.ts'
import { LANDING_ROUTES } from '../parts/routes.ts'
import { type LandingTeaser, TeaserList, type TeaserStatus, teaserPath } from '../parts/Teasers.tsx'
import { useScrollReveal } from '../parts/use-scroll-reveal.ts'
import * as css from './HomeScreen.css.ts'

export interface HomeScreenProps {
  /** The newest published teasers (the app passes a handful, newest first). */
  teasers: readonly LandingTeaser[]
  /**
   * The teasers are fetched after the pre-rendered page shows: 'loading' keeps their room with a skeleton, 'error'
   * offers a retry, 'empty' (or no teasers) a short note.
   */
  teasersStatus?: TeaserStatus
  /** Offered when the teasers could not be loaded. */
  onRetryTeasers?: () => void
  /** Signed-in users get "to the portal" instead of the sign-up calls. */
  signedIn?: boolean
  /** Where a teaser leads; defaults to its portal detail (a visitor logs in first and returns there). */
  teaserHref?: (teaser: LandingTeaser) => string
  /** Sections below the fold fade in as they scroll into view (800 ms, 80 px, once; off with reduced motion). */
  scrollReveal?: boolean
}

const AUDIENCES: ReadonlyArray<{ icon: string; title: string; text: string }> = [
  {
    icon: searchPath,
    title: 'Investoři',
    text: 'Hledáte nemovitosti, developerské projekty, pohledávky nebo podíly ve firmách, které se nedostanou na veřejné portály. Nastavte si hlídacího psa a o nových nabídkách se dozvíte jako první.',
  },
  {
    icon: homePath,
    title: 'Vlastníci a developeři',
    text: 'Nabízíte příležitost diskrétně. Veřejně ukážete jen shrnutí; přesnou adresu, dokumenty a kontakt uvidí pouze zájemci, kteří si nabídku odemknou.',
  },
  {
    icon: userPath,
    title: 'Poskytovatelé služeb',
    text: 'Advokáti, odhadci, finanční a daňoví poradci nebo správci nemovitostí představí své služby lidem, kteří právě investují.',
  },
]

/**
 * Home (/): what the marketplace offers and for whom, how it works, fresh teasers, services, spotter, sign-up. The
 * sections below the hero reveal themselves as they scroll in (progressive: without JavaScript all simply show).
 */
export function HomeScreen({
  teasers,
  teasersStatus = 'ready',
  onRetryTeasers,
  signedIn = false,
  teaserHref = teaserPath,
  scrollReveal = true,
}: HomeScreenProps) {
  const revealRoot = useScrollReveal<HTMLDivElement>(scrollReveal)
  const ids = {
    hero: useId(),
    audience: useId(),
    how: useId(),
    teasers: useId(),
    services: useId(),
    spotter: useId(),
    signup: useId(),
  }
  const steps = [
    {
      title: 'Zaregistrujte se zdarma',
      text: `Založte si účet a doplňte profil. Na začátek od nás dostanete ${formatCredits(WELCOME_BONUS)}.`,
    },
    {
      title: 'Procházejte nabídky',
      text: 'Shrnutí každé nabídky, její lokalitu, cenu a fotografie vidíte zdarma. Hlídací pes vám pošle nové nabídky podle vašich kritérií.',
    },
    {
      title: 'Odemkněte, co vás zajímá',
      text: `Za ${formatCredits(UNLOCK_PRICE)} odemknete podrobný popis, přesnou adresu, dokumenty a kontakt na nabízejícího.`,
    },
  ]

  return (
    <div className={l.page} ref={revealRoot}>
      <section className={css.hero} aria-labelledby={ids.hero}>
        <p className={l.eyebrow}>Neveřejné investiční příležitosti</p>
        <h1 id={ids.hero} className={l.h1}>
          Investice, které nenajdete na realitních portálech
        </h1>
        <p className={l.lead}>
          Tržiště pro nemovitosti, developerské projekty, finanční smlouvy a podíly ve firmách, které se
          neprodávají veřejně. Vlastníci je nabízejí diskrétně, investoři je procházejí zdarma a podrobnosti
          si odemykají za kredity.
        </p>
        <div className={l.actions}>
          {signedIn ? (
            <ButtonLink href={LANDING_ROUTES.portal} size="lg">
              Přejít do portálu
            </ButtonLink>
          ) : (
            <ButtonLink href={LANDING_ROUTES.register} size="lg">
              Zaregistrovat se zdarma
            </ButtonLink>
          )}
          <ButtonLink href={LANDING_ROUTES.offerings} size="lg" variant="secondary">
            Prohlédnout nabídky
          </ButtonLink>
        </div>
      </section>

      <section className={l.section} aria-labelledby={ids.audience} data-reveal="">
        <h2 id={ids.audience} className={l.h2}>
          Pro koho je tržiště
        </h2>
        <ul className={cx(l.grid, l.plainList)}>
          {AUDIENCES.map((a) => (
            <li key={a.title} className={l.card}>
              <span className={css.audienceIcon}>
                <SvgIcon d={a.icon} size={28} />
              </span>
              <h3 className={l.h3}>{a.title}</h3>
              <p className={l.muted}>{a.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={l.section} aria-labelledby={ids.how} data-reveal="">
        <h2 id={ids.how} className={l.h2}>
          Jak to funguje
        </h2>
        <ol className={css.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={l.card}>
              <span className={css.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={l.h3}>{step.title}</h3>
              <p className={l.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={l.section} aria-labelledby={ids.teasers} data-reveal="">
        <div className={l.sectionHead}>
          <h2 id={ids.teasers} className={l.h2}>
            Nejnovější nabídky
          </h2>
          <Link href={LANDING_ROUTES.offerings}>Všechny nabídky</Link>
        </div>
        <TeaserList
          status={teasersStatus}
          teasers={teasers}
          label="Nejnovější nabídky"
          teaserHref={teaserHref}
          onRetry={onRetryTeasers}
        />
      </section>

      <section className={l.section} aria-labelledby={ids.services} data-reveal="">
        <h2 id={ids.services} className={l.h2}>
          Služby pro investory
        </h2>
        <p className={l.prose}>
          Investice málokdy obejde bez odborníků. V katalogu služeb najdete ty, kdo vám pomohou s prověřením,
          financováním i správou, a u služeb vidíte celý popis hned, bez odemykání.
        </p>
        <ul className={css.chips} aria-label="Kategorie služeb">
          {SERVICE_CATEGORIES.filter((c) => c.code !== 'OTHER_SERVICE').map((category) => (
            <li key={category.code} className={css.chip}>
              {category.label}
            </li>
          ))}
        </ul>
        <div className={l.actions}>
          <ButtonLink href={LANDING_ROUTES.services} variant="secondary">
            Prohlédnout služby
          </ButtonLink>
        </div>
      </section>

      <section className={css.bandAccent} aria-labelledby={ids.spotter} data-reveal="">
        <h2 id={ids.spotter} className={l.h2}>
          Víte o zajímavé příležitosti? Staňte se tipařem
        </h2>
        <p className={l.prose}>
          Znáte dům, pozemek nebo firmu, které majitel zvažuje prodat, ale nikde je neinzeruje? Pošlete nám
          tip. Když z něj vznikne obchod, dostanete odměnu.
        </p>
        <div className={l.actions}>
          <ButtonLink href={LANDING_ROUTES.spotter}>Jak funguje program Tipař</ButtonLink>
        </div>
      </section>

      <section className={l.band} aria-labelledby={ids.signup} data-reveal="">
        <h2 id={ids.signup} className={cx(l.h2, l.bandHeading)}>
          {signedIn ? 'Pokračujte v portálu' : 'Začněte ještě dnes'}
        </h2>
        <p className={l.bandText}>
          Registrace je zdarma a nic nezavazuje. Plaťte jen za to, co odemknete, nebo si zvolte předplatné s
          kredity na každý měsíc. Kredity nepropadají.
        </p>
        <div className={l.actions}>
          <ButtonLink
            href={signedIn ? LANDING_ROUTES.portal : LANDING_ROUTES.register}
            variant="secondary"
            size="lg"
          >
            {signedIn ? 'Přejít do portálu' : 'Vytvořit účet'}
          </ButtonLink>
          <Link href={LANDING_ROUTES.pricing} tone="inverse">
            Ceník a předplatné
          </Link>
        </div>
      </section>
    </div>
  )
}
