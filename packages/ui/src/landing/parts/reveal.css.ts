import { SCROLL_REVEAL } from '@rg/domain/ui-settings'
import { globalStyle } from '@vanilla-extract/css'
import { reducedMotion } from '../../theme/breakpoints.ts'

/*
 * Scroll reveal (docs/product/screens-and-limits.md "Limits") as progressive enhancement: the markup only says `data-reveal`; the pre-rendered
 * page shows everything. After hydration useScrollReveal marks what is still below the fold "hidden" and flips it
 * to "shown" when it scrolls in. Opacity and transform only: nothing in the layout moves.
 */
globalStyle('[data-reveal="hidden"]', { opacity: 0, transform: 'translateY(24px)' })

globalStyle('[data-reveal="shown"]', {
  opacity: 1,
  transform: 'none',
  transitionProperty: 'opacity, transform',
  transitionDuration: `${SCROLL_REVEAL.durationMs}ms`,
  transitionTimingFunction: 'cubic-bezier(0.2, 0, 0, 1)',
})

// Print and full-page captures show everything, whether or not it was scrolled to (opacity never hides anything
// from screen readers, so they read it all the same).
globalStyle('[data-reveal="hidden"], [data-reveal="shown"]', {
  '@media': {
    [reducedMotion]: { opacity: 1, transform: 'none', transition: 'none' },
    print: { opacity: 1, transform: 'none', transition: 'none' },
  },
})
