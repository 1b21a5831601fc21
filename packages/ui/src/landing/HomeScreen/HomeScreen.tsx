import { useId } from 'react'
import { HOME_TEXT } from '#home-text'
import { cx } from '../../internal/cx.ts'
import { StaticHtml, staticContent } from '../../internal/static-html.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ButtonLink } from '../parts/ButtonLink.tsx'
import * as l from '../parts/landing.css.ts'
import { LANDING_ROUTES } from '../parts/routes.ts'
import { type LandingTeaser, TeaserList, type TeaserStatus, teaserHrefFor } from '../parts/Teasers.tsx'
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

/**
 * The fixed texts and lists: in the pre-rendered HTML, not in the page's scripts (docs/decisions/0305-home-static-html.md).
 * The server build has them (#home-text); a browser keeps the server's or, rendering the page itself, loads them.
 */
const homeText = staticContent(HOME_TEXT, () => import('./HomeText.tsx').then((m) => m.homeText))

/** Loads the fixed texts ahead, for a render in the browser that should not wait for them (Storybook's loaders). */
export const preloadHomeText = () => homeText.load()

/**
 * Home (/): what the marketplace offers and for whom, how it works, fresh teasers, services, spotter, sign-up. The
 * sections below the hero reveal themselves as they scroll in (progressive: without JavaScript all simply show).
 */
export function HomeScreen({
  teasers,
  teasersStatus = 'ready',
  onRetryTeasers,
  signedIn = false,
  teaserHref = teaserHrefFor(signedIn),
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

  return (
    <div className={l.page} ref={revealRoot}>
      <section className={css.hero} aria-labelledby={ids.hero}>
        <StaticHtml as="p" className={l.eyebrow} source={homeText} part="eyebrow" />
        <h1 id={ids.hero} className={l.h1}>
          Investice, které nenajdete na realitních portálech
        </h1>
        <StaticHtml as="p" className={l.lead} source={homeText} part="lead" />
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
        <StaticHtml as="ul" className={cx(l.grid, l.plainList)} source={homeText} part="audiences" />
      </section>

      <section className={l.section} aria-labelledby={ids.how} data-reveal="">
        <h2 id={ids.how} className={l.h2}>
          Jak to funguje
        </h2>
        <StaticHtml as="ol" className={css.steps} source={homeText} part="steps" />
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
        <StaticHtml as="p" className={l.prose} source={homeText} part="services" />
        <StaticHtml
          as="ul"
          className={css.chips}
          aria-label="Kategorie služeb"
          source={homeText}
          part="serviceCategories"
        />
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
        <StaticHtml as="p" className={l.prose} source={homeText} part="spotter" />
        <div className={l.actions}>
          <ButtonLink href={LANDING_ROUTES.spotter}>Jak funguje program Tipař</ButtonLink>
        </div>
      </section>

      <section className={l.band} aria-labelledby={ids.signup} data-reveal="">
        <h2 id={ids.signup} className={cx(l.h2, l.bandHeading)}>
          {signedIn ? 'Pokračujte v portálu' : 'Začněte ještě dnes'}
        </h2>
        <StaticHtml as="p" className={l.bandText} source={homeText} part="signup" />
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
