import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['10'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
})
export const fullScreen = style([root, { minHeight: '100vh' }])
