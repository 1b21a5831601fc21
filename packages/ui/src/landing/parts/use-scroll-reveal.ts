import { SCROLL_REVEAL } from '@rg/domain'
import { type RefObject, useEffect, useRef } from 'react'
import './reveal.css.ts'

/**
 * Reveals the `[data-reveal]` elements inside the returned ref as they scroll into view: 800 ms, 80 px before the
 * bottom edge, once (SCROLL_REVEAL). Only what is still below the fold when the page hydrates waits for the scroll,
 * so nothing on screen blinks; with reduced motion, without IntersectionObserver or without JavaScript everything
 * simply shows. No library: one observer and two attribute values.
 */
export function useScrollReveal<T extends HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    const root = ref.current
    if (!enabled || !root || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const limit = window.innerHeight - SCROLL_REVEAL.offset
    const waiting = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
      (el) => el.getBoundingClientRect().top > limit,
    )
    if (waiting.length === 0) return
    for (const el of waiting) el.dataset.reveal = 'hidden'
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const el = entry.target as HTMLElement
          el.dataset.reveal = 'shown'
          if (SCROLL_REVEAL.once) observer.unobserve(el)
        }
      },
      { rootMargin: `0px 0px -${SCROLL_REVEAL.offset}px 0px` },
    )
    for (const el of waiting) observer.observe(el)
    return () => {
      observer.disconnect()
      for (const el of waiting) el.dataset.reveal = ''
    }
  }, [enabled])
  return ref
}
