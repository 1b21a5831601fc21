import { keyframes, style } from '@vanilla-extract/css'
import { reducedMotion } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } })

export const root = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.loadingBar,
  overflow: 'hidden',
  background: vars.color.brandSubtle,
  pointerEvents: 'none',
})
export const bar = style({
  height: '100%',
  background: `linear-gradient(90deg, ${vars.color.brand}, ${vars.color.accent})`,
  transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
})
export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
  '@media': { [reducedMotion]: { animation: 'none', width: '100%', opacity: 0.6 } },
})
