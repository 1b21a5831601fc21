import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '200px',
  padding: vars.space['1'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
})
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSubtle, color: vars.color.brand },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
})
export const danger = style({
  color: vars.color.danger,
  selectors: { '&[data-highlighted]': { background: vars.color.dangerSubtle, color: vars.color.danger } },
})
export const separator = style({
  height: '1px',
  margin: `${vars.space['1']} 0`,
  background: vars.color.border,
})
export const label = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
})
