import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' })
export const input = style({
  paddingRight: vars.space['10'],
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
})
export const suffix = style({
  position: 'absolute',
  right: vars.space['3'],
  color: vars.color.textMuted,
  pointerEvents: 'none',
})
