import { ProductTour as TourWidget } from '@rg/ui'
import { useLocation } from 'react-router'
import { useTourStepsViewed } from '../api/user.ts'
import { useCookieBarOpen } from '../consent/cookie-consent.tsx'
import { isTourReplay, tourFor } from './tours.ts'

/**
 * The route's product tour (the kit's widget: skips viewed steps, waits for its elements checking every 500 ms).
 * When it ends, the newly shown ids go to POST /api/user/product-guide-viewed (errors ignored) and into the cached
 * user at once, so the tour never shows again, not even if that request fails.
 */
export function ProductTour({ viewed }: { viewed: readonly string[] }) {
  const { pathname, state, key } = useLocation()
  // From the help centre's "Spustit průvodce znovu": every step again; only steps never seen are recorded.
  const replay = isTourReplay(state)
  const markViewed = useTourStepsViewed()
  const steps = tourFor(pathname)
  // Not over the open cookie bar: the tour's overlay would block it (it starts once the visitor decides).
  const cookieBarOpen = useCookieBarOpen()
  if (steps.length === 0 || cookieBarOpen) return null
  return (
    <TourWidget
      key={replay ? `${pathname}:${key}` : pathname}
      steps={steps}
      viewedIds={replay ? [] : viewed}
      onViewed={(ids) => {
        const fresh = ids.filter((id) => !viewed.includes(id))
        if (fresh.length > 0) markViewed(fresh)
      }}
    />
  )
}
