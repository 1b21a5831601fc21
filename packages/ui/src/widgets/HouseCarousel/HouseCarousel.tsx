import {
  CAROUSEL,
  carouselLayout,
  carouselReducer,
  houseShape,
  INITIAL_CAROUSEL_STATE,
} from '@rg/domain/carousel'
import { type CSSProperties, useEffect, useReducer, useRef, useState } from 'react'
import * as css from './HouseCarousel.css.ts'
import { Figure, HOUSE_HEIGHT, House, houseWidth } from './houses.tsx'

export interface HouseCarouselProps {
  /**
   * Width to lay out for; by default the carousel measures its own width (ResizeObserver). Until it has measured
   * (and in pre-rendered HTML) it shows a still first frame that fits any width. Give a number for tests.
   */
  width?: number
  /** Turn the motion off (it is also off when the user prefers reduced motion). */
  paused?: boolean
  className?: string
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  )
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}

/**
 * What the first frame draws before the width is known (pre-rendered HTML, first render in the browser): houses
 * for a screen this wide, clipped to the real width; the street moves once the carousel has measured itself.
 */
export const FRAME_WIDTH = 1920

/** The figure's distance from the right edge to its left side (it stands 2 houses from the right). */
const FIGURE_FROM_RIGHT = CAROUSEL.figureFromRight * CAROUSEL.slotWidth + CAROUSEL.figure.width

/**
 * The footer's animated street (docs/product/screens-and-limits.md "Limits"), drawn as SVG: a row of buildings (eleven shapes chosen by position
 * modulo eleven, 115 px slots) glides left by 4 houses every 8000 ms; each revolution pings the person standing
 * 2 houses from the right for 2000 ms. Decorative: hidden from assistive technology.
 */
export function HouseCarousel({ width, paused = false, className }: HouseCarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [measured, setMeasured] = useState<number | undefined>(width)
  const [state, dispatch] = useReducer(carouselReducer, INITIAL_CAROUSEL_STATE)
  const reduced = usePrefersReducedMotion()
  const viewport = width ?? measured
  // Unmeasured: the still first frame (the same on the server and in the browser's first render, so it hydrates).
  const frame = viewport === undefined
  const moving = !frame && !paused && !reduced

  useEffect(() => {
    if (width !== undefined) return
    const el = rootRef.current
    if (!el) return
    setMeasured(el.clientWidth)
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0]
      if (entry) setMeasured(Math.round(entry.contentRect.width))
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [width])

  useEffect(() => {
    if (!state.ping) return
    const timer = window.setTimeout(() => dispatch({ type: 'pingEnd' }), CAROUSEL.pingMs)
    return () => window.clearTimeout(timer)
  }, [state.ping])

  const layout = carouselLayout(viewport ?? FRAME_WIDTH)
  const visible = layout.visible
  // The first frame stands still, so it needs no houses beyond the right edge.
  const rendered = frame ? layout.visible : layout.rendered
  const shift = CAROUSEL.housesPerRevolution * CAROUSEL.slotWidth
  // After each revolution the row snaps back and every slot shows the house that stood 4 slots to its right.
  const first = state.revolution * CAROUSEL.housesPerRevolution
  const figureX = frame ? 0 : Math.max(0, viewport - FIGURE_FROM_RIGHT)
  const groundY = CAROUSEL.height - 6

  return (
    <div
      ref={rootRef}
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-hidden
      data-visible={visible}
      data-rendered={rendered}
      data-revolution={state.revolution}
    >
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative; the wrapper is aria-hidden. */}
      <svg
        className={css.svg}
        width={viewport ?? '100%'}
        height={CAROUSEL.height}
        viewBox={frame ? undefined : `0 0 ${viewport} ${CAROUSEL.height}`}
        focusable="false"
      >
        <g
          className={moving ? css.row : css.still}
          style={
            {
              '--rg-shift': `-${shift}px`,
              animationDuration: `${CAROUSEL.cycleMs}ms`,
            } as CSSProperties
          }
          onAnimationIteration={() => dispatch({ type: 'ping' })}
        >
          {Array.from({ length: rendered }, (_, i) => i).map((slot) => {
            const shape = houseShape(first + slot)
            const x = slot * CAROUSEL.slotWidth + (CAROUSEL.slotWidth - houseWidth(shape)) / 2
            return (
              <g key={slot} transform={`translate(${x} ${groundY - HOUSE_HEIGHT})`} data-shape={shape}>
                <House shape={shape} />
              </g>
            )
          })}
        </g>
        <rect className={css.ground} x={0} y={groundY} width={viewport ?? '100%'} height={6} />
        {/* Unmeasured, CSS puts the figure where the measured layout would: 450 px from the right, at least at 0. */}
        <g
          transform={frame ? undefined : `translate(${figureX} 0)`}
          style={
            frame
              ? {
                  transformBox: 'view-box',
                  transform: `translateX(max(0px, calc(100% - ${FIGURE_FROM_RIGHT}px)))`,
                }
              : undefined
          }
          data-figure
        >
          <Figure ping={state.ping} />
        </g>
      </svg>
    </div>
  )
}
