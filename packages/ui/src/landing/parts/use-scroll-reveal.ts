import { SCROLL_REVEAL } from '@rg/domain/ui-settings'
import { type RefObject, useEffect, useRef } from 'react'
import './reveal.css.ts'

/**
 * Reveals the `[data-reveal]` elements inside the returned ref as they scroll into view: 800 ms, 80 px before the
 * bottom edge, once (SCROLL_REVEAL). Only what is still below the fold when the page hydrates waits for the scroll,
 * so nothing on screen blinks, and what a jump carried above the viewport shows as well; with reduced motion,
 * without IntersectionObserver or without JavaScript everything simply shows. No library: one observer, one passive
 * scroll listener and two attribute values.
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
    const pending = new Set(waiting)
    const show = (el: HTMLElement) => {
      el.dataset.reveal = 'shown'
      if (!SCROLL_REVEAL.once) return
      pending.delete(el)
      observer.unobserve(el)
    }
    // A jump (End, an anchor, a fast fling) can carry a section past the viewport without it ever intersecting: so
    // anything whose top is above the viewport shows too, whenever the page scrolls.
    let frame = 0
    const showPassed = () => {
      frame = 0
      for (const el of pending) if (el.getBoundingClientRect().top < 0) show(el)
      if (pending.size === 0) window.removeEventListener('scroll', onScroll)
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(showPassed)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) show(entry.target as HTMLElement)
        showPassed()
      },
      { rootMargin: `0px 0px -${SCROLL_REVEAL.offset}px 0px` },
    )
    for (const el of waiting) observer.observe(el)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      for (const el of waiting) el.dataset.reveal = ''
    }
  }, [enabled])
  return ref
}
