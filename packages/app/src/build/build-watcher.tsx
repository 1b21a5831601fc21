import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { BUILD_ID, isNewerBuild, POLL_INTERVAL_MS } from './build-id.ts'

function typing(doc: Document = document) {
  const el = doc.activeElement
  if (!el) return false
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLElement && el.isContentEditable)
  )
}

/**
 * New build detection: polls the build manifest; when a newer build is published, the next navigation loads the
 * page from the server instead of routing on the client, unless the user is typing into a form at that moment.
 */
export function BuildWatcher() {
  const outdated = useRef(false)
  const location = useLocation()
  const first = useRef(true)

  useEffect(() => {
    if (!BUILD_ID) return
    let stopped = false
    const poll = async () => {
      if (stopped || outdated.current) return
      outdated.current = await isNewerBuild()
    }
    const timer = window.setInterval(poll, POLL_INTERVAL_MS)
    const onVisible = () => document.visibilityState === 'visible' && void poll()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, the location is the trigger.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (outdated.current && !typing()) window.location.reload()
  }, [location.key])

  return null
}
