import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] })
export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 })
export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
})
export const company = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' })
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 })
export const icon = style({ color: vars.color.textMuted, flexShrink: 0 })
export const value = style({ overflowWrap: 'anywhere' })
