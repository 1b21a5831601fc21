import { formatCredits, formatCzk, SERVICE_CATEGORIES, UNLOCK_PRICE, WELCOME_BONUS } from '@rg/domain'
import { useId } from 'react'
import { cx } from '../../internal/cx.ts'
import { Icon, type IconName } from '../../internal/icons.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ButtonLink } from '../parts/ButtonLink.tsx'
import * as l from '../parts/landing.css.ts'
import { LANDING_ROUTES, portalListingHref } from '../parts/routes.ts'
import * as css from './HomeScreen.css.ts'

/** One public teaser of a published listing, as the home page shows it. */
export interface LandingTeaser {
  id: string
  name: string
  subtitle: string
  city: string
  region: string
  /** Whole CZK; null shows "Cena na dotaz". */
  priceCzk: number | null
  /** Czech category label, e.g. "Nemovitost". */
  category: string
  /** Already transformed (sized, webp) image URL; null shows a placeholder. */
  photoUrl: string | null
}

export interface HomeScreenProps {
  /** The newest published teasers (the app passes a handful, newest first); empty shows a short note. */
  teasers: readonly LandingTeaser[]
  /** Signed-in users get "to the portal" instead of the sign-up calls. */
  signedIn?: boolean
  /** Where a teaser leads; defaults to its portal detail (a visitor logs in first and returns there). */
  teaserHref?: (id: string) => string
}

const AUDIENCES: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'search',
    title: 'Investoři',
    text: 'Hledáte nemovitosti, developerské projekty, pohledávky nebo podíly ve firmách, které se nedostanou na veřejné portály. Nastavte si hlídacího psa a o nových nabídkách se dozvíte jako první.',
  },
  {
    icon: 'home',
    title: 'Vlastníci a developeři',
    text: 'Nabízíte příležitost diskrétně. Veřejně ukážete jen shrnutí; přesnou adresu, dokumenty a kontakt uvidí pouze zájemci, kteří si nabídku odemknou.',
  },
  {
    icon: 'user',
    title: 'Poskytovatelé služeb',
    text: 'Advokáti, odhadci, finanční a daňoví poradci nebo správci nemovitostí představí své služby lidem, kteří právě investují.',
  },
]

/** Home (/): what the marketplace offers and for whom, how it works, fresh teasers, services, spotter, sign-up. */
export function HomeScreen({ teasers, signedIn = false, teaserHref = portalListingHref }: HomeScreenProps) {
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
    <div className={l.page}>
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

      <section className={l.section} aria-labelledby={ids.audience}>
        <h2 id={ids.audience} className={l.h2}>
          Pro koho je tržiště
        </h2>
        <ul className={cx(l.grid, l.plainList)}>
          {AUDIENCES.map((a) => (
            <li key={a.title} className={l.card}>
              <span className={css.audienceIcon}>
                <Icon name={a.icon} size={28} />
              </span>
              <h3 className={l.h3}>{a.title}</h3>
              <p className={l.muted}>{a.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={l.section} aria-labelledby={ids.how}>
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

      <section className={l.section} aria-labelledby={ids.teasers}>
        <div className={css.sectionHead}>
          <h2 id={ids.teasers} className={l.h2}>
            Nejnovější nabídky
          </h2>
          <Link href={LANDING_ROUTES.offerings}>Všechny nabídky</Link>
        </div>
        {teasers.length === 0 ? (
          <p className={l.muted}>Nové nabídky právě procházejí schválením. Podívejte se sem brzy znovu.</p>
        ) : (
          <ul className={css.teaserGrid}>
            {teasers.map((teaser) => (
              <li key={teaser.id}>
                <TeaserCard teaser={teaser} href={teaserHref(teaser.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={l.section} aria-labelledby={ids.services}>
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

      <section className={cx(css.band, css.bandAccent)} aria-labelledby={ids.spotter}>
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

      <section className={css.band} aria-labelledby={ids.signup}>
        <h2 id={ids.signup} className={cx(l.h2, css.bandHeading)}>
          {signedIn ? 'Pokračujte v portálu' : 'Začněte ještě dnes'}
        </h2>
        <p className={css.bandText}>
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

function TeaserCard({ teaser, href }: { teaser: LandingTeaser; href: string }) {
  return (
    <article className={css.teaser}>
      {teaser.photoUrl ? (
        <img
          className={css.teaserMedia}
          src={teaser.photoUrl}
          alt=""
          width={400}
          height={250}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={css.teaserPlaceholder} aria-hidden="true">
          <Icon name="image" size={40} />
        </div>
      )}
      <div className={css.teaserBody}>
        <span className={css.teaserCategory}>{teaser.category}</span>
        <h3 className={css.teaserTitle}>
          <Link href={href} className={css.teaserLink} underline="hover">
            {teaser.name}
          </Link>
        </h3>
        <p className={css.teaserSubtitle}>{teaser.subtitle}</p>
        <div className={css.teaserMeta}>
          <span>
            {teaser.city}, {teaser.region}
          </span>
          <span className={css.price}>{formatCzk(teaser.priceCzk)}</span>
        </div>
      </div>
    </article>
  )
}
