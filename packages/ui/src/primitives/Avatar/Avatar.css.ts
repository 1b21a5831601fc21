import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
})
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })
