import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const base = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
})

export const tone = styleVariants({
  info: { background: vars.color.infoSubtle, color: vars.color.info },
  success: { background: vars.color.successSubtle, color: vars.color.success },
  warning: { background: vars.color.warningSubtle, color: vars.color.warning },
  danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
})
