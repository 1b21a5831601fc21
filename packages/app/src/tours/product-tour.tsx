import type { SerializedUser } from '@rg/domain'
import { ProductTour as TourWidget } from '@rg/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { markTourStepsViewed, userKey } from '../api/user.ts'
import { tourFor } from './tours.ts'

/**
 * The route's product tour (the kit's widget: skips viewed steps, waits for its elements checking every 500 ms).
 * When it ends, the newly shown ids go to POST /api/user/product-guide-viewed (errors ignored) and into the cached
 * user at once, so the tour never shows again, not even if that request fails.
 */
export function ProductTour({ viewed }: { viewed: readonly string[] }) {
  const { pathname } = useLocation()
  const client = useQueryClient()
  const { mutate } = useMutation({ mutationFn: markTourStepsViewed, retry: false })
  const steps = tourFor(pathname)
  if (steps.length === 0) return null
  return (
    <TourWidget
      key={pathname}
      steps={steps}
      viewedIds={viewed}
      onViewed={(ids) => {
        if (ids.length === 0) return
        client.setQueryData<SerializedUser | null>(userKey, (user) =>
          user ? { ...user, productGuideTooltipsViewed: [...user.productGuideTooltipsViewed, ...ids] } : user,
        )
        mutate(ids, { onError: () => undefined })
      }}
    />
  )
}
