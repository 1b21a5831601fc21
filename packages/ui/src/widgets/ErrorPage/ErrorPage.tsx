import { errorHomeTarget, errorPageHeadline } from '@rg/domain/navigation'
import { Icon } from '../../internal/icons.tsx'
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx'
import { HouseCarousel } from '../HouseCarousel/HouseCarousel.tsx'
import { LogoLink } from '../Logo/Logo.tsx'
import * as css from './ErrorPage.css.ts'

export interface ErrorPageProps {
  /** HTTP-like status: 404 gives 'Stránka nenalezena', anything else 'Něco se pokazilo'. */
  status: number
  /** The path where the error happened; decides where 'Domů' leads (/portal, /auth or /). */
  pathname: string
  /**
   * 'Zpět': the app goes to the previous history entry, or to / when there is none
   * (e.g. `() => (window.history.length > 1 ? navigate(-1) : navigate('/'))`).
   */
  onBack: () => void
  /** Technical detail for support, e.g. 'Page not found: /x'; shown small under the body. */
  message?: string
  /** Fixed carousel width for tests; measured by default. */
  carouselWidth?: number
}

/** The global error page of docs/product/screens-and-limits.md "Screens". */
export function ErrorPage({ status, pathname, onBack, message, carouselWidth }: ErrorPageProps) {
  const notFound = status === 404
  return (
    <div className={css.page}>
      <main className={css.main}>
        <LogoLink href="/" variant="wide" />
        <p className={css.status} aria-hidden>
          {status}
        </p>
        <h1 className={css.headline}>{errorPageHeadline(status)}</h1>
        <p className={css.body}>
          {notFound
            ? 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta. Vraťte se prosím na úvodní stránku.'
            : 'Omlouváme se, stránku se nepodařilo zobrazit. Vraťte se prosím na úvodní stránku a zkuste to znovu.'}
        </p>
        {message ? <p className={css.detail}>{message}</p> : null}
        <div className={css.actions}>
          <Button variant="secondary" size="lg" icon={<Icon name="chevronLeft" />} onClick={onBack}>
            Zpět
          </Button>
          <ButtonLink href={errorHomeTarget(pathname)} size="lg" icon={<Icon name="home" />}>
            Domů
          </ButtonLink>
        </div>
      </main>
      <footer>
        <HouseCarousel width={carouselWidth} />
      </footer>
    </div>
  )
}
