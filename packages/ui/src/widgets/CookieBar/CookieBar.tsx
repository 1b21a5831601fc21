import { type CookieConsent, shouldShowCookieBar } from '@rg/domain/cookie-consent'
import { useLayoutEffect, useRef, useState } from 'react'
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

/**
 * The cookie consent bar (docs/product/screens-and-limits.md "States"): visible until the user accepts or rejects. It is no cookie wall:
 * an empty block of the bar's height follows the page, so everything can be scrolled above the bar and used while
 * it is open (docs/decisions/1001-cookie-bar-reserves-space.md).
 */
export function CookieBar({ consent, onAccept, onReject, privacyHref = '/legal/gdpr' }: CookieBarProps) {
  if (!shouldShowCookieBar(consent)) return null
  return <OpenCookieBar onAccept={onAccept} onReject={onReject} privacyHref={privacyHref} />
}

function OpenCookieBar({ onAccept, onReject, privacyHref = '/legal/gdpr' }: Omit<CookieBarProps, 'consent'>) {
  const bar = useRef<HTMLElement>(null)
  const [space, setSpace] = useState(0)
  useLayoutEffect(() => {
    const element = bar.current
    if (!element) return
    const measure = () => {
      const { top } = element.getBoundingClientRect()
      setSpace(Math.ceil(window.innerHeight - top))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])
  return (
    <>
      <div className={css.spacer} style={{ height: space }} aria-hidden="true" data-cookie-bar-space="" />
      <section ref={bar} className={css.root} aria-label="Souhlas s cookies">
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
    </>
  )
}
