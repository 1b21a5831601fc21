import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const img = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  background: vars.color.surfaceSunken,
  borderRadius: 'inherit',
})
export const fluid = style({ width: '100%' })
