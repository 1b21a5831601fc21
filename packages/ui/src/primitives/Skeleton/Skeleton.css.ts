import { keyframes, style } from '@vanilla-extract/css'
import { reducedMotion } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } })

export const root = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })
