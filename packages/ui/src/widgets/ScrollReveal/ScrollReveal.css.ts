import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../../theme/breakpoints.ts'

export const hidden = style({
  opacity: 0,
  transform: 'translateY(24px)',
  '@media': { [reducedMotion]: { opacity: 1, transform: 'none' } },
})
export const shown = style({
  opacity: 1,
  transform: 'none',
  transitionProperty: 'opacity, transform',
  transitionTimingFunction: 'cubic-bezier(0.2, 0, 0, 1)',
  '@media': { [reducedMotion]: { transition: 'none' } },
})
