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
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { postCookieDecision } from '../api/cookie.ts'
import { startTracking } from './tracking.ts'

function readStored(): Consent {
  try {
    return parseConsent(window.localStorage.getItem(COOKIE_STORAGE_KEY))
  } catch {
    return parseConsent(null)
  }
}

/**
 * The cookie bar while the decision is unknown (local storage `rg-cookies`), the decision sent to the server
 * (errors ignored, spec section 7) and tracking started about 500 ms after approval, never before.
 * Rendered after mount only: pre-rendered HTML cannot know what this browser decided.
 */
export function CookieConsent() {
  const [consent, setConsent] = useState<Consent | null>(null)
  const { mutate } = useMutation({ mutationFn: postCookieDecision, retry: false })

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
    mutate(action, { onError: () => undefined })
  }

  return <CookieBar consent={consent} onAccept={() => decide('accept')} onReject={() => decide('reject')} />
}
