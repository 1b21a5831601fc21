import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
})
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold })
export const description = style({ maxWidth: '48ch', color: vars.color.textMuted })
export const errorTone = style({ background: vars.color.dangerSubtle, color: vars.color.danger })
