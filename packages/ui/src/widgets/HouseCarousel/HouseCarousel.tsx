import { CAROUSEL, carouselLayout, carouselReducer, houseShape, INITIAL_CAROUSEL_STATE } from '@rg/domain'
import { type CSSProperties, useEffect, useReducer, useRef, useState } from 'react'
import * as css from './HouseCarousel.css.ts'
import { Figure, HOUSE_HEIGHT, House, houseWidth } from './houses.tsx'

export interface HouseCarouselProps {
  /**
   * Width to lay out for; by default the carousel measures its own width (ResizeObserver). Give a number for tests
   * and server rendering.
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
 * The footer's animated street (spec section 9), drawn as SVG: a row of buildings (eleven shapes chosen by position
 * modulo eleven, 115 px slots) glides left by 4 houses every 8000 ms; each revolution pings the person standing
 * 2 houses from the right for 2000 ms. Decorative: hidden from assistive technology.
 */
export function HouseCarousel({ width, paused = false, className }: HouseCarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [measured, setMeasured] = useState(width ?? 0)
  const [state, dispatch] = useReducer(carouselReducer, INITIAL_CAROUSEL_STATE)
  const reduced = usePrefersReducedMotion()
  const moving = !paused && !reduced

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

  const viewport = width ?? measured
  const { visible, rendered } = carouselLayout(viewport)
  const shift = CAROUSEL.housesPerRevolution * CAROUSEL.slotWidth
  // After each revolution the row snaps back and every slot shows the house that stood 4 slots to its right.
  const first = state.revolution * CAROUSEL.housesPerRevolution
  const figureX = Math.max(
    0,
    viewport - CAROUSEL.figureFromRight * CAROUSEL.slotWidth - CAROUSEL.figure.width,
  )
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
        width={viewport}
        height={CAROUSEL.height}
        viewBox={`0 0 ${viewport} ${CAROUSEL.height}`}
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
        <rect className={css.ground} x={0} y={groundY} width={viewport} height={6} />
        <g transform={`translate(${figureX} 0)`} data-figure>
          <Figure ping={state.ping} />
        </g>
      </svg>
    </div>
  )
}
