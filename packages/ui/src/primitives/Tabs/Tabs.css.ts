import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
})
export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})
export const content = style({ paddingTop: vars.space['4'] })
