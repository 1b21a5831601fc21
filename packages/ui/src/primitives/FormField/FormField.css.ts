import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 })
export const label = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
})
export const required = style({ color: vars.color.danger, marginLeft: '0.15em' })
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const error = style({
  display: 'flex',
  gap: vars.space['1'],
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
})
