import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css.ts'

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginBottom: vars.space['8'],
})
export const heading = style({ fontSize: vars.fontSize.xl })
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space['3'],
})
export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
})
export const chip = style({ height: '56px', borderBottom: `1px solid ${vars.color.border}` })
export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['2'],
  fontSize: vars.fontSize.sm,
})
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const label = style({
  width: '120px',
  flexShrink: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const bar = style({ height: '16px', background: vars.color.brand, borderRadius: vars.radius.sm })
export const box = style({
  width: '72px',
  height: '48px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})
