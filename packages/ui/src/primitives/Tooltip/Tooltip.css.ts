import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '280px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
})
export const arrow = style({ fill: vars.color.surfaceInverse })
