import {
  COOKIE_STORAGE_KEY,
  COOKIE_TRACKING_DELAY_MS,
  type CookieConsent as Consent,
  consentAfter,
  parseConsent,
  serializeConsent,
  shouldShowCookieBar,
  trackingAllowed,
} from '@rg/domain'
import { CookieBar } from '@rg/ui'
import { useEffect, useState } from 'react'
import { startTracking } from './tracking.ts'

function readStored(): Consent {
  try {
    return parseConsent(window.localStorage.getItem(COOKIE_STORAGE_KEY))
  } catch {
    return parseConsent(null)
  }
}

/** The decision to the server; errors are ignored (spec section 7). The API client loads only when it is needed. */
function sendDecision(action: 'accept' | 'reject') {
  void import('../api/cookie.ts')
    .then(({ postCookieDecision }) => postCookieDecision(action))
    .catch(() => undefined)
}

/**
 * The cookie bar while the decision is unknown (local storage `rg-cookies`), the decision sent to the server
 * (errors ignored, spec section 7) and tracking started about 500 ms after approval, never before.
 * Rendered after mount only: pre-rendered HTML cannot know what this browser decided.
 */
export function CookieConsent() {
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
    sendDecision(action)
  }

  return <CookieBar consent={consent} onAccept={() => decide('accept')} onReject={() => decide('reject')} />
}
