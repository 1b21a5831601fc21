import {
  COOKIE_STORAGE_KEY,
  type CookieConsent as Consent,
  consentAfter,
  parseConsent,
  serializeConsent,
  shouldShowCookieBar,
  trackingAllowed,
} from '@rg/domain/cookie-consent'
import { COOKIE_TRACKING_DELAY_MS } from '@rg/domain/ui-settings'
import { CookieBar } from '@rg/ui'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { startTracking } from './tracking.ts'

function readStored(): Consent {
  try {
    return parseConsent(window.localStorage.getItem(COOKIE_STORAGE_KEY))
  } catch {
    return parseConsent(null)
  }
}

const DECIDED_EVENT = 'rg-cookies-decided'
/** This page view's decision, for a browser that cannot store it (private mode). */
let decidedInThisView: Consent | null = null
/** Whether the page renders the bar at all (the app's root does; a story of a single route does not). */
let barHost = false

const subscribeDecision = (onChange: () => void) => {
  window.addEventListener(DECIDED_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(DECIDED_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/**
 * Whether the cookie bar is open (no decision yet in this browser). The portal's tour waits for it: its overlay
 * would make the bar unclickable (docs/decisions/1001-cookie-bar-reserves-space.md). Client-rendered pages only.
 */
export function useCookieBarOpen(): boolean {
  return useSyncExternalStore(
    subscribeDecision,
    () => barHost && shouldShowCookieBar(decidedInThisView ?? readStored()),
    () => true,
  )
}

/** The decision to the server; errors are ignored (docs/product/screens-and-limits.md "Calls"). The API client loads only when it is needed. */
function sendDecision(action: 'accept' | 'reject') {
  void import('../api/cookie.ts')
    .then(({ postCookieDecision }) => postCookieDecision(action))
    .catch(() => undefined)
}

/**
 * The cookie bar while the decision is unknown (local storage `rg-cookies`), the decision sent to the server
 * (errors ignored, docs/product/screens-and-limits.md "Calls") and tracking started about 500 ms after approval, never before.
 * Rendered after mount only: pre-rendered HTML cannot know what this browser decided.
 */
export function CookieConsent() {
  // Set while rendering, so a tour rendered in the same pass re-reads it before the first paint.
  barHost = true
  const [consent, setConsent] = useState<Consent | null>(null)

  useEffect(() => setConsent(readStored()), [])

  useEffect(() => {
    if (consent === null || !trackingAllowed(consent)) return
    const timer = window.setTimeout(() => startTracking(), COOKIE_TRACKING_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [consent])

  if (consent === null || !shouldShowCookieBar(consent)) return null

  const decide = (action: 'accept' | 'reject') => {
    const next = consentAfter(consent, action)
    try {
      window.localStorage.setItem(COOKIE_STORAGE_KEY, serializeConsent(next))
    } catch {
      // Private mode without storage: the decision holds for this page view.
    }
    setConsent(next)
    decidedInThisView = next
    window.dispatchEvent(new Event(DECIDED_EVENT))
    sendDecision(action)
  }

  return <CookieBar consent={consent} onAccept={() => decide('accept')} onReject={() => decide('reject')} />
}
