import { SCROLL_REVEAL } from '@rg/domain/ui-settings'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './ScrollReveal.css.ts'

export interface ScrollRevealProps {
  children: ReactNode
  /** Extra delay in ms, to stagger items in a row. */
  delayMs?: number
  className?: string
}

/**
 * Fades and lifts its content in when it scrolls into view (docs/product/screens-and-limits.md "Limits": 800 ms, 80 px before the bottom edge,
 * only once). Content is always in the DOM; without IntersectionObserver or with reduced motion it simply shows.
 */
export function ScrollReveal({ children, delayMs = 0, className }: ScrollRevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            setVisible(true)
            if (SCROLL_REVEAL.once) observer.disconnect()
          } else if (!SCROLL_REVEAL.once) {
            setVisible(false)
          }
        }
      },
      { rootMargin: `0px 0px -${SCROLL_REVEAL.offset}px 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={ref}
      className={cx(visible ? css.shown : css.hidden, className)}
      style={
        visible
          ? { transitionDuration: `${SCROLL_REVEAL.durationMs}ms`, transitionDelay: `${delayMs}ms` }
          : undefined
      }
      data-revealed={visible}
    >
      {children}
    </div>
  )
}
