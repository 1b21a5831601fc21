import { type CookieConsent, shouldShowCookieBar } from '@rg/domain'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as css from './CookieBar.css.ts'

export interface CookieBarProps {
  /** The stored decision (parseConsent of localStorage 'rg-cookies'); the bar shows only while it is unknown (0). */
  consent: CookieConsent
  onAccept: () => void
  onReject: () => void
  /** Link to the privacy policy. */
  privacyHref?: string
}

/** The cookie consent bar (spec sections 1 and 4): visible until the user accepts or rejects. */
export function CookieBar({ consent, onAccept, onReject, privacyHref = '/legal/gdpr' }: CookieBarProps) {
  if (!shouldShowCookieBar(consent)) return null
  return (
    <section className={css.root} aria-label="Souhlas s cookies">
      <div className={css.inner}>
        <p className={css.text}>
          Používáme nezbytné cookies, aby stránky fungovaly. Analytické cookies, které nám pomáhají službu
          zlepšovat, zapneme jen s vaším souhlasem. Více v{' '}
          <Link href={privacyHref}>zásadách zpracování osobních údajů</Link>.
        </p>
        <div className={css.actions}>
          <Button variant="secondary" onClick={onReject}>
            Odmítnout
          </Button>
          <Button onClick={onAccept}>Přijmout</Button>
        </div>
      </div>
    </section>
  )
}
