import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

/** Our look for driver.js's popover (its own stylesheet provides the layout). */
export const popover = style({})

globalStyle(`.driver-popover.${popover}`, {
  maxWidth: '360px',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.lg,
})
globalStyle(`.${popover} .driver-popover-title`, {
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})
globalStyle(`.${popover} .driver-popover-description`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
})
globalStyle(`.${popover} .driver-popover-progress-text`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
})
globalStyle(`.${popover} .driver-popover-footer button`, {
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textShadow: 'none',
})
globalStyle(`.${popover} .driver-popover-footer .driver-popover-next-btn`, {
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.brandContrast,
})
globalStyle(`.${popover} .driver-popover-close-btn`, { color: vars.color.textMuted })
