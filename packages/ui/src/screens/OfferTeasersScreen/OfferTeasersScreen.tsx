import { formatNumber, PAGES } from '@rg/domain'
import { useId } from 'react'
import { ButtonLink } from '../../landing/parts/ButtonLink.tsx'
import * as l from '../../landing/parts/landing.css.ts'
import { LANDING_ROUTES } from '../../landing/parts/routes.ts'
import {
  type LandingTeaser,
  registerThen,
  TeaserList,
  type TeaserStatus,
  teaserHrefFor,
} from '../../landing/parts/Teasers.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as css from './OfferTeasersScreen.css.ts'

export interface OfferTeasersScreenProps {
  kind: 'LISTING' | 'SERVICE'
  /**
   * The teasers are fetched after the pre-rendered page shows: 'loading' keeps their room with a skeleton, 'error'
   * offers a retry, 'empty' says none are published yet.
   */
  status?: TeaserStatus
  /** The newest published teasers of this kind. */
  teasers?: readonly LandingTeaser[]
  /** How many are published in all (the list shows the newest few). */
  total?: number | null
  /** Signed-in users are sent to the portal's list instead of registration. */
  signedIn?: boolean
  onRetry?: () => void
  /** Where a teaser leads; defaults to its portal detail, through registration for a visitor (teaserHrefFor). */
  teaserHref?: (teaser: LandingTeaser) => string
}

const COPY = {
  LISTING: {
    title: 'Investiční příležitosti',
    lead: 'Nemovitosti, developerské projekty, pohledávky a podíly ve firmách, které se neprodávají veřejně. Shrnutí nabídky, lokalitu, cenu a fotografie vidíte zdarma; podrobnosti si po registraci odemknete za kredity.',
    list: 'Nejnovější nabídky',
    empty: 'Nové nabídky právě procházejí schválením. Podívejte se sem brzy znovu.',
    more: 'Podrobný popis, přesnou adresu, dokumenty a kontakt na nabízejícího uvidíte po registraci a odemčení nabídky. Registrovaní uživatelé mají k dispozici i filtry a hlídacího psa.',
    portal: PAGES.listings,
  },
  SERVICE: {
    title: 'Služby pro investory',
    lead: 'Právní služby, znalecké posudky, financování, daně a správa nemovitostí od odborníků, kteří znají investice mimo veřejný trh. Popis služby vidíte celý, kontakt na poskytovatele po registraci.',
    list: 'Nejnovější služby',
    empty: 'Nové služby právě procházejí schválením. Podívejte se sem brzy znovu.',
    more: 'Kompletní popis služeb a kontakty na poskytovatele vidí registrovaní uživatelé.',
    portal: PAGES.services,
  },
} as const

/** Public teasers (/offerings, /services): the newest published offers of one kind and a call to register. */
export function OfferTeasersScreen({
  kind,
  status = 'loading',
  teasers = [],
  total,
  signedIn = false,
  onRetry,
  teaserHref = teaserHrefFor(signedIn),
}: OfferTeasersScreenProps) {
  const copy = COPY[kind]
  const ids = { list: useId(), more: useId() }
  const loginHref = `${LANDING_ROUTES.login}?redirect=${encodeURIComponent(copy.portal)}`
  const allHref = signedIn ? copy.portal : registerThen(copy.portal)
  return (
    <div className={l.page}>
      <header className={css.header}>
        <h1 className={l.h1}>{copy.title}</h1>
        <p className={l.lead}>{copy.lead}</p>
      </header>

      <section className={l.section} aria-labelledby={ids.list}>
        <div className={l.sectionHead}>
          <h2 id={ids.list} className={l.h2}>
            {copy.list}
          </h2>
          {status === 'ready' && total ? (
            <span className={css.count}>
              {kind === 'LISTING' ? 'Zveřejněných nabídek' : 'Zveřejněných služeb'}: {formatNumber(total)}
            </span>
          ) : null}
        </div>
        <TeaserList
          status={status}
          teasers={teasers}
          label={copy.list}
          teaserHref={teaserHref}
          onRetry={onRetry}
          emptyText={copy.empty}
        />
        {status === 'ready' && total && total > teasers.length ? (
          <p className={css.all}>
            <Link href={allHref}>
              {kind === 'LISTING' ? 'Zobrazit všechny nabídky' : 'Zobrazit všechny služby'} (
              {formatNumber(total)}){signedIn ? '' : ' po registraci'}
            </Link>
          </p>
        ) : null}
      </section>

      <section className={l.band} aria-labelledby={ids.more}>
        <h2 id={ids.more} className={`${l.h2} ${l.bandHeading}`}>
          {signedIn ? 'Pokračujte v portálu' : 'Chcete vidět víc?'}
        </h2>
        <p className={l.bandText}>{copy.more}</p>
        <div className={l.actions}>
          {signedIn ? (
            <ButtonLink href={copy.portal} variant="secondary" size="lg">
              Procházet v portálu
            </ButtonLink>
          ) : (
            <>
              <ButtonLink href={registerThen(copy.portal)} variant="secondary" size="lg">
                Zaregistrovat se zdarma
              </ButtonLink>
              <Link href={loginHref} tone="inverse">
                Už mám účet, přihlásit se
              </Link>
            </>
          )}
        </div>
      </section>
    </div>
  )
}
