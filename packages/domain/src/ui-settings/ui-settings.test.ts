import { describe, expect, it } from 'vitest'
import {
  BREAKPOINTS,
  COOKIE_TRACKING_DELAY_MS,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  LOADING_BAR_HEIGHT,
  MAX_TOASTS,
  SCROLL_REVEAL,
  TOAST_DURATION_MS,
  TOUR_SETTINGS,
} from './ui-settings.ts'

describe('ui settings (docs/product/screens-and-limits.md "Limits")', () => {
  it('keeps the breakpoints ascending and exact', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 })
    const widths = Object.values(BREAKPOINTS)
    expect([...widths].sort((a, b) => a - b)).toEqual(widths)
  })

  it('pins the remaining constants', () => {
    expect(IMAGE_DENSITIES).toEqual([1, 2])
    expect(IMAGE_FORMAT).toBe('webp')
    expect([TOAST_DURATION_MS, MAX_TOASTS, LOADING_BAR_HEIGHT, COOKIE_TRACKING_DELAY_MS]).toEqual([
      5000, 8, 6, 500,
    ])
    expect(TOUR_SETTINGS).toEqual({
      overlayOpacity: 0.5,
      stagePadding: 10,
      stageRadius: 8,
      stepCheckIntervalMs: 500,
    })
    expect(SCROLL_REVEAL).toEqual({ durationMs: 800, offset: 80, once: true })
  })
})
