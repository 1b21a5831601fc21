import { idsToMarkViewed, stepsToShow, type TourStep } from '@rg/domain/tours'
import { TOUR_SETTINGS } from '@rg/domain/ui-settings'
import { type DriveStep, driver } from 'driver.js'
import 'driver.js/dist/driver.css'
import { useEffect, useRef } from 'react'
import * as css from './ProductTour.css.ts'

/** How long the tour keeps looking for the first step's element before it starts anyway. */
const MAX_WAIT_CHECKS = 20

export interface ProductTourProps {
  /** The route's tour; steps without `element` are shown as a centred popover. */
  steps: readonly TourStep[]
  /** Step ids the user has already seen (productGuideTooltipsViewed); those are skipped. */
  viewedIds: readonly string[]
  /** Starts the tour when true (e.g. once the page has loaded); nothing happens while false. */
  active?: boolean
  /**
   * Called once when the tour ends (finished, closed or unmounted) with the ids to mark viewed: the new steps that
   * were shown. An empty list means nothing to send (POST /api/user/product-guide-viewed is skipped).
   */
  onViewed: (ids: string[]) => void
}

/**
 * A guided product tour on driver.js with the spec's settings (overlay 0.5, padding 10, radius 8). Waits for the
 * first step's element (checking every 500 ms), skips viewed steps and reports which were shown. Renders nothing.
 */
export function ProductTour({ steps, viewedIds, active = true, onViewed }: ProductTourProps) {
  const onViewedRef = useRef(onViewed)
  onViewedRef.current = onViewed
  // The tour runs once per activation; later changes of the lists do not restart it.
  const input = useRef({ steps, viewedIds })
  input.current = { steps, viewedIds }

  useEffect(() => {
    if (!active) return
    const { steps: all, viewedIds: viewed } = input.current
    const toShow = stepsToShow(all, viewed)
    if (toShow.length === 0) return
    const shown = new Map<string, TourStep>()
    let reported = false
    const report = () => {
      if (reported) return
      reported = true
      onViewedRef.current(idsToMarkViewed([...shown.values()], viewed))
    }
    let timer: number | undefined
    let checks = 0
    const tour = driver({
      overlayOpacity: TOUR_SETTINGS.overlayOpacity,
      stagePadding: TOUR_SETTINGS.stagePadding,
      stageRadius: TOUR_SETTINGS.stageRadius,
      showProgress: toShow.length > 1,
      progressText: '{{current}} z {{total}}',
      nextBtnText: 'Další',
      prevBtnText: 'Zpět',
      doneBtnText: 'Hotovo',
      popoverClass: css.popover,
      steps: toShow.map(
        (step): DriveStep => ({
          element: step.element,
          popover: { title: step.title, description: step.description },
        }),
      ),
      // A step counts as shown once its popover is on screen.
      onPopoverRender: (popover, { state }) => {
        // driver.js labels its close button in English ("Close"); the product speaks Czech.
        popover.closeButton.setAttribute('aria-label', 'Zavřít')
        const step = state.activeIndex === undefined ? undefined : toShow[state.activeIndex]
        if (step) shown.set(step.id, step)
      },
      // Done, close button, Escape and overlay click all end here; we report, then let driver.js tear down.
      onDestroyStarted: () => {
        report()
        tour.destroy()
      },
    })
    const first = toShow[0]?.element
    const start = () => {
      if (first && !document.querySelector(first) && checks < MAX_WAIT_CHECKS) {
        checks += 1
        timer = window.setTimeout(start, TOUR_SETTINGS.stepCheckIntervalMs)
        return
      }
      tour.drive()
    }
    start()
    return () => {
      window.clearTimeout(timer)
      if (tour.isActive()) {
        report()
        tour.destroy()
      }
    }
  }, [active])

  return null
}
