import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const page = style({
  minWidth: vars.size.controlMd,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.brandContrast } },
})
export const gap = style({ padding: `0 ${vars.space['1']}`, color: vars.color.textMuted })
export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
