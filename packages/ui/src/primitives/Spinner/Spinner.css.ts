import { keyframes, style } from '@vanilla-extract/css'
import { reducedMotion } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2s' } },
})
