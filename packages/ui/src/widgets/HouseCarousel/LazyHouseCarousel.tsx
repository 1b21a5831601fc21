import { useEffect, useRef, useState } from 'react'
import { FirstFrame } from '#house-carousel-first-frame'
import * as css from './HouseCarousel.css.ts'
import type { HouseCarouselProps } from './HouseCarousel.tsx'

type CarouselModule = typeof import('./HouseCarousel.tsx')

let loading: Promise<CarouselModule> | undefined
/** The carousel's code, fetched once for every instance. */
const load = () => (loading ??= import('./HouseCarousel.tsx'))

/** How far beyond the viewport the footer may still be when the carousel's code starts loading. */
const NEAR = '50% 0px'

/** Keeps what the server drew: React neither hydrates nor replaces the children of an element with inner HTML. */
const KEEP_SERVER_HTML = { __html: '' }

/**
 * HouseCarousel whose code loads only when the footer comes near the viewport, so the landing pages do not load it
 * up front (docs/decisions/0304-landing-bundle.md).
 *
 * Server rendering (the pre-rendered landing pages) draws the carousel's still first frame, which needs no script.
 * In the browser that HTML stays as it is until the slot comes near the viewport and the code has arrived; then the
 * live carousel takes its place (its first render is the same frame, then the street starts moving). Rendered in
 * the browser without server HTML (client-side navigation, Storybook), the slot is the empty street band of the same
 * height until then.
 */
export function LazyHouseCarousel(props: HouseCarouselProps) {
  const slot = useRef<HTMLDivElement>(null)
  const [carousel, setCarousel] = useState<CarouselModule | null>(null)

  useEffect(() => {
    if (FirstFrame) return
    let active = true
    const show = () =>
      void load().then((module) => {
        if (active) setCarousel(module)
      })
    const el = slot.current
    if (!el || typeof IntersectionObserver === 'undefined') {
      show()
      return () => {
        active = false
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        show()
      },
      // The slot's own document as the root: its viewport even inside a frame (Storybook), the page's otherwise.
      { root: el.ownerDocument, rootMargin: NEAR },
    )
    observer.observe(el)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [])

  // Server rendering: the first frame itself (first-frame.ts; browsers resolve it to undefined).
  if (FirstFrame)
    return (
      <div className={css.slot} data-carousel-slot>
        <FirstFrame {...props} />
      </div>
    )
  if (carousel)
    return (
      <div key="live" className={css.slot} data-carousel-slot>
        <carousel.HouseCarousel {...props} />
      </div>
    )
  return (
    <div
      key="frame"
      ref={slot}
      className={css.slot}
      data-carousel-slot
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, only so React keeps the server's frame.
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
    />
  )
}
