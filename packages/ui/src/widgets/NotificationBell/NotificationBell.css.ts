import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space['2'],
  color: vars.color.text,
  borderRadius: vars.radius.md,
})

export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: 9,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
})
