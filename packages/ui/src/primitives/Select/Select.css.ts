import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
})
export const content = style({
  // Above dialogs: a Select inside a Dialog (the browse filters' sheet) must open over it.
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
})
export const viewport = style({ padding: vars.space['1'] })
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSubtle, color: vars.color.brand },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
})
